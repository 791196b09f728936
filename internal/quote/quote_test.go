package quote

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestQuoteAndCut(t *testing.T) {
	long := strings.Repeat("é", 50) // 100 bytes
	tests := []struct {
		reason, got, want string
	}{
		{"a short text is quoted whole", Quote("a\tb"), `"a\tb"`},
		{"a long text is cut at a whole character, with its length", Quote(long), `"` + strings.Repeat("é", 40) + `…" (100 bytes)`},
		{"a short text is left as it is", Cut("abc"), "abc"},
		{"a long text is cut", Cut(strings.Repeat("x", 900000)), strings.Repeat("x", 80) + "… (900000 bytes)"},
	}
	for _, tc := range tests {
		if diff := cmp.Diff(tc.want, tc.got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}
