package buildershigh

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
)

// TestHugeBadMoveIsQuotedInPart: a bad move of 900 kB in a record was
// echoed whole, twice, in the replay error. An error quotes the first 80
// bytes of it, once, with its length.
func TestHugeBadMoveIsQuotedInPart(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "three-players-easy.record"))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rulebook.ReadRecord(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	huge := strings.Repeat("x", 900_000)
	for i, m := range rec.Moves {
		if m.Player != rulebook.Chance {
			rec.Moves[i].Move = huge
			break
		}
	}
	_, err = rulebook.Replay(replayRules, rec)
	if err == nil {
		t.Fatal("a record with an unknown action replays")
	}
	msg := err.Error()
	if len(msg) > 400 {
		t.Errorf("the error is %d bytes long, want at most 400: %.300s…", len(msg), msg)
	}
	if n := strings.Count(msg, "(900000 bytes)"); n != 1 {
		t.Errorf("the error names the move %d times, want once: %s", n, msg)
	}
}
