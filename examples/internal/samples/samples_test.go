package samples

import "testing"

func TestMissing(t *testing.T) {
	const output = "a\nb\nc\nd\ne\n"
	for _, tc := range []struct {
		reason, sample, want string
	}{
		{"the whole output is its own sample", output, ""},
		{"a piece, lines left out, a piece", "a\nb\n…\nd\n", ""},
		{"an indented … leaves lines out too", "a\n   …\ne\n", ""},
		{"pieces out of order: the second is not after the first", "d\n…\nb\n", "b\n"},
		{"a piece's lines must stand together", "a\nc\n", "a\nc\n"},
		{"a line the output lacks", "a\n…\nx\n", "x\n"},
		{"an empty sample is in any output", "", ""},
	} {
		if got := Missing(tc.sample, output); got != tc.want {
			t.Errorf("%s: Missing(%q) = %q; want %q", tc.reason, tc.sample, got, tc.want)
		}
	}
}
