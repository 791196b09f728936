package content_test

import (
	"errors"
	"fmt"
	"io/fs"
	"reflect"
	"strings"
	"testing/fstest"

	"github.com/rulebook-go/rulebook/content"
)

// budgetCard and budgetFile describe Builder's High's budget.yaml the way a
// game's loader does: the examples below load, look up and describe it.
type budgetCard struct {
	content.Named `yaml:",inline" id:"The card's id: \"2m\"." name:"The name printed on the card."`
	Value         int                `yaml:"value" content:"required,range=1..255" doc:"The value in M."`
	Count         int                `yaml:"count" content:"required,range=1..255"`
	Provenance    content.Provenance `yaml:"provenance" content:"required"`
}

type budgetFile struct {
	Budget []budgetCard `yaml:"budget" content:"required,len=1..4" doc:"One record per denomination."`
}

// budget is a tiny content: the budget cards, looked up by id.
type budget struct {
	fingerprint string
	cards       []budgetCard
	byID        map[string]int
}

// loadBudget is a game's Load in miniature: decode, check the ids, and end
// with Loaded: every problem at once, or the content's fingerprint.
func loadBudget(fsys fs.FS) (*budget, error) {
	var errs content.Errors
	file := content.DecodeFile[budgetFile](fsys, "buildershigh", "budget.yaml", &errs)
	var ids content.IDs
	b := &budget{cards: file.Budget, byID: map[string]int{}}
	for i, c := range file.Budget {
		ids.Add("budget card", c.ID, c.At, &errs)
		b.byID[c.ID] = i
	}
	var err error
	b.fingerprint, err = content.Loaded(fsys, "buildershigh", &errs)
	return b, err
}

// Default is the content embedded in the module, one folder per game.
func ExampleDefault() {
	games, err := fs.ReadDir(content.Default(), ".")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, g := range games {
		fmt.Println(g.Name())
	}
	fp, _ := content.Fingerprint(content.Default(), "buildershigh")
	fmt.Println(strings.HasPrefix(fp, "sha256:"))
	// Output:
	// buildershigh
	// capitals
	// highrise
	// true
}

// Dir reads a copy of the content on disk, the one a designer edits. This
// package's own folder holds the YAML the module embeds, so read through
// Dir it is the same content, by fingerprint.
func ExampleDir() {
	fsys, err := content.Dir(".") // a program would take "my-content" from its flags
	if err != nil {
		fmt.Println(err)
		return
	}
	onDisk, _ := content.Fingerprint(fsys, "highrise")
	embedded, _ := content.Fingerprint(content.Default(), "highrise")
	fmt.Println(onDisk == embedded)

	_, err = content.Dir("no-such-folder")
	fmt.Println(errors.Is(err, fs.ErrNotExist))
	// Output:
	// true
	// true
}

// DecodeFile decodes one file of a game's folder; the examples' loadBudget
// is built on it. A file with problems is still decoded as far as it goes,
// so the load goes on and reports the rest too.
func ExampleDecodeFile() {
	b, err := loadBudget(content.Default())
	fmt.Println(len(b.cards), "denominations", err)

	edited := fstest.MapFS{"buildershigh/budget.yaml": {Data: []byte(`budget:
  - {id: 2m, name: 2M, value: 2, count: 21, provenance: rulebook}
  - {id: 2m, name: 5M, value: 5, count: 0, provenance: rulebook}
`)}}
	b, err = loadBudget(edited)
	fmt.Println(len(b.cards), "denominations")
	fmt.Println(err)
	// Output:
	// 3 denominations <nil>
	// 2 denominations
	// buildershigh/budget.yaml:3:5: duplicate budget card id "2m" (first at line 2:5)
	// buildershigh/budget.yaml:3:41: count: 0 is out of range (1 to 255)
}

// DecodeBytes decodes a file already read (from a request, an editor's
// buffer), placing every problem under the name given.
func ExampleDecodeBytes() {
	var file budgetFile
	var errs content.Errors
	content.DecodeBytes("upload.yaml", []byte(`budget:
  - id: 20m
    name: 20M
    value: twenty
    count: 3
    provenance: house rule
`), &file, &errs)
	fmt.Println(errs.Err())
	// Output:
	// upload.yaml:4:12: expected an integer, found "twenty"
	// upload.yaml:6:17: provenance must be "rulebook" or "reconstructed", found "house rule"
}

// MustLoad is for the embedded content only, which the module's tests
// check: a game's MustDefault is this one line.
func ExampleMustLoad() {
	b := content.MustLoad("buildershigh", loadBudget)
	for _, c := range b.cards {
		fmt.Printf("%s: %d cards\n", c.Name, c.Count)
	}
	// Output:
	// 2M: 21 cards
	// 5M: 15 cards
	// 10M: 9 cards
}

// Find looks a loaded record up by id.
func ExampleFind() {
	b := content.MustLoad("buildershigh", loadBudget)
	for _, id := range []string{"5m", "50m"} {
		c, ok := content.Find(b.cards, b.byID, id)
		fmt.Printf("%s: %v %dM\n", id, ok, c.Value)
	}
	// Output:
	// 5m: true 5M
	// 50m: false 0M
}

// Schema writes the JSON Schema of a file from its loader's own types, so
// an editor checks a designer's YAML as the loader does: the same fields,
// the same required ones, the same ranges and enums.
func ExampleSchema() {
	type tile struct {
		ID     string `yaml:"id" content:"required" doc:"The tile's id."`
		Colour string `yaml:"colour" content:"required" enum:"colour"`
		Floors int    `yaml:"floors" content:"range=1..5" doc:"Floors it adds."`
	}
	type tilesFile struct {
		Tiles []tile `yaml:"tiles"`
	}
	schema, err := content.Schema(content.SchemaInfo{
		Title: "Tiles",
		Enums: map[string][]string{"colour": {"red", "blue"}},
	}, reflect.TypeFor[tilesFile]())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(string(schema))
	// Output:
	// {
	//   "$defs": {
	//     "tile": {
	//       "additionalProperties": false,
	//       "properties": {
	//         "colour": {
	//           "enum": [
	//             "red",
	//             "blue"
	//           ]
	//         },
	//         "floors": {
	//           "description": "Floors it adds.",
	//           "maximum": 5,
	//           "minimum": 1,
	//           "type": "integer"
	//         },
	//         "id": {
	//           "description": "The tile's id.",
	//           "type": "string"
	//         }
	//       },
	//       "required": [
	//         "id",
	//         "colour"
	//       ],
	//       "type": "object"
	//     }
	//   },
	//   "$schema": "https://json-schema.org/draft/2020-12/schema",
	//   "additionalProperties": false,
	//   "properties": {
	//     "tiles": {
	//       "items": {
	//         "$ref": "#/$defs/tile"
	//       },
	//       "type": "array"
	//     }
	//   },
	//   "title": "Tiles",
	//   "type": "object"
	// }
}

// UndocumentedProperties is what a test checks to keep every property of
// a schema described for designers: budgetCard's count has no doc tag.
func ExampleUndocumentedProperties() {
	missing, err := content.UndocumentedProperties(content.SchemaInfo{}, reflect.TypeFor[budgetFile]())
	fmt.Println(missing, err)
	// Output:
	// [budget.count] <nil>
}

// setup is a game's setup config and option its functional option, as
// New takes them.
type setup struct {
	players int
	easy    bool
	rules   []string
}

type option func(*setup)

// ParseOptions reads a record's Options tag into a game's options: its own
// (players, easy) and the rules options its content names.
func ExampleParseOptions() {
	own := []content.OwnOption[option]{
		{Name: "players", Int: func(n int) option { return func(s *setup) { s.players = n } }},
		{Name: "easy", Bool: func(b bool) option { return func(s *setup) { s.easy = b } }},
	}
	known := map[string][]string{"end_of_game": {"round", "turn"}, "hand_limit": nil}
	rule := func(name, value string) option {
		return func(s *setup) { s.rules = append(s.rules, name+"="+value) }
	}

	for _, text := range []string{"players=4 easy=false end_of_game=turn", "players=four", "players=3 colour=red"} {
		opts, err := content.ParseOptions("buildershigh", text, own, known, rule)
		if err != nil {
			fmt.Println(err)
			continue
		}
		var s setup
		for _, o := range opts {
			o(&s)
		}
		fmt.Printf("%d players, easy %v, rules %v\n", s.players, s.easy, s.rules)
	}
	// Output:
	// 4 players, easy false, rules [end_of_game=turn]
	// buildershigh: option players="four": expected a number
	// buildershigh: unknown option "colour" (known: players, easy, end_of_game, hand_limit)
}

// FormatOptions writes a game's Options in the notation ParseOptions reads.
func ExampleFormatOptions() {
	fmt.Println(content.FormatOptions([]string{"players", "easy", "end_of_game"}, []string{"4", "false", "round"}))
	// Output:
	// players=4 easy=false end_of_game=round
}

// OptionNames lists the rules options a game implements, for a message.
func ExampleOptionNames() {
	known := map[string][]string{"hand_limit": nil, "end_of_game": {"round", "turn"}}
	fmt.Println("known:", content.OptionNames(known))
	// Output:
	// known: end_of_game, hand_limit
}

// Quote echoes text from a user in an error without echoing all of it.
func ExampleQuote() {
	fmt.Println(content.Quote("build bank"))
	fmt.Println(content.Quote("build " + strings.Repeat("bank ", 1000)))
	// Output:
	// "build bank"
	// "build bank bank bank bank bank bank bank bank bank bank bank bank bank bank bank…" (5006 bytes)
}
