package svg

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestHead: the second line of a heading is the game over, the prompt of
// the seat to move after its colour, or a prompt no seat owes (italic when
// the game asks).
func TestHead(t *testing.T) {
	base := Heading{Name: "Game", Title: "round 1", TitleAt: 100, Prompt: "choose", Italic: true}
	tests := []struct {
		reason string
		edit   func(h *Heading)
		want   string // the second line
	}{
		{"over, in bold", func(h *Heading) { h.Over, h.OverBold, h.Seat = true, true, -2 },
			`<text x="20" y="60" font-size="15" fill="#222" font-weight="bold">The game is over.</text>`},
		{"over, as a prompt no seat owes", func(h *Heading) { h.Over, h.Seat = true, -2 },
			`<text x="20" y="60" font-size="15" fill="#222" font-style="italic">The game is over.</text>`},
		{"a seat to move: its colour first", func(h *Heading) { h.Seat = 1 },
			`<circle cx="27" cy="55" r="7" fill="` + Seat(1) + `" stroke="#222"/><text x="40" y="60" font-size="15" fill="#222">choose</text>`},
		{"no seat owes it", func(h *Heading) { h.Seat = -1 },
			`<text x="20" y="60" font-size="15" fill="#222" font-style="italic">choose</text>`},
		{"no seat owes it, upright", func(h *Heading) { h.Seat, h.Italic = -1, false },
			`<text x="20" y="60" font-size="15" fill="#222">choose</text>`},
	}
	for _, tt := range tests {
		var b bytes.Buffer
		h := base
		tt.edit(&h)
		c := Begin(&b, 100, 100, "t", "#fff")
		c.Head(20, h)
		c.End()
		if err := c.Finish(); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(b.String(), "\n")
		got := ""
		for i, l := range lines {
			if strings.Contains(l, ">round 1<") && i+1 < len(lines) {
				got = lines[i+1]
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: the second line (-want +got):\n%s", tt.reason, diff)
		}
	}
}

// TestGrid: panels go Cols across, W plus Gap apart; each row starts below
// the tallest panel of the row above; the grid ends a gap below its last
// row.
func TestGrid(t *testing.T) {
	type corner struct{ I, X, Y int }
	tests := []struct {
		reason  string
		heights []int
		want    []corner
		bottom  int
	}{
		{"no panels: the grid ends where it starts", nil, nil, 100},
		{"one row, shorter than the columns", []int{50, 70},
			[]corner{{0, 20, 100}, {1, 136, 100}}, 100 + 70 + 16},
		{"a second row below the tallest of the first", []int{50, 90, 60, 40},
			[]corner{{0, 20, 100}, {1, 136, 100}, {2, 252, 100}, {3, 20, 206}}, 100 + 90 + 16 + 40 + 16},
	}
	for _, tt := range tests {
		g := NewGrid(20, 100, 3, 100, len(tt.heights), func(i int) int { return tt.heights[i] })
		var got []corner
		g.Place(func(i int, x, y float64) { got = append(got, corner{i, int(x), int(y)}) })
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: corners (-want +got):\n%s", tt.reason, diff)
		}
		if b := g.Bottom(); b != tt.bottom {
			t.Errorf("%s: Bottom() = %d, want %d", tt.reason, b, tt.bottom)
		}
	}
}

// TestCheckView: a drawing needs content, and a view of its own game.
func TestCheckView(t *testing.T) {
	tests := []struct {
		reason   string
		content  bool
		viewGame string
		want     string // the error, "" for none
	}{
		{"content and a view of the game", true, "g", ""},
		{"no content", false, "g", "g: DrawSVG: no content"},
		{"no content comes first", false, "other", "g: DrawSVG: no content"},
		{"a view of another game", true, "other", `g: DrawSVG: the view is of game "other", not "g"`},
	}
	for _, tt := range tests {
		got := ""
		if err := CheckView("g", tt.content, tt.viewGame); err != nil {
			got = err.Error()
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: error (-want +got):\n%s", tt.reason, diff)
		}
	}
}
