package rulebook

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// SaveFormat describes a game's saves: the name a save gives the game and
// the one format version this build writes and reads. Every save begins
// with the fields game, version, content (the content's fingerprint) and
// options (the game's options as text).
type SaveFormat struct {
	Game    string // the game as a save names it: "highrise"
	Title   string // the game as a message names it: "High Rise"
	Version int    // the format version this build writes and reads
	// Older says, for each older format version this build refuses, how
	// it differed ("stored ops by number"); a save with no version field
	// is of version 1.
	Older map[int]string
}

// SaveHead is the head every save begins with; a game's saved form embeds
// it.
type SaveHead struct {
	Game    string `json:"game"`
	Version int    `json:"version"`
	Content string `json:"content"` // the fingerprint of the content the game was set up from
	Options string `json:"options"` // the game's options, as the game's ParseOptions reads them
}

// Head is the head of a save in format f of a game set up from the content
// with the given fingerprint and with the given options.
func (f SaveFormat) Head(fingerprint, options string) SaveHead {
	return SaveHead{Game: f.Game, Version: f.Version, Content: fingerprint, Options: options}
}

// Restore is how a game turns a decoded save into a state: its options
// parser, the blank state those options set up, the restoring of the rest
// onto that state from the decoded fields, and the checks of the restored
// state as a whole, run in order once every field is in place (a game
// ends them with [Playable]); the first error refuses the save.
type Restore[S, J, O any] struct {
	Options func(text string) ([]O, error)
	Blank   func(opts ...O) (S, error)
	Fields  func(s S, j *J) error
	Checks  []func(s S) error
}

// DecodeSave restores a state from data, a save of format f made with the
// content whose fingerprint is given: it checks the save's head (the game,
// the format version, the content), decodes the whole save into a J (whose
// fields include the head's) refusing unknown fields, sets up the blank
// state of the saved options and restores the fields onto it with r, which
// validates them: a game's Decode is a validator, refusing every save that
// is not a state its rules can reach in kind. Every error begins with the
// game's name and "decode:", then the JSON path at fault; a save of
// another content wraps ErrContentMismatch. A panic in the game's own code
// while it validates the save (a bug the save exposed) refuses the save
// with an error wrapping [ErrInternal] instead of crashing the program.
func DecodeSave[S, J, O any](f SaveFormat, data []byte, fingerprint string, r Restore[S, J, O]) (S, error) {
	s, err := Guard(f.Game+": decode", "validating the save", func() (S, error) { return decodeSave(f, data, fingerprint, r) })
	if errors.Is(err, ErrInternal) {
		return s, err
	}
	if err != nil {
		var zero S
		return zero, fmt.Errorf("%s: decode: %w", f.Game, err)
	}
	return s, nil
}

func decodeSave[S, J, O any](f SaveFormat, data []byte, fingerprint string, r Restore[S, J, O]) (S, error) {
	var zero S
	var head struct {
		Game    string `json:"game"`
		Version *int   `json:"version"`
		Content string `json:"content"`
		Options string `json:"options"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return zero, err
	}
	if head.Game != f.Game {
		return zero, fmt.Errorf("game: a saved %q game is not %s", head.Game, f.Title)
	}
	switch {
	case head.Version == nil:
		return zero, fmt.Errorf("version: a save with no version field is of format version 1, which %s; this build reads version %d only", f.Older[1], f.Version)
	case *head.Version != f.Version && f.Older[*head.Version] != "":
		return zero, fmt.Errorf("version: save format version %d %s; this build reads version %d only", *head.Version, f.Older[*head.Version], f.Version)
	case *head.Version != f.Version:
		return zero, fmt.Errorf("version: save format version %d is not known; this build reads version %d", *head.Version, f.Version)
	}
	j := new(J)
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(j); err != nil {
		return zero, err
	}
	if head.Content != fingerprint {
		return zero, fmt.Errorf("content: saved with content %s, not %s: %w", head.Content, fingerprint, ErrContentMismatch)
	}
	opts, err := r.Options(head.Options)
	if err != nil {
		return zero, fmt.Errorf("options: %w", err)
	}
	s, err := r.Blank(opts...)
	if err != nil {
		return zero, fmt.Errorf("options: %w", err)
	}
	if err := r.Fields(s, j); err != nil {
		return zero, err
	}
	for _, check := range r.Checks {
		if err := check(s); err != nil {
			return zero, err
		}
	}
	return s, nil
}

// Settled reports an error when the pending steps of s do not wait on a
// decision: settle (the game's own, run on a clone) would change the save,
// so play would have gone on past the steps on top. A game's Decode uses it
// to refuse such a save.
func Settled[S interface {
	MarshalJSON() ([]byte, error)
	Clone() S
}](s S, settle func(S) error) error {
	before, err := s.MarshalJSON()
	if err != nil {
		return err
	}
	t := s.Clone()
	if err := settle(t); err != nil {
		return fmt.Errorf("pending: %w", err)
	}
	after, err := t.MarshalJSON()
	if err != nil {
		return err
	}
	if !bytes.Equal(before, after) {
		return fmt.Errorf("pending: the steps on top need no decision: play would have gone on past them")
	}
	return nil
}

// UnmarshalState is a game's State.UnmarshalJSON: it decodes data against
// the content c of the state being restored into, or the embedded default
// (from def) when the state is the zero State, and replaces *s with what
// decode restored.
func UnmarshalState[S, C any](s *S, c *C, def func() (*C, error), decode func(*C, []byte) (*S, error), data []byte) error {
	if c == nil {
		var err error
		if c, err = def(); err != nil {
			return err
		}
	}
	t, err := decode(c, data)
	if err != nil {
		return err
	}
	*s = *t
	return nil
}
