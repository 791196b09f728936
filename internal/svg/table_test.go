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
