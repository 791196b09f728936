// Package samples checks the output samples of the example programs'
// READMEs against what the programs print: a sample shows pieces of the
// output, with a line "…" where it leaves lines out.
package samples

import "strings"

// Missing is the first piece of sample, between lines that are "…", that
// output does not hold after the pieces before it; "" when output holds
// every piece, in order.
func Missing(sample, output string) string {
	var piece strings.Builder
	at := 0
	found := func() bool {
		p := piece.String()
		piece.Reset()
		i := strings.Index(output[at:], p)
		if i < 0 {
			return false
		}
		at += i + len(p)
		return true
	}
	for line := range strings.Lines(sample) {
		if strings.TrimSpace(line) != "…" {
			piece.WriteString(line)
			continue
		}
		if p := piece.String(); !found() {
			return p
		}
	}
	if p := piece.String(); !found() {
		return p
	}
	return ""
}
