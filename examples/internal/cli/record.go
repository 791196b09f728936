package cli

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/games"
)

// ReadRecord reads the game record a program is given, the file arg or
// stdin when arg is "-" or "", and finds its game. name is what messages
// call the record ("<stdin>" for stdin); an error names it too, and a line
// that is not part of a record is reported at its number:
// "game.record:3: not a game record: …".
func ReadRecord(arg string, stdin io.Reader) (name string, rec *rulebook.Record, g games.Game, err error) {
	name, in := "<stdin>", stdin
	if arg != "" && arg != "-" {
		name = arg
		f, err := os.Open(name)
		if err != nil {
			return name, nil, nil, err
		}
		defer f.Close()
		in = f
	}
	rec, err = rulebook.ReadRecord(in)
	if err != nil {
		var syn *rulebook.SyntaxError
		if errors.As(err, &syn) && syn.Line > 0 {
			return name, nil, nil, fmt.Errorf("%s:%d: not a game record: %q: %s", name, syn.Line, syn.Text, syn.Reason)
		}
		return name, nil, nil, fmt.Errorf("%s: %v", name, err)
	}
	if rec.Header.Game == "" {
		return name, nil, nil, fmt.Errorf("%s: the record has no [Game \"…\"] tag naming its game (one of: %s)", name, games.Names())
	}
	if g, err = games.Find(rec.Header.Game); err != nil {
		return name, nil, nil, fmt.Errorf("%s: %v", name, err)
	}
	return name, rec, g, nil
}
