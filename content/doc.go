// Package content is the game-independent part of loading rulebook content:
// YAML files holding every game's data, with expr scripts for card effects.
// Each game's own loader (buildershigh.Load, …) describes its files as Go
// structs and uses this package to read them strictly and to report every
// problem at once, each at its file, line and column.
//
// # Where content comes from
//
// [Default] returns the content embedded in the module, one folder per game
// ("buildershigh/buildings.yaml", …). [Dir] returns a directory on disk
// laid out the same way, the copy a designer edits: a changed value takes
// effect on the next load, without rebuilding. Both are plain fs.FS values,
// so tests can use testing/fstest.MapFS as well. [Fingerprint] identifies
// the content a game was played with.
//
// # Decoding a file
//
// [Decode] (and [DecodeBytes]) decode one YAML file into a Go value the way
// yaml.v3 would, but strictly and without stopping at the first problem:
// unknown fields, values of the wrong type, missing required fields (struct
// tag `content:"required"`) and duplicate keys are all reported, each at the
// key or value concerned:
//
//	type Building struct {
//		At         content.Pos        `yaml:"-"` // set to where the record is written
//		ID         string             `yaml:"id" content:"required"`
//		Cost       int                `yaml:"cost" content:"required"`
//		Provenance content.Provenance `yaml:"provenance" content:"required"`
//		Effect     content.Script     `yaml:"effect"`
//	}
//
//	var file struct {
//		Buildings []Building `yaml:"buildings"`
//	}
//	var errs content.Errors
//	content.Decode(fsys, "buildershigh/buildings.yaml", &file, &errs)
//
// Every number of the content has a range, written in its tag
// (`content:"range=0..30"`, and `content:"len=2..7"` for a list's length):
// Decode reports a number out of it at the number, and [Schema] writes the
// bounds. A field of type [Places] tells a loader where each field and list
// item is written, for the checks whose range depends on other data.
//
// [DecodeFile] decodes a game's files, [Loaded] ends its Load with the
// errors or the fingerprint, and [ParseOptions] and [Setup] read and check
// a game's setup options.
//
// Messages name a record by its Go type in words ("building card" for
// BuildingCard) or by its [RecordKinder] method.
//
// A field of type [Pos] named At receives the position of the record, for
// the checks that come after decoding: [IDs] finds duplicate ids and
// answers whether a referenced id exists, and [Find] looks a loaded record
// up by id. A record with an id and a name embeds [Named], which holds its
// position, id and name. [Provenance] marks each record as
// stated by the rulebook or reconstructed where the rulebook is silent.
// An [Entry] is a named thing of a game's content as a player asks about
// it at the table (each game's Content.Glossary lists them), and [Lookup]
// finds the entries a word names.
//
// # Errors
//
// A problem is an *[Error]: a [Pos] and a message, reading
// "buildershigh/buildings.yaml:12:5: unknown field "costt" in building
// (known: id, cost, provenance, effect)". A load collects them in an
// [Errors] and returns [Errors.Err]: nil, or an *Errors listing every
// problem sorted by position, one a line. It wraps [ErrInvalid], and
// errors.As finds its first *Error.
//
// # Scripts
//
// A [Script] is a YAML string holding an expr script. [Decode] records where
// each of its characters is written, so an error the expr compiler reports
// at the script's own line and column maps back to the YAML file exactly,
// whatever the scalar's style — plain, quoted with escapes, or a literal or
// folded block:
//
//	prog, err := expr.Compile(b.Effect.Src, opts...)
//	if err != nil {
//		errs.AddError(b.Effect.CompileError(err)) // at the token, in the YAML file
//	}
//
// [Script.At] does the mapping for any script position.
package content
