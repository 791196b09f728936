package capitals_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/capitals"
	"github.com/rulebook-go/rulebook/content"
)

func ExampleLoad() {
	c, err := capitals.Load(content.Default())
	if err != nil {
		fmt.Println(err)
		return
	}
	arch, _ := c.Tile("magnificent-arch")
	fmt.Printf("%s: Era %d %s, %s\n", arch.Name, arch.Era, c.Types()[arch.Type], arch.Text)
	lo, hi := c.Players()
	fmt.Printf("%d tiles in %d kinds, %d to %d players, %d rounds\n", c.Instances(), len(c.Tiles()), lo, hi, len(c.Rounds()))
	// Output:
	// Magnificent Arch: Era 2 tourism, Immediate: gain 3 progress, lose 1 public service and also lose $12 to gain 9 culture.
	// 143 tiles in 131 kinds, 2 to 5 players, 12 rounds
}

func ExampleNew() {
	s, err := capitals.New(capitals.MustDefault(), capitals.WithPlayers(3))
	if err != nil {
		fmt.Println(err)
		return
	}
	// The random Initiative order and the first tiles are Chance decisions.
	fmt.Println(s.ToMove(), "-", s.Prompt())
	fmt.Println(s.Legal())
	// Output:
	// chance - Setup: the player placed on Initiative space 1
	// [seat p0 seat p1 seat p2]
}

// Example_playAGame plays a seeded game with random choices, Chance played
// by a seeded Resolver, and records it.
func Example_playAGame() {
	s, _ := capitals.New(capitals.MustDefault(), capitals.WithPlayers(4))
	rec := rulebook.NewRecording(s)
	r := rulebook.NewResolver(1)
	var buf []capitals.Move
	for !s.Over() {
		var m capitals.Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := rec.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(len(rec.Record.Moves), "decisions; winners:", s.Winners(), "prestige:", s.Scores())
	// Output:
	// 400 decisions; winners: [p1] prestige: [-44 -25 -58 -44]
}

func ExampleState_Check() {
	s, _ := capitals.New(capitals.MustDefault(), capitals.WithPlayers(2))
	r := rulebook.NewResolver(4)
	var buf []capitals.Move
	for s.ToMove() == rulebook.Chance {
		var m capitals.Move
		m, buf, _ = rulebook.Step(s, r, buf)
		s.Apply(m)
	}
	fmt.Println(s.Prompt())
	play := func(text string) {
		m, _ := s.ParseMove(text)
		err := s.Check(m)
		var rule *rulebook.RuleError
		fmt.Println(errors.Is(err, rulebook.ErrIllegal), errors.As(err, &rule), err)
	}
	play("take stadium")
	play("space 2")
	// Output:
	// p1, Building Phase: choose a tile from the Projects Area
	// true true capitals: 2.1 Choose 1 Building Tile from any row in the Projects Area.: stadium is not in the Projects Area
	// true true capitals: 2.1 Choose 1 Building Tile from any row in the Projects Area.: "space 2" does not answer the pending decision: p1, Building Phase: choose a tile from the Projects Area
}

func ExampleState_ParseMove() {
	s, _ := capitals.New(capitals.MustDefault())
	for _, text := range []string{"take bakery", "activate 0,1 from 1,0 side", "place 1,x", "take skyscraper"} {
		m, err := s.ParseMove(text)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(m)
	}
	// Output:
	// take bakery
	// activate 0,1 from side 1,0
	// error: "place 1,x": a cell is row,column such as 1,-2
	// error: "take skyscraper": unknown Era tile "skyscraper"
}

func ExampleParseOptions() {
	opts, err := capitals.ParseOptions("players=2 two_player_spaces=3")
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := capitals.New(capitals.MustDefault(), opts...)
	fmt.Println(s.Options())
	// Output:
	// players=2 conditional_times=chosen distinct_type_later=new-type expo_timing=before-admin lake_counts=never plant_activations=turn-start tile_marks=at-least track_ties=strict two_player_draw=four-new two_player_spaces=3
}

func ExampleWithRule() {
	_, err := capitals.New(capitals.MustDefault(), capitals.WithPlayers(2), capitals.WithRule("two_player_spaces", "5"))
	fmt.Println(err)
	// Output:
	// capitals: New: rules option two_player_spaces: "5" must be one of [4 3]
}

func ExampleState_View() {
	s, _ := capitals.New(capitals.MustDefault(), capitals.WithPlayers(3))
	r := rulebook.NewResolver(4)
	var buf []capitals.Move
	for s.ToMove() == rulebook.Chance {
		var m capitals.Move
		m, buf, _ = rulebook.Step(s, r, buf)
		s.Apply(m)
	}
	v := s.View(1)
	for _, p := range v.Players {
		fmt.Printf("%v: tiles %v, $%d, prestige shown: %v\n", p.Seat, p.Tiles, p.Tracks["economy"], p.Prestige != nil)
	}
	fmt.Println("$0 row:", v.Rows[0])
	// Output:
	// p0: tiles [city-hall@0,0+0 hotel@0,1+0], $4, prestige shown: false
	// p1: tiles [city-hall@0,0+0 hotel@0,1+0], $3, prestige shown: true
	// p2: tiles [city-hall@0,0+0 hotel@0,1+0], $5, prestige shown: false
	// $0 row: [courthouse davinci-estate king-george-mansion library park]
}

func ExampleDecode() {
	s, _ := capitals.New(capitals.MustDefault(), capitals.WithPlayers(2))
	data, _ := json.Marshal(s)
	t, err := capitals.Decode(capitals.MustDefault(), data)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(t.Seats(), t.Prompt())
	// Output:
	// 2 Setup: a housing tile of Era 1 returns to the box
}
