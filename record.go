package rulebook

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strconv"
	"strings"
)

// Header is the head of a [Record]: which game, on which content, set up
// how, and the seed of the [Resolver] that played Chance (when one did).
type Header struct {
	Game    string // the game's name, as State.Game returns it: "buildershigh"
	Content string // the content fingerprint, as State.Fingerprint returns it; "" when not stated
	Options string // the setup, as State.Options returns it: "players=4 easy=false"
	Seed    uint64 // the seed of the Resolver that played Chance, when HasSeed
	HasSeed bool   // whether Seed is stated
}

// Record is a played game: its [Header] and every decision in order, the
// Chance party's included. Its text form (see [Record.WriteTo]) is what a
// person reads to check a game played on a real table, and what [Replay]
// verifies.
type Record struct {
	Header Header
	Moves  []RecordMove
}

// RecordMove is one decision of a [Record]: who made it and the move in the
// game's notation (what the move's String method writes).
type RecordMove struct {
	Line   int    // 1-based line in the text it was read from; 0 when built in memory
	Player Player // the party that decided: a seat or Chance
	Move   string // the move in the game's notation
}

// The tags a record's header may carry, in the order WriteTo writes them.
const (
	tagGame    = "Game"
	tagContent = "Content"
	tagOptions = "Options"
	tagSeed    = "Seed"
)

// WriteTo writes r in its text form:
//
//	[Game "buildershigh"]
//	[Content "sha256:0123456789abcdef"]
//	[Options "players=4"]
//	[Seed "42"]
//
//	chance: budget-2
//	p0: procure tax-office
//
// The header holds one tag a line, each value a double-quoted string with
// Go's escapes (strconv.Quote); a tag with no value (an empty Content or
// Options, a Seed without HasSeed) is left out. A blank line follows, then
// one decision a line: the party ("p0", "p1", …, or "chance"), a colon and
// the move in the game's notation.
//
// WriteTo fails, writing nothing, when r cannot be read back as it is: a
// move's party is not a seat or Chance, or its text is empty, spans lines,
// has space at either end or holds a '#' (which starts a comment).
func (r *Record) WriteTo(w io.Writer) (int64, error) {
	if err := r.validate(); err != nil {
		return 0, err
	}
	n, err := w.Write(r.appendText(nil))
	return int64(n), err
}

// String returns the text [Record.WriteTo] writes. A record WriteTo would
// refuse is written anyway, as far as it goes, for display.
func (r *Record) String() string { return string(r.appendText(nil)) }

// validate reports what keeps r's text from reading back as r.
func (r *Record) validate() error {
	for i, m := range r.Moves {
		if !m.Player.IsSeat() && m.Player != Chance {
			return &SyntaxError{Line: m.Line, Text: m.Player.String() + ": " + m.Move,
				Reason: "move " + strconv.Itoa(i+1) + " of the record: only a seat or chance decides"}
		}
		if reason := checkMoveText(m.Move); reason != "" {
			return &SyntaxError{Line: m.Line, Text: m.Move,
				Reason: "move " + strconv.Itoa(i+1) + " of the record: " + reason}
		}
	}
	return nil
}

// checkMoveText says why text cannot stand as a move on a record line, or "".
func checkMoveText(text string) string {
	switch {
	case text == "":
		return "a move's notation is empty"
	case strings.ContainsAny(text, "\n\r"):
		return "a move's notation spans lines"
	case strings.TrimSpace(text) != text:
		return "a move's notation has space at either end"
	case strings.Contains(text, "#"):
		return "a move's notation holds '#', which starts a comment"
	}
	return ""
}

func (r *Record) appendText(b []byte) []byte {
	h := r.Header
	tag := func(name, value string) {
		b = append(b, '[')
		b = append(b, name...)
		b = append(b, ' ')
		b = strconv.AppendQuote(b, value)
		b = append(b, "]\n"...)
	}
	if h.Game != "" {
		tag(tagGame, h.Game)
	}
	if h.Content != "" {
		tag(tagContent, h.Content)
	}
	if h.Options != "" {
		tag(tagOptions, h.Options)
	}
	if h.HasSeed {
		tag(tagSeed, strconv.FormatUint(h.Seed, 10))
	}
	if len(b) > 0 && len(r.Moves) > 0 {
		b = append(b, '\n')
	}
	for _, m := range r.Moves {
		b = append(b, m.Player.String()...)
		b = append(b, ": "...)
		b = append(b, m.Move...)
		b = append(b, '\n')
	}
	return b
}

// maxRecordLine bounds the length of one line of a record.
const maxRecordLine = 1 << 20

// ReadRecord reads a record in the text form [Record.WriteTo] writes, and
// is lenient where a person writing one by hand would expect it:
//
//   - blank lines and lines whose first non-space character is '#' are
//     skipped, and a move line may end in "# a comment";
//   - space around the tags, the colon and the move is ignored, and so are
//     "\r\n" line ends and a leading byte order mark;
//   - every tag is optional, and a record may hold no moves.
//
// The header comes first: a tag after the first move, an unknown or
// repeated tag, a party that is not "p0", "p1", … or "chance", or a move
// line with no move is a *[SyntaxError] carrying its line number. Each
// RecordMove keeps its line, so [Replay] reports errors where the text has
// them. An error of rd is returned as it is.
func ReadRecord(rd io.Reader) (*Record, error) {
	rec := &Record{}
	sc := bufio.NewScanner(rd)
	sc.Buffer(make([]byte, 0, 4096), maxRecordLine)
	seen := map[string]int{}
	line := 0
	for sc.Scan() {
		line++
		raw := sc.Bytes()
		if line == 1 {
			raw = bytes.TrimPrefix(raw, []byte("\ufeff"))
		}
		text := strings.TrimSpace(string(raw))
		if text == "" || text[0] == '#' {
			continue
		}
		if text[0] == '[' {
			if len(rec.Moves) > 0 {
				return nil, &SyntaxError{Line: line, Text: text,
					Reason: "a header tag after the moves; the header comes first"}
			}
			name, value, err := parseTag(text)
			if err != nil {
				err.Line = line
				return nil, err
			}
			if first, dup := seen[name]; dup {
				return nil, &SyntaxError{Line: line, Text: text,
					Reason: "tag " + name + " repeated (first on line " + strconv.Itoa(first) + ")"}
			}
			seen[name] = line
			if err := rec.Header.set(name, value); err != nil {
				err.Line, err.Text = line, text
				return nil, err
			}
			continue
		}
		m, err := parseMoveLine(text)
		if err != nil {
			err.Line = line
			return nil, err
		}
		m.Line = line
		rec.Moves = append(rec.Moves, m)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &SyntaxError{Line: line + 1, Text: "…",
				Reason: "line longer than " + strconv.Itoa(maxRecordLine) + " bytes"}
		}
		return nil, err
	}
	return rec, nil
}

// parseTag reads `[Name "value"]`, optionally followed by a comment.
func parseTag(text string) (name, value string, err *SyntaxError) {
	bad := func(reason string) (string, string, *SyntaxError) {
		return "", "", &SyntaxError{Text: text, Reason: reason}
	}
	rest := strings.TrimSpace(text[1:])
	i := strings.IndexAny(rest, " \t\"]")
	if i <= 0 {
		return bad(`a header tag reads [Name "value"]`)
	}
	name, rest = rest[:i], strings.TrimSpace(rest[i:])
	switch name {
	case tagGame, tagContent, tagOptions, tagSeed:
	default:
		return bad("unknown tag " + strconv.Quote(name) + "; a record's tags are Game, Content, Options and Seed (use a # comment for notes)")
	}
	q, err2 := strconv.QuotedPrefix(rest)
	if err2 != nil || q[0] != '"' {
		return bad("the value of tag " + name + ` is a double-quoted string: [` + name + ` "value"]`)
	}
	value, _ = strconv.Unquote(q)
	rest = strings.TrimSpace(rest[len(q):])
	if !strings.HasPrefix(rest, "]") {
		return bad(`a header tag ends with "]"`)
	}
	rest = strings.TrimSpace(rest[1:])
	if rest != "" && rest[0] != '#' {
		return bad("text after a header tag; only a # comment may follow")
	}
	return name, value, nil
}

// set stores a tag's value in h.
func (h *Header) set(name, value string) *SyntaxError {
	switch name {
	case tagGame:
		h.Game = value
	case tagContent:
		h.Content = value
	case tagOptions:
		h.Options = value
	case tagSeed:
		seed, err := strconv.ParseUint(value, 10, 64)
		if err != nil {
			return &SyntaxError{Reason: "the Seed is a whole number from 0 to 18446744073709551615"}
		}
		h.Seed, h.HasSeed = seed, true
	}
	return nil
}

// parseMoveLine reads "p0: procure tax-office # comment".
func parseMoveLine(text string) (RecordMove, *SyntaxError) {
	if i := strings.IndexByte(text, '#'); i >= 0 {
		text = strings.TrimSpace(text[:i])
	}
	who, move, ok := strings.Cut(text, ":")
	if !ok {
		return RecordMove{}, &SyntaxError{Text: text,
			Reason: `a move line reads "p0: <move>" or "chance: <outcome>"`}
	}
	who, move = strings.TrimSpace(who), strings.TrimSpace(move)
	p, err := ParsePlayer(who)
	if err != nil || (!p.IsSeat() && p != Chance) {
		return RecordMove{}, &SyntaxError{Text: text,
			Reason: "unknown party " + strconv.Quote(who) + `; a move line starts with "p0:", "p1:", … or "chance:"`}
	}
	if move == "" {
		return RecordMove{}, &SyntaxError{Text: text, Reason: "no move after the colon"}
	}
	return RecordMove{Player: p, Move: move}, nil
}

// SetSeed states the seed of the Resolver that played Chance.
func (h *Header) SetSeed(seed uint64) { h.Seed, h.HasSeed = seed, true }
