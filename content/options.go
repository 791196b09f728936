package content

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// RuleOption is a named rules option: where a rulebook is ambiguous or
// silent, the content names the reading the rules take by default and the
// others they implement. A game may be set up with any of them.
type RuleOption struct {
	Name    string
	Default string
	Choices []string // the values the rules implement; none: a whole number, 0 or more
	Doc     string
}

// OptionRecord is a rules option as a content file writes it (a game's
// rules.yaml, under options:).
//
// Its id is an enum of the set "option" in a game's schema: the options
// the game's rules implement.
type OptionRecord struct {
	At         Pos        `yaml:"-"`
	ID         string     `yaml:"id" content:"required" enum:"option" doc:"The option's name, one the rules implement; a record's Options and New's options set it by this name."`
	Default    string     `yaml:"default" content:"required" doc:"The reading the rules take unless a game chooses another: one of choices, or a whole number when there are none."`
	Choices    []string   `yaml:"choices" doc:"The readings the rules implement, exactly as the rules list them; none for a whole number (0 or more)."`
	Provenance Provenance `yaml:"provenance" content:"required"`
	Doc        string     `yaml:"doc" content:"required" doc:"What the option decides and what each reading means, with the rulebook's words it reads."`
}

// OptionValueError returns "" when value is one of choices (or, with no
// choices, a whole number, 0 or more), else why not.
func OptionValueError(value string, choices []string) string {
	if len(choices) == 0 {
		if n, err := strconv.Atoi(value); err != nil || n < 0 {
			return fmt.Sprintf("%q must be a whole number, 0 or more", value)
		}
		return ""
	}
	if slices.Contains(choices, value) {
		return ""
	}
	return fmt.Sprintf("%q must be one of %v", value, choices)
}

// Options checks a file's option records against the options the rules
// implement (known: each option's choices, none for a whole number) and
// returns them sorted by name. Every problem goes to errs: an option the
// rules do not know, choices other than the rules', a default that is not
// a choice, and (at file) a known option the file leaves out.
func Options(records []OptionRecord, known map[string][]string, file Pos, errs *Errors) []RuleOption {
	var out []RuleOption
	for _, o := range records {
		choices, ok := known[o.ID]
		if !ok {
			errs.Add(o.At, "unknown rules option %q (known: %s)", o.ID, OptionNames(known))
			continue
		}
		if !slices.Equal(choices, o.Choices) {
			errs.Add(o.At, "rules option %q: choices must be %v, the ones the rules implement", o.ID, choices)
		}
		if msg := OptionValueError(o.Default, o.Choices); msg != "" {
			errs.Add(o.At, "rules option %q: default %s", o.ID, msg)
		}
		out = append(out, RuleOption{Name: o.ID, Default: o.Default, Choices: o.Choices, Doc: o.Doc})
	}
	for _, name := range optionNames(known) {
		if !slices.ContainsFunc(out, func(o RuleOption) bool { return o.Name == name }) {
			errs.Add(file, "rules option %q is missing from options", name)
		}
	}
	slices.SortFunc(out, func(a, b RuleOption) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// OptionNames lists the names of known, sorted, for messages: "a, b, c".
func OptionNames(known map[string][]string) string { return strings.Join(optionNames(known), ", ") }

func optionNames(known map[string][]string) []string {
	names := make([]string, 0, len(known))
	for n := range known {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
