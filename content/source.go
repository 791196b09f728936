package content

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"gopkg.in/yaml.v3"
)

// embedded is the content shipped with the module. Each game adds its
// folder to the directive below (//go:embed buildershigh highrise …), and
// its loader reads "<folder>/<file>.yaml" from Default.
//
//go:embed buildershigh highrise capitals
var embedded embed.FS

// Default returns the content embedded in the module: one folder per game
// ("buildershigh", …), holding that game's YAML files. It is the content a
// game loads when given none; a user's edited copy comes from [Dir].
func Default() fs.FS { return embedded }

// Dir returns the content in the directory path on disk, the copy a user
// edits (laid out as [Default]: one folder per game). Edits take effect on
// the next load, with no rebuild. It returns an error, wrapping
// fs.ErrNotExist when that is the cause, if path is not a readable
// directory.
func Dir(path string) (fs.FS, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("content: directory %s: %w", path, err)
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("content: %s is not a directory", path)
	}
	return os.DirFS(path), nil
}

// Provenance says where a record's data comes from: [FromRulebook] when the
// rulebook states it, [Reconstructed] when it was authored where the
// rulebook is silent (and a user with the physical game may correct it).
//
// Decoding accepts only those two words; anything else is an error at the
// value. A record struct requires it with the tag `content:"required"`:
//
//	Provenance content.Provenance `yaml:"provenance" content:"required"`
type Provenance string

// The provenances.
const (
	FromRulebook  Provenance = "rulebook"      // stated by the rulebook
	Reconstructed Provenance = "reconstructed" // authored where the rulebook is silent
)

// errProvenance is the message for a word that is not a provenance.
var errProvenance = errors.New(`provenance must be "rulebook" or "reconstructed"`)

// Valid reports whether p is one of the provenances.
func (p Provenance) Valid() bool { return p == FromRulebook || p == Reconstructed }

// UnmarshalYAML accepts "rulebook" and "reconstructed" and rejects anything
// else, so that yaml.v3 checks a Provenance too. ([Decode] calls it and
// places its error at the value.)
func (p *Provenance) UnmarshalYAML(n *yaml.Node) error {
	n = resolve(n)
	if n.Kind != yaml.ScalarNode {
		return fmt.Errorf("%w, found %s", errProvenance, describe(n))
	}
	if v := Provenance(n.Value); v.Valid() {
		*p = v
		return nil
	}
	return fmt.Errorf("%w, found %s", errProvenance, describe(n))
}
