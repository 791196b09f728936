package main

import (
	"io"
	"strconv"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/buildershigh"
	"github.com/rulebook-go/rulebook/capitals"
	"github.com/rulebook-go/rulebook/games"
	"github.com/rulebook-go/rulebook/highrise"
)

// spec is one game as the viewer draws it: C its content, S its state, M
// its move and V its View. The game's name, Load and setup come from the
// registry's [games.Spec] of the same types (see [games.SpecOf]).
// Everything the page shows of a decision comes from V: the drawing, the
// scores, the prompt; the referee's state only replays the record.
type spec[C games.Content, S rulebook.Searchable[S, M], M rulebook.Move, V any] struct {
	// view is what seat p sees; all is every seat's own view at once (the
	// referee's: each seat's hidden things, as that seat sees them).
	view func(S, rulebook.Player) V
	all  func(S) V
	draw func(io.Writer, C, V) error
	// scores is each seat's score as the view shows it ("12 VP",
	// "hidden").
	scores func(C, V) []string
	prompt func(V) string
	// hides reports that the Chance outcome between two views is hidden
	// from the viewer: the viewer sees that it was drawn, not what it was
	// (a card dealt into another seat's hand). It reads the two views only,
	// so it cannot depend on what the viewer may not see. A player's move
	// is never hidden: the table sees every player act.
	hides func(before, after V, viewer rulebook.Player) bool
}

// tables lists the games the viewer draws, by the name records carry.
var tables = map[string]table{
	"buildershigh": spec[*buildershigh.Content, *buildershigh.State, buildershigh.Move, buildershigh.View]{
		view: (*buildershigh.State).View,
		all: func(s *buildershigh.State) buildershigh.View {
			v := s.View(rulebook.Nobody)
			for q := range v.Players {
				v.Players[q].Hand = s.View(rulebook.Player(q)).Players[q].Hand
			}
			return v
		},
		draw: buildershigh.DrawSVG,
		scores: func(c *buildershigh.Content, v buildershigh.View) []string {
			out := make([]string, len(v.Players))
			for q, p := range v.Players {
				n := 0
				for id, k := range p.PlayArea {
					if card, ok := c.Card(id); ok && card.Deck == buildershigh.BuildingDeck {
						n += k
					}
				}
				out[q] = strconv.Itoa(n) + " buildings"
			}
			return out
		},
		prompt: func(v buildershigh.View) string { return v.Prompt },
		// A card dealt into another seat's hand.
		hides: func(before, after buildershigh.View, viewer rulebook.Player) bool {
			for q := range after.Players {
				a, b := after.Players[q], before.Players[q]
				if rulebook.Player(q) != viewer && a.HandBudget+a.HandBuilding > b.HandBudget+b.HandBuilding {
					return true
				}
			}
			return false
		},
	},
	"capitals": spec[*capitals.Content, *capitals.State, capitals.Move, capitals.View]{
		view: (*capitals.State).View,
		all: func(s *capitals.State) capitals.View {
			v := s.View(rulebook.Nobody)
			for q := range v.Players {
				own := s.View(rulebook.Player(q)).Players[q]
				v.Players[q].Prestige, v.Players[q].Hand = own.Prestige, own.Hand
			}
			return v
		},
		draw: capitals.DrawSVG,
		scores: func(_ *capitals.Content, v capitals.View) []string {
			out := make([]string, len(v.Players))
			for q, p := range v.Players {
				switch {
				case q < len(v.Scores):
					out[q] = strconv.Itoa(v.Scores[q]) + " Prestige"
				case p.Prestige != nil:
					out[q] = strconv.Itoa(*p.Prestige) + " Prestige"
				default:
					out[q] = "Prestige hidden"
				}
			}
			return out
		},
		prompt: func(v capitals.View) string { return v.Prompt },
		// A Prosperity tile dealt into another seat's hand, or a tile that
		// leaves the stacks unseen (returned to the box at setup): it
		// shows neither in the Projects Area nor in the viewer's hand.
		hides: func(before, after capitals.View, viewer rulebook.Player) bool {
			size := func(v capitals.View, q int) int { return v.Players[q].HandSize }
			for q := range after.Players {
				if rulebook.Player(q) != viewer && size(after, q) > size(before, q) {
					return true
				}
			}
			stacks := func(v capitals.View) int {
				n := v.Prosperity
				for _, k := range v.Stacks {
					n += k
				}
				return n
			}
			rows := func(v capitals.View) int {
				n := 0
				for _, r := range v.Rows {
					n += len(r)
				}
				return n
			}
			own := viewer.IsSeat() && int(viewer) < len(after.Players) && size(after, int(viewer)) > size(before, int(viewer))
			return stacks(after) < stacks(before) && rows(after) <= rows(before) && !own
		},
	},
	"highrise": spec[*highrise.Content, *highrise.State, highrise.Move, highrise.View]{
		view:   (*highrise.State).View,
		all:    func(s *highrise.State) highrise.View { return s.View(rulebook.Nobody) }, // nothing is hidden from one seat only
		draw:   highrise.DrawSVG,
		scores: func(_ *highrise.Content, v highrise.View) []string { return highRiseScores(v) },
		prompt: func(v highrise.View) string { return v.Prompt },
		// A Blueprint Card dealt face down.
		hides: func(before, after highrise.View, viewer rulebook.Player) bool {
			down := func(v highrise.View) int {
				n := 0
				for _, b := range v.Blueprints {
					if b.FaceDown {
						n++
					}
				}
				return n
			}
			return down(after) > down(before)
		},
	},
}

func highRiseScores(v highrise.View) []string {
	out := make([]string, len(v.Players))
	for q, p := range v.Players {
		out[q] = strconv.Itoa(p.VP) + " VP"
	}
	return out
}
