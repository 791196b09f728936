package highrise

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Colossus: "Immediately choose a Neighborhood. Whoever owns its tallest
// Building gains 3 VP, its second-tallest gains 2 VP, and third-tallest
// gains 1 VP." The choice is a choose_n step: every Neighborhood is an
// answer, and a save taken while it waits decodes to the same state and
// the same answers.
func TestChooseStepSaves(t *testing.T) {
	s := ready(t, 4, ModeFull)
	activate(t, s, 0, "colossus")
	var want []string
	for _, h := range testContent.hoods {
		want = append(want, "hood "+h.ID)
	}
	var got []string
	for _, m := range s.Legal() {
		got = append(got, m.String())
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("answers (-want +got):\n%s", diff)
	}
	data, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(testContent, data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Prompt() != s.Prompt() {
		t.Errorf("prompt %q after decoding, want %q", back.Prompt(), s.Prompt())
	}
	again, err := back.MarshalJSON()
	if err != nil || !bytes.Equal(data, again) {
		t.Errorf("the save does not round-trip (%v)", err)
	}
	// A save whose pending step names a script the content never compiled
	// is refused, not run.
	spoilt := strings.Replace(string(data), `"label":"tallest_bonus(here())"`, `"label":"vp(40)"`, 1)
	if spoilt == string(data) {
		t.Fatal("the save holds no choose_n body")
	}
	if _, err := Decode(testContent, []byte(spoilt)); err == nil || !strings.Contains(err.Error(), "no script of the content") {
		t.Errorf("a body the content lacks: %v", err)
	}
}
