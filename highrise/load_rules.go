package highrise

import (
	"slices"

	"github.com/rulebook-go/rulebook/content"
)

// loadRules reads rules.yaml but for its modes and player counts (see
// loadModes and loadCounts): players, colours, supplies, yards and rounds.
func (l *loader) loadRules(rules *rulesFile) {
	c, errs := l.c, l.errs
	l.rules = rules.Where
	c.minPlayers, c.maxPlayers = rules.Players.Check(1, maxSeats, errs)
	for i, col := range rules.Colors {
		l.ids.Add("colour", col, rules.Where.Item("colors", i), errs)
	}
	c.colors = rules.Colors
	c.up = len(c.colors)
	c.perColor, c.ultra, c.spires = rules.FloorsPerColor, rules.UltraPlastic, rules.Spires
	if len(rules.Yards.Base) == maxSeats && len(rules.Yards.BaseFull) == maxSeats { // else reported by Decode
		for i := range maxSeats {
			c.baseYard[i], c.baseFull[i] = rules.Yards.Base[i], rules.Yards.BaseFull[i]
		}
	}
	c.expSize, c.expCount, c.expCost = rules.Yards.Expanded, rules.Yards.ExpandedCount, rules.Yards.Corruption
	c.rounds = rules.Rounds
	if len(c.expCost) != len(c.rounds) {
		errs.Add(rules.Yards.Where.Of("corruption"), "yards: corruption lists %d costs, one per round (%d)", len(c.expCost), len(c.rounds))
	}
	c.bonusTiles, c.demolish, c.tokens = rules.BonusTiles, rules.DemolishFloors, rules.Tokens
	c.options = content.Options(rules.Options, knownOptions, filePos("rules.yaml"), errs)
}

// onTrack reports a starting Corruption (a space of the Corruption Track,
// from 0) that is not on the track.
func (l *loader) onTrack(at content.Pos, mode, what string, space int) {
	if n := len(l.c.track); n > 0 && space >= n {
		l.errs.Add(at, "mode %q: %s %d is past the Corruption Track's last space (%d)", mode, what, space, n-1)
	}
}

// loadModes reads rules.yaml's modes: how each game mode sets up.
func (l *loader) loadModes(rules *rulesFile) {
	c, errs := l.c, l.errs
	for _, mr := range rules.Modes {
		l.ids.Add("mode", mr.ID, mr.At, errs)
		m := Mode{ID: mr.ID, Buildings: mr.Buildings, Tenants: mr.Tenants, Penalty: mr.Penalty, FullYards: mr.FullYards,
			BlockFourth: mr.BlockFourth, StartHeight: mr.StartHeight, LastCorrupt: -1}
		m.FirstRound = slices.Index(c.rounds, mr.FirstRound)
		if m.FirstRound < 0 {
			errs.Add(mr.Where.Of("first_round"), "mode %q: first_round %d is not one of %v", mr.ID, mr.FirstRound, c.rounds)
		}
		if len(mr.Corruption) == maxSeats && len(mr.StartFloors) == maxSeats { // else reported by Decode
			for i := range maxSeats {
				m.Corruption[i], m.StartFloors[i] = mr.Corruption[i], mr.StartFloors[i]
				l.onTrack(mr.Where.Item("corruption", i), mr.ID, "starting Corruption", m.Corruption[i])
			}
		}
		if mr.LastSeat != nil {
			m.LastCorrupt = *mr.LastSeat
			l.onTrack(mr.Where.Of("last_seat_corruption"), mr.ID, "last_seat_corruption", m.LastCorrupt)
		}
		if !slices.Contains([]string{"numbered", "choose", "none"}, m.Buildings) ||
			!slices.Contains([]string{"intro", "deal-first", "deal-all"}, m.Tenants) ||
			!slices.Contains([]string{"lose-to-second", "flip-card"}, m.Penalty) {
			errs.Add(mr.At, "mode %q: buildings numbered|choose|none, tenants intro|deal-first|deal-all, penalty lose-to-second|flip-card", mr.ID)
		}
		if m.Buildings != "none" && m.StartHeight < 1 {
			errs.Add(mr.Where.Of("start_height"), "mode %q: start_height %d: starting Buildings are 1 to 30 Floors tall", mr.ID, m.StartHeight)
		}
		c.modes = append(c.modes, m)
	}
}

// loadCounts reads rules.yaml's player_counts: what differs with fewer
// players, checked against the modes and the board sides.
func (l *loader) loadCounts(rules *rulesFile) {
	c, errs := l.c, l.errs
	seen := map[int]bool{}
	for _, r := range rules.Counts {
		if seen[r.Players] {
			errs.Add(r.Where.Of("players"), "player_counts: %d players listed twice", r.Players)
		}
		seen[r.Players] = true
		if r.Players < c.minPlayers || r.Players > c.maxPlayers {
			errs.Add(r.Where.Of("players"), "player_counts: %d players is outside players min..max (%d to %d)", r.Players, c.minPlayers, c.maxPlayers)
			continue
		}
		n := Count{Players: r.Players, Modes: r.Modes, ControlFirst: r.ControlFirst - 1, PenaltyTiesFlip: true,
			NeutralCorruption: r.NeutralCorruption, NeutralLostVP: r.NeutralLostVP}
		for _, m := range r.Modes {
			if _, ok := c.mode(m); !ok {
				errs.Add(r.At, "player_counts: unknown mode %q", m)
			}
		}
		if r.Modes != nil && len(r.Modes) == 0 {
			errs.Add(r.Where.Of("modes"), "player_counts: %d players: modes [] allows no mode to play; leave modes out to allow every mode", r.Players)
		}
		side := c.side(r.Players)
		stop := 0
		if side != nil && side.Stop >= 0 {
			stop = side.Zones[side.Stop].N
		}
		if r.Players+len(r.Neutral) > min(maxSeats, stop) {
			errs.Add(r.Where.Of("neutral_moguls"), "player_counts: %d players and %d Neutral Moguls do not fit the Stop Zone (%d places, at most %d Moguls)", r.Players, len(r.Neutral), stop, maxSeats)
		}
		for i, place := range r.Neutral {
			if place <= r.Players || place > stop {
				errs.Add(r.Where.Item("neutral_moguls", i), "player_counts: a Neutral Mogul's Stop Zone place %d must follow the players' (%d) and be at most %d", place, r.Players, stop)
			}
			n.Neutral = append(n.Neutral, place-1)
		}
		if len(r.Neutral) > 0 {
			if r.ControlFirst < 1 || r.ControlFirst > r.Players {
				errs.Add(r.Where.Of("control_first"), "player_counts: control_first must name a Base Construction Yard 1..%d", r.Players)
			}
			if side != nil && side.Areas == 0 {
				errs.Add(r.At, "player_counts: Neutral Moguls need the zones' area on the board side for %d players", r.Players)
			}
		}
		switch r.Bonus {
		case "":
		case "discard-adjacent":
			n.BonusDiscardAdjacent = true
		default:
			errs.Add(r.At, "player_counts: bonus %q must be discard-adjacent or absent", r.Bonus)
		}
		if a := r.AdjustByDiff; a != nil {
			if len(a.Lose) == 2 { // else reported by Decode
				n.ByDifference, n.AdjustWithin, n.AdjustLose = true, a.Within, [2]int{a.Lose[0], a.Lose[1]}
			}
			if r.Players != 2 {
				errs.Add(r.At, "player_counts: adjust_by_difference compares two players' scores")
			}
		}
		if r.PenaltyTiesFlip != nil {
			n.PenaltyTiesFlip = *r.PenaltyTiesFlip
		}
		n.NoAdjustByVP = r.AdjustByVP != nil && !*r.AdjustByVP
		n.NoEndMostCorruption = r.EndMostCorruption != nil && !*r.EndMostCorruption
		if so := r.Solo; so != nil {
			if r.Players != 1 || len(r.Neutral) == 0 {
				errs.Add(r.At, "player_counts: solo is the 1-player game's, with Neutral Moguls")
			}
			for i, h := range so.Neutral {
				if i > 0 && h < so.Neutral[i-1] {
					errs.Add(so.Where.Item("neutral_buildings", i), "player_counts: solo: neutral_buildings are listed shortest first (\"a stack sorted by height, with the shortest on top\")")
					break
				}
			}
			sol := &Solo{LineTiles: so.LineTiles, LineFloors: so.LineFloors, Neutral: so.Neutral, PerRound: so.PerRound, BelowVP: so.BelowVP, AboveVP: so.AboveVP}
			for i, b := range so.Results {
				if i > 0 && b.Min <= so.Results[i-1].Min {
					errs.Add(so.Where.Item("results", i), "player_counts: solo: results are listed by rising min score")
				}
				sol.Results = append(sol.Results, Result{ID: b.ID, Name: b.Name, Text: b.Text, Min: b.Min, Win: b.Win})
			}
			if len(sol.Results) == 0 {
				errs.Add(r.At, "player_counts: solo: results list at least one band")
			}
			n.Solo = sol
		}
		c.counts = append(c.counts, n)
	}
}
