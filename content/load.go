package content

import (
	"fmt"
	"io/fs"
	"path"
)

// DecodeFile decodes the YAML file name of the folder dir in fsys into a
// new T, as [Decode] does, adding every problem to errs. It returns the T
// even when there were problems, decoded as far as it could be, so that a
// game's Load goes on to check it too and one load reports every problem:
//
//	rules := content.DecodeFile[rulesFile](fsys, Dir, "rules.yaml", &errs)
func DecodeFile[T any](fsys fs.FS, dir, name string, errs *Errors) *T {
	v := new(T)
	Decode(fsys, path.Join(dir, name), v, errs)
	return v
}

// Loaded ends a game's Load: it returns errs.Err() when a problem was
// found, else the [Fingerprint] of the game's folder dir in fsys.
func Loaded(fsys fs.FS, dir string, errs *Errors) (fingerprint string, err error) {
	if err := errs.Err(); err != nil {
		return "", err
	}
	fp, err := Fingerprint(fsys, dir)
	if err != nil {
		return "", fmt.Errorf("%s: fingerprint: %w", dir, err)
	}
	return fp, nil
}

// Find returns the record of list that index places at id, and whether
// there is one: a game's lookup of a card or tile by id, index mapping each
// id to its record's place in list.
func Find[T any](list []T, index map[string]int, id string) (T, bool) {
	i, ok := index[id]
	if !ok || i < 0 || i >= len(list) {
		var zero T
		return zero, false
	}
	return list[i], true
}

// FilePos is the top of the file name in the folder dir, where a problem
// of the file as a whole is reported.
func FilePos(dir, name string) Pos {
	return Pos{File: path.Join(dir, name), Line: 1, Col: 1}
}

// MustLoad loads the content embedded in the module ([Default]) with a
// game's load function, panicking when it fails: for the embedded content,
// which the module's tests check, it panics only if the module itself was
// built broken.
func MustLoad[C any](game string, load func(fs.FS) (C, error)) C {
	c, err := load(Default())
	if err != nil {
		panic(game + ": embedded content: " + err.Error())
	}
	return c
}

// PlayerRange is a rules file's players: the smallest and largest number of
// players the content sets a game up for.
type PlayerRange struct {
	Where Places `yaml:"-"`
	Min   int    `yaml:"min" content:"required" doc:"The fewest players the game is set up for."`
	Max   int    `yaml:"max" content:"required" doc:"The most players the game is set up for."`
}

// Check reports, each at its number, a Min or Max outside lo..hi (the
// seats a game's rules support) and a Max below Min, and returns them.
func (p PlayerRange) Check(lo, hi int, errs *Errors) (min, max int) {
	seats := Range{Min: ptr(int64(lo)), Max: ptr(int64(hi))}
	for _, f := range []struct {
		key string
		n   int
	}{{"min", p.Min}, {"max", p.Max}} {
		if !seats.Has(int64(f.n)) {
			errs.Add(p.Where.Of(f.key), "%s: %d is out of range (%s)", f.key, f.n, seats)
		}
	}
	if p.Max < p.Min {
		errs.Add(p.Where.Of("max"), "players: max %d is less than min %d", p.Max, p.Min)
	}
	return p.Min, p.Max
}

func ptr[T any](v T) *T { return &v }
