package content

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/internal/quote"
)

// ErrInvalid is wrapped by every error a load reports:
// errors.Is(err, ErrInvalid) holds for every *[Errors] returned by
// [Errors.Err] and for every *[Error] in it. It tells bad content from, say,
// a missing directory.
var ErrInvalid = errors.New("invalid content")

// Pos is a position in a content file: File is the file's name in its
// fs.FS (such as "buildershigh/buildings.yaml"), Line and Col are 1-based.
// Col counts characters (runes), not bytes, as yaml.v3 and expr both do.
//
// A zero Line means the position names the whole file; a zero Col means
// the column is unknown (yaml.v3 reports syntax errors by line only).
type Pos struct {
	File      string
	Line, Col int
}

// String reads "buildershigh/buildings.yaml:12:5". Unknown parts are left
// off: "buildings.yaml:12" when the column is unknown, "buildings.yaml"
// when the line is, and "12:5" when the file is.
func (p Pos) String() string {
	var b strings.Builder
	b.WriteString(p.File)
	if p.Line > 0 {
		if b.Len() > 0 {
			b.WriteByte(':')
		}
		b.WriteString(strconv.Itoa(p.Line))
		if p.Col > 0 {
			b.WriteByte(':')
			b.WriteString(strconv.Itoa(p.Col))
		}
	}
	return b.String()
}

// before orders positions by file, line and column.
func (p Pos) before(q Pos) bool {
	if p.File != q.File {
		return p.File < q.File
	}
	if p.Line != q.Line {
		return p.Line < q.Line
	}
	return p.Col < q.Col
}

// since describes where first is for a message about something at here:
// "line 3:5" in the same file, the whole position in another.
func since(first, here Pos) string {
	if first.File == here.File && first.Line > 0 {
		return "line " + Pos{Line: first.Line, Col: first.Col}.String()
	}
	return first.String()
}

// Error is one problem found while loading content, at a position. Its
// text reads "file:line:col: msg", the form editors and CI logs link to.
//
// Error wraps [ErrInvalid].
type Error struct {
	Pos Pos
	Msg string
}

// Error reads "buildershigh/buildings.yaml:12:5: unknown field "costt" in
// building (known: id, name, cost)".
func (e *Error) Error() string {
	p := e.Pos.String()
	if p == "" {
		return e.Msg
	}
	return p + ": " + e.Msg
}

// Unwrap returns [ErrInvalid].
func (e *Error) Unwrap() error { return ErrInvalid }

// Errors collects every problem of a load, so that a load reports them all
// at once rather than stopping at the first. The zero value is empty and
// ready to use; a nil *Errors ignores what is added to it.
//
// A loader adds to one Errors as it goes and returns [Errors.Err] at the
// end:
//
//	var errs content.Errors
//	content.Decode(fsys, "buildershigh/buildings.yaml", &file, &errs)
//	// … check ids and references, adding to errs …
//	return errs.Err()
type Errors struct {
	List []*Error

	syntax map[*Error]bool // the files' syntax errors, which Err lists first
}

// Add records a problem at pos; format and args are as for fmt.Sprintf.
func (e *Errors) Add(pos Pos, format string, args ...any) {
	if e == nil {
		return
	}
	e.List = append(e.List, &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// AddError records err. A nil err is ignored.
func (e *Errors) AddError(err *Error) {
	if e == nil || err == nil {
		return
	}
	e.List = append(e.List, err)
}

// addSyntax records err, a file's syntax error: Err lists it before the
// problems that follow from it.
func (e *Errors) addSyntax(err *Error) {
	if e == nil {
		return
	}
	if e.syntax == nil {
		e.syntax = map[*Error]bool{}
	}
	e.syntax[err] = true
	e.List = append(e.List, err)
}

// Len returns the number of problems recorded.
func (e *Errors) Len() int {
	if e == nil {
		return 0
	}
	return len(e.List)
}

// Err returns nil when no problem was recorded, otherwise an *Errors that
// holds every problem sorted by file, line and column (problems at the
// same position keep the order they were added in), but for the syntax
// errors of files yaml.v3 cannot parse, which come first: the problems a
// loader then finds (a required value missing, at the top of the file)
// follow from them. The result is a copy: adding to e afterwards does not
// change it.
func (e *Errors) Err() error {
	if e.Len() == 0 {
		return nil
	}
	list := make([]*Error, len(e.List))
	copy(list, e.List)
	sort.SliceStable(list, func(i, j int) bool {
		if si, sj := e.syntax[list[i]], e.syntax[list[j]]; si != sj {
			return si
		}
		return list[i].Pos.before(list[j].Pos)
	})
	return &Errors{List: list}
}

// Error lists the problems one a line, each "file:line:col: msg".
func (e *Errors) Error() string {
	if e.Len() == 0 {
		return ErrInvalid.Error()
	}
	var b strings.Builder
	for i, err := range e.List {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(err.Error())
	}
	return b.String()
}

// Unwrap returns the problems, so that errors.As(err, &e) finds the first
// *[Error] of a load.
func (e *Errors) Unwrap() []error {
	if e.Len() == 0 {
		return nil
	}
	out := make([]error, len(e.List))
	for i, err := range e.List {
		out[i] = err
	}
	return out
}

// Is reports whether target is [ErrInvalid], so that errors.Is holds even
// for an empty *Errors.
func (e *Errors) Is(target error) bool { return target == ErrInvalid }

// Quote is strconv.Quote for a text an error echoes, cut to its first 80
// bytes (whole characters) when it is longer, and followed by its length:
// a 900 kB move in a message reads `"c(…" (912345 bytes)`.
func Quote(s string) string { return quote.Quote(s) }
