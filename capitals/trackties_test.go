package capitals

import "testing"

// TestTrackTiesOption: the Prosperity requirements "be highest player on
// the employment track", "be the lowest player on the public services
// track" and their kind, with the City tied with every other one on that
// track. Under the rules option track_ties "strict" (the default) a tie
// meets none of them; under "broken" the tie is broken as the rulebook
// breaks it for the Culture and Public Services Tracks ("the one that is
// higher on the Economy Track is considered to have the highest ... If
// both are also tied on the Economy Track, the City positioned closer to
// the leftmost space on the Initiative Track"). The City is on $20 and
// first in Initiative order; the others on $10 (it wins an Economy
// tie-break for "highest", loses it for "lowest") or $30.
func TestTrackTiesOption(t *testing.T) {
	broken := []Option{WithProsperity(true), WithRule("track_ties", "broken")}
	strict := []Option{WithProsperity(true), WithRule("track_ties", "strict")}
	tied := func(track string, level, money int) map[string]int {
		return map[string]int{track: level, "economy": money}
	}
	runTileCases(t, []tileCase{
		{tile: "three-pennants", reason: "strict: tied on population", opts: strict,
			others: tied("population", 10, 10), act: buildIt(1, 0), illegal: secProsperity},
		{tile: "three-pennants", reason: "broken: tied on population, more money: the highest", opts: broken,
			others: tied("population", 10, 10), act: buildIt(1, 0), want: map[string]int{"culture": 2, "prestige": 5}},
		{tile: "three-pennants", reason: "broken: tied on population, less money", opts: broken,
			others: tied("population", 10, 30), act: buildIt(1, 0), illegal: secProsperity},

		{tile: "church", reason: "strict: tied on population", opts: strict,
			others: tied("population", 10, 30), act: buildIt(1, 0), illegal: secProsperity},
		{tile: "church", reason: "broken: tied on population, less money: the lowest", opts: broken,
			others: tied("population", 10, 30), act: buildIt(1, 0), want: map[string]int{"prestige": 1}},
		{tile: "church", reason: "broken: tied on population, more money", opts: broken,
			others: tied("population", 10, 10), act: buildIt(1, 0), illegal: secProsperity},

		{tile: "international-bank", reason: "strict: tied on employment", opts: strict,
			others: tied("employment", 0, 10), act: buildIt(1, 0), illegal: secProsperity},
		{tile: "international-bank", reason: "broken: tied on employment, more money", opts: broken,
			others: tied("employment", 0, 10), act: buildIt(1, 0)},
		{tile: "international-bank", reason: "broken: tied on employment, less money", opts: broken,
			others: tied("employment", 0, 30), act: buildIt(1, 0), illegal: secProsperity},

		{tile: "military-base", reason: "strict: tied on public services", opts: strict,
			others: tied("public_services", 0, 30), act: buildIt(1, 0), illegal: secProsperity},
		{tile: "military-base", reason: "broken: tied on public services, less money: the lowest", opts: broken,
			others: tied("public_services", 0, 30), act: buildIt(1, 0), want: map[string]int{"public_services": 2}},
		{tile: "military-base", reason: "broken: tied on public services, more money", opts: broken,
			others: tied("public_services", 0, 10), act: buildIt(1, 0), illegal: secProsperity},

		{tile: "public-works-office", reason: "strict: tied on public services", opts: strict,
			others: tied("public_services", 0, 10), act: buildIt(1, 0), illegal: secProsperity},
		{tile: "public-works-office", reason: "broken: tied on public services, more money", opts: broken,
			others: tied("public_services", 0, 10), act: buildIt(1, 0)},
		{tile: "public-works-office", reason: "broken: tied on public services, less money", opts: broken,
			others: tied("public_services", 0, 30), act: buildIt(1, 0), illegal: secProsperity},

		{tile: "resort", reason: "strict: tied on culture", opts: strict,
			others: tied("culture", 10, 10), act: buildIt(1, 0), illegal: secProsperity},
		{tile: "resort", reason: "broken: tied on culture, more money", opts: broken,
			others: tied("culture", 10, 10), act: buildIt(1, 0), want: map[string]int{"prestige": 1}},
		{tile: "resort", reason: "broken: tied on culture, less money", opts: broken,
			others: tied("culture", 10, 30), act: buildIt(1, 0), illegal: secProsperity},

		{tile: "stock-exchange", reason: "strict: tied on the economy", opts: strict,
			others: map[string]int{"economy": 20}, act: buildIt(1, 0), illegal: secProsperity},
		{tile: "stock-exchange", reason: "broken: tied on the economy, leftmost on the Initiative Track", opts: broken,
			others: map[string]int{"economy": 20}, act: buildIt(1, 0)},
	})
}
