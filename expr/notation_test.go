package expr

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestParseEither: the two answers read back as Answer.String writes them;
// other words say what was expected.
func TestParseEither(t *testing.T) {
	tests := []struct {
		reason string
		text   string
		want   Answer
		err    string
	}{
		{"the first branch", "either 1", First, ""},
		{"the second branch", "either 2", Second, ""},
		{"no branch named", "either", First, `expected "either 1|2"`},
		{"a word too many", "either 1 2", First, `expected "either 1|2"`},
		{"another action's word", "yes 1", First, `expected "either 1|2"`},
		{"a branch that is not 1 or 2", "either 3", First, `expected "either 1" or "either 2"`},
	}
	for _, tt := range tests {
		a, err := ParseEither(strings.Fields(tt.text))
		got := ""
		if err != nil {
			got = err.Error()
		}
		if diff := cmp.Diff(tt.err, got); diff != "" {
			t.Errorf("%s: ParseEither(%q) error (-want +got):\n%s", tt.reason, tt.text, diff)
		}
		if err == nil && a != tt.want {
			t.Errorf("%s: ParseEither(%q) = %v, want %v", tt.reason, tt.text, a, tt.want)
		}
		if err == nil && a.String() != tt.text {
			t.Errorf("%s: %v writes %q, read from %q", tt.reason, a, a.String(), tt.text)
		}
	}
}
