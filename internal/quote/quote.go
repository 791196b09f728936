// Package quote writes the texts that errors echo, cut to a readable
// length: a move, an option or a line of a record may be any size, and an
// error that quotes it whole can be as large as the input.
package quote

import (
	"strconv"
	"unicode/utf8"
)

// Max is the most bytes of a text that Quote and Cut write.
const Max = 80

// Quote is strconv.Quote(s) when s is at most Max bytes long; a longer s is
// cut to its first Max bytes (whole characters) and followed by its
// length: `"abc…" (912345 bytes)`.
func Quote(s string) string {
	if len(s) <= Max {
		return strconv.Quote(s)
	}
	return strconv.Quote(head(s)+"…") + " (" + strconv.Itoa(len(s)) + " bytes)"
}

// Cut is s when it is at most Max bytes long, else its first Max bytes
// (whole characters), "…" and its length: `abc… (912345 bytes)`.
func Cut(s string) string {
	if len(s) <= Max {
		return s
	}
	return head(s) + "… (" + strconv.Itoa(len(s)) + " bytes)"
}

// head is the first Max bytes of s, less any character cut in two.
func head(s string) string {
	cut := s[:Max]
	for len(cut) > 0 && !utf8.ValidString(cut) {
		cut = cut[:len(cut)-1]
	}
	return cut
}
