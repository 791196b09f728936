package rulebooktest

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestContentEdits: ContentEdits edits every value, element and entry of a
// YAML file, each edit alone, and says where the edited node stands.
func TestContentEdits(t *testing.T) {
	file := "tiles:\n  - {id: a, count: 2}\n  - {id: b, count: 3}\n"
	edits, err := ContentEdits("t.yaml", []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, e := range edits {
		got[fmt.Sprintf("%s @%d:%d", e.What, e.Line, e.Column)] = string(e.YAML())
	}
	for _, tc := range []struct {
		reason, edit, want string
	}{
		{"a number set out of range", `= "-1" @3:20`, "tiles:\n    - {id: a, count: 2}\n    - {id: b, count: -1}\n"},
		{"a name made unknown", `= "x" @2:10`, "tiles:\n    - {id: x, count: 2}\n    - {id: b, count: 3}\n"},
		{"an empty value is an empty string, not null", `= "" @2:10`, "tiles:\n    - {id: \"\", count: 2}\n    - {id: b, count: 3}\n"},
		{"an id made to name the record before", `= "a" (the id before it) @3:10`, "tiles:\n    - {id: a, count: 2}\n    - {id: a, count: 3}\n"},
		{"an element deleted", "[0] deleted @2:5", "tiles:\n    - {id: b, count: 3}\n"},
		{"an element duplicated", "[1] duplicated @3:5", "tiles:\n    - {id: a, count: 2}\n    - {id: b, count: 3}\n    - {id: b, count: 3}\n"},
		{"neighbours swapped", "[0] and [1] swapped @3:5", "tiles:\n    - {id: b, count: 3}\n    - {id: a, count: 2}\n"},
		{"a sequence emptied", "emptied @2:3", "tiles: []\n"},
		{"an entry deleted", "entry count deleted @2:13", "tiles:\n    - {id: a}\n    - {id: b, count: 3}\n"},
	} {
		if diff := cmp.Diff(tc.want, got[tc.edit]); diff != "" {
			t.Errorf("%s: edit %s (-want +got):\n%s", tc.reason, tc.edit, diff)
		}
	}
	if len(got) != len(edits) {
		t.Errorf("%d edits, %d distinct: an edit is listed twice", len(edits), len(got))
	}
}
