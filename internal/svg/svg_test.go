package svg

import (
	"bytes"
	"encoding/xml"
	"io"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestWrap(t *testing.T) {
	for _, tc := range []struct {
		why          string
		text         string
		width, lines int
		want         []string
	}{
		{"fits on one line", "Bank", 10, 2, []string{"Bank"}},
		{"breaks at a space", "Take a red Floor", 10, 3, []string{"Take a red", "Floor"}},
		{"breaks after a hyphen", "High-Speed Elevator", 12, 3, []string{"High-Speed", "Elevator"}},
		{"a word longer than a line is cut", "Supercalifragilistic", 8, 3, []string{"Supercal", "ifragili", "stic"}},
		{"what does not fit ends in an ellipsis", "Construct in Any Neighborhood", 12, 2, []string{"Construct in", "Any Neighbo…"}},
		{"no room: nothing", "Bank", 0, 2, nil},
		{"empty text: no lines", "", 5, 2, nil},
	} {
		if d := cmp.Diff(tc.want, Wrap(tc.text, tc.width, tc.lines)); d != "" {
			t.Errorf("%s: Wrap(%q, %d, %d) (-want +got):\n%s", tc.why, tc.text, tc.width, tc.lines, d)
		}
	}
}

// Text of any kind is escaped: the document stays well-formed XML and
// reads back as written.
func TestCanvasEscapes(t *testing.T) {
	var b bytes.Buffer
	names := []string{`<script>alert("x")</script>`, "Tom & Jerry's", "bad \x00 byte \xff", "ünïcödé · ×2"}
	c := Begin(&b, 100, 50, names[0], "#fff")
	for _, n := range names {
		c.Group(n)
		c.Text(1, 2, n, TextStyle{Anchor: "middle", Bold: true})
		c.CloseGroup()
		c.End()
	}
	if err := c.Finish(); err != nil {
		t.Fatal(err)
	}
	var texts []string
	dec := xml.NewDecoder(&b)
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, b.String())
		}
		if cd, ok := tok.(xml.CharData); ok && len(bytes.TrimSpace(cd)) > 0 {
			texts = append(texts, string(cd))
		}
	}
	want := []string{names[0], names[0], names[0], names[1], names[1], "bad \uFFFD byte \uFFFD", "bad \uFFFD byte \uFFFD", names[3], names[3]}
	if d := cmp.Diff(want, texts); d != "" {
		t.Errorf("text read back (-want +got):\n%s", d)
	}
}

// Every End ends one line: a drawing's items are its lines.
func TestCanvasLines(t *testing.T) {
	var b bytes.Buffer
	c := Begin(&b, 10, 10, "t", "#fff")
	c.Rect(0, 0, 1.25, -3, Style{Fill: "red", Stroke: "#000", Width: 2, Radius: 1, Opacity: 0.5, Dash: "1 2"})
	c.End()
	c.End() // an empty item writes nothing
	c.Circle(1, 2, 3, Style{})
	c.Line(0, 0, 1, 1, Style{Stroke: "#111"})
	c.End()
	c.Polygon(Style{Fill: "#222"}, 0, 0, 1, 0, 0.5, 1)
	if err := c.Finish(); err != nil {
		t.Fatal(err)
	}
	want := `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10" font-family="` + Font + `" role="img">
<title>t</title>
<rect x="0" y="0" width="10" height="10" fill="#fff"/>
<rect x="0" y="0" width="1.3" height="0" rx="1" fill="red" stroke="#000" stroke-width="2" stroke-dasharray="1 2" opacity="0.5"/>
<circle cx="1" cy="2" r="3" fill="none"/><line x1="0" y1="0" x2="1" y2="1" fill="none" stroke="#111"/>
<polygon points="0,0 1,0 0.5,1" fill="#222"/>
</svg>
`
	if d := cmp.Diff(want, b.String()); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}
