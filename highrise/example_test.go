package highrise_test

import (
	"errors"
	"fmt"
	"strings"
	"testing/fstest"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/highrise"
)

// A game is set up from content and options, then played decision by
// decision; Chance plays the deals and draws from a seeded resolver.
func Example() {
	c := highrise.MustDefault()
	s, err := highrise.New(c, highrise.WithPlayers(3), highrise.WithMode(highrise.ModeIntro))
	if err != nil {
		fmt.Println(err)
		return
	}
	_, _, err = rulebook.Playout(s, rulebook.NewResolver(1), 20000, nil)
	fmt.Println(err, s.Over(), s.Round(), len(s.Scores()))
	// Output: <nil> true 2030 3
}

func ExampleDefault() {
	c, err := highrise.Default()
	if err != nil {
		fmt.Println(err)
		return
	}
	cards := 0
	for _, k := range c.Cards() {
		cards += k.Count
	}
	fmt.Println(len(c.Tenants()), "tenants,", len(c.Colors()), "colours,", len(c.Blueprints()), "Blueprint Cards")
	// Output: 49 tenants, 5 colours, 15 Blueprint Cards
}

func ExampleLoad() {
	_, err := highrise.Load(fstest.MapFS{})
	fmt.Println(errors.Is(err, content.ErrInvalid))
	// Output: true
}

func ExampleNew() {
	s, err := highrise.New(highrise.MustDefault(), highrise.WithPlayers(4), highrise.WithMode(highrise.ModeFull))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.ToMove(), "|", s.Prompt())
	// Output: chance | Chance: deal a Base Construction Yard to p0
}

func ExampleParseOptions() {
	opts, err := highrise.ParseOptions("players=3 mode=standard extra_tenants=on")
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := highrise.New(highrise.MustDefault(), opts...)
	fmt.Println(s.Options())
	_, err = highrise.ParseOptions("colour=red")
	fmt.Println(err)
	// Output:
	// players=3 mode=standard extra_tenants=on stop_zone_home=none solo_bonus=one-per-move solo_limit_2030=off condo_developer_home=own choose_missing=yards suburbs_spires=supply spire_without_building=supply same_name_corruption=turn zero_corruption_most=none spire_height=all stop_zone_discard=player stop_zone_numbers=arrival
	// highrise: unknown option "colour" (known: players, mode, choose_missing, condo_developer_home, extra_tenants, same_name_corruption, solo_bonus, solo_limit_2030, spire_height, spire_without_building, stop_zone_discard, stop_zone_home, stop_zone_numbers, suburbs_spires, zero_corruption_most)
}

func ExampleState_ParseMove() {
	s, _ := highrise.New(highrise.MustDefault())
	m, err := s.ParseMove("build A red2+up1")
	fmt.Println(m, err)
	_, err = s.ParseMove("go nowhere")
	fmt.Println(err)
	// Output:
	// build A red2+up1 <nil>
	// "go nowhere": unknown space "nowhere"
}

func ExampleState_Check() {
	s, _ := highrise.New(highrise.MustDefault(), highrise.WithPlayers(3))
	r := rulebook.NewResolver(2)
	var buf []highrise.Move
	for s.ToMove() == rulebook.Chance {
		var m highrise.Move
		m, buf, _ = rulebook.Step(s, r, buf)
		s.Apply(m)
	}
	m, _ := s.ParseMove("go bonus-1a")
	err := s.Check(m)
	fmt.Println(errors.Is(err, rulebook.ErrIllegal))
	fmt.Println(err)
	// Output:
	// true
	// highrise: Bonus Spaces: you may never stop on Bonus Spaces
}

func ExampleState_Legal() {
	s, _ := highrise.New(highrise.MustDefault(), highrise.WithPlayers(4))
	fmt.Println(s.Legal()[:2])
	// Output: [yard 1 yard 2]
}

// A View names everything on the table by content id; the Full Game's 2030
// Blueprint Card lies face down during 2010.
func ExampleState_View() {
	s, _ := highrise.New(highrise.MustDefault(), highrise.WithPlayers(3))
	r := rulebook.NewResolver(1)
	for s.ToMove() == rulebook.Chance {
		m, _, _ := rulebook.Step(s, r, nil)
		if err := s.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	v := s.View(rulebook.Player(0))
	fmt.Println(v.Game, v.Round, len(v.Players), len(v.BuildingSpaces), len(v.BonusSpaces), len(v.StopZone))
	for _, c := range v.Blueprints {
		fmt.Println(c.Round, c.Current, c.FaceDown, c.Card != "", len(c.Blueprints))
	}
	fmt.Println(v.Bag, v.Spires, v.UltraPlastic)
	fmt.Println(v.ToMove, v.Prompt)
	// Output:
	// highrise 2010 3 15 16 3
	// 2010 true false true 5
	// 2020 false false true 5
	// 2030 false true false 0
	// map[black:13 blue:13 green:14 orange:11 red:13] 20 12
	// p2 p2: move your Mogul clockwise to an Action Space
}

func ExampleDecode() {
	s, _ := highrise.New(highrise.MustDefault(), highrise.WithPlayers(3))
	data, _ := s.MarshalJSON()
	t, err := highrise.Decode(highrise.MustDefault(), data)
	fmt.Println(err, t.Options())
	// Output: <nil> players=3 mode=full extra_tenants=off stop_zone_home=none solo_bonus=one-per-move solo_limit_2030=off condo_developer_home=own choose_missing=yards suburbs_spires=supply spire_without_building=supply same_name_corruption=turn zero_corruption_most=none spire_height=all stop_zone_discard=player stop_zone_numbers=arrival
}

// The solo game ends on the result chart, a value a program can read.
func ExampleState_SoloResult() {
	s, err := highrise.New(highrise.MustDefault(), highrise.WithPlayers(1))
	if err != nil {
		fmt.Println(err)
		return
	}
	if _, _, err := rulebook.Playout(s, rulebook.NewResolver(6), 20000, nil); err != nil {
		fmt.Println(err)
		return
	}
	r, ok := s.SoloResult()
	fmt.Println(ok, s.Scores()[0] < 60, r.ID, r.Name, r.Win, len(s.Winners()))
	// Output: true true critical-loss Critical Loss false 0
}

// In the 1- and 2-player games the Controlling Player decides for a Neutral
// Mogul: block, or move it (gaining a Corruption) within its current or the
// next Neighborhood.
func ExampleState_Controlling() {
	s, _ := highrise.New(highrise.MustDefault(), highrise.WithPlayers(2))
	r := rulebook.NewResolver(3)
	for !s.Over() && !strings.Contains(s.Prompt(), "Controlling Player:") {
		m, _, _ := rulebook.Step(s, r, nil)
		if err := s.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	legal := s.Legal()
	fmt.Println(s.ToMove() == rulebook.Player(s.Controlling()), legal[0])
	// Output: true block
}
