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
// rules do not know, one given twice, choices other than the rules', a
// default that is not a choice, and (at file) a known option the file
// leaves out.
func Options(records []OptionRecord, known map[string][]string, file Pos, errs *Errors) []RuleOption {
	var out []RuleOption
	first := map[string]Pos{}
	for _, o := range records {
		choices, ok := known[o.ID]
		if !ok {
			errs.Add(o.At, "unknown rules option %q (known: %s)", o.ID, OptionNames(known))
			continue
		}
		if at, twice := first[o.ID]; twice {
			errs.Add(o.At, "rules option %q is given twice (first at line %d)", o.ID, at.Line)
			continue
		}
		first[o.ID] = o.At
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

// Setup records the options a game's New is given: a game's setup config
// embeds one, and each of its With… options calls [Setup.Give] (or
// [Setup.SetRule]) first, so that an option given twice is an error rather
// than the last one winning. The zero value is ready to use; set Game to
// head its errors.
type Setup struct {
	Game  string // the game's name, heading errors: "buildershigh"
	given map[string]bool
	rules map[string]string
}

// Give records that option name is given, or returns an error when it was
// given before.
func (s *Setup) Give(name string) error {
	if s.given[name] {
		return fmt.Errorf("%s: New: option %q is given twice", s.Game, name)
	}
	if s.given == nil {
		s.given = map[string]bool{}
	}
	s.given[name] = true
	return nil
}

// SetRule gives the rules option name the value, once.
func (s *Setup) SetRule(name, value string) error {
	if err := s.Give(name); err != nil {
		return err
	}
	if s.rules == nil {
		s.rules = map[string]string{}
	}
	s.rules[name] = value
	return nil
}

// Rules returns the value of each rules option the rules implement
// (known), by name: the one given with SetRule, else the content's
// default (options, the content's [RuleOption]s). A value that is not one
// of the option's choices and a rules option given that known does not
// hold are errors.
func (s *Setup) Rules(options []RuleOption, known map[string][]string) (map[string]string, error) {
	for _, name := range optionNames(s.rulesAsKnown()) {
		if _, ok := known[name]; !ok {
			return nil, fmt.Errorf("%s: New: unknown rules option %q (known: %s)", s.Game, name, OptionNames(known))
		}
	}
	out := make(map[string]string, len(known))
	for _, name := range optionNames(known) {
		v, given := s.rules[name]
		if !given {
			for _, ro := range options {
				if ro.Name == name {
					v = ro.Default
				}
			}
		}
		if msg := OptionValueError(v, known[name]); msg != "" {
			return nil, fmt.Errorf("%s: New: rules option %s: %s", s.Game, name, msg)
		}
		out[name] = v
	}
	return out, nil
}

// rulesAsKnown is the rules given, as a set of names for optionNames.
func (s *Setup) rulesAsKnown() map[string][]string {
	names := make(map[string][]string, len(s.rules))
	for n := range s.rules {
		names[n] = nil
	}
	return names
}

// OwnOption is one of a game's own setup options, beside its rules
// options, as [ParseOptions] reads it: "players=4" with Int set, "easy=true"
// with Bool, "mode=full" with Text. Exactly one of the three is set.
type OwnOption[O any] struct {
	Name string
	Int  func(int) O
	Bool func(bool) O
	Text func(string) O
}

// ParseOptions reads a record's option string, "players=4 easy=false
// end_of_game=round", into a game's options for New: each field is
// name=value, the name one of the game's own options or of the rules
// options it implements (known, each made with rule). A field that is not
// name=value, a value of the wrong kind (a rules option's value not one of
// its choices in known, or not a whole number when it has none), an
// unknown name and a name given twice are errors, headed by the game's
// name.
func ParseOptions[O any](game, text string, own []OwnOption[O], known map[string][]string, rule func(name, value string) O) ([]O, error) {
	var opts []O
	seen := map[string]bool{}
	for _, f := range strings.Fields(text) {
		name, value, ok := strings.Cut(f, "=")
		if !ok {
			return nil, fmt.Errorf("%s: option %s: expected name=value", game, Quote(f))
		}
		if seen[name] {
			return nil, fmt.Errorf("%s: option %s is given twice", game, Quote(name))
		}
		seen[name] = true
		i := slices.IndexFunc(own, func(o OwnOption[O]) bool { return o.Name == name })
		switch {
		case i >= 0:
			o, err := own[i].parse(game, value)
			if err != nil {
				return nil, err
			}
			opts = append(opts, o)
		case hasKey(known, name):
			if msg := OptionValueError(value, known[name]); msg != "" {
				return nil, fmt.Errorf("%s: rules option %s: %s", game, name, msg)
			}
			opts = append(opts, rule(name, value))
		default:
			names := make([]string, 0, len(own)+1)
			for _, o := range own {
				names = append(names, o.Name)
			}
			names = append(names, OptionNames(known))
			return nil, fmt.Errorf("%s: unknown option %s (known: %s)", game, Quote(name), strings.Join(names, ", "))
		}
	}
	return opts, nil
}

func hasKey(known map[string][]string, name string) bool {
	_, ok := known[name]
	return ok
}

// parse reads value for the own option o.
func (o OwnOption[O]) parse(game, value string) (O, error) {
	var zero O
	switch {
	case o.Int != nil:
		n, err := strconv.Atoi(value)
		if err != nil {
			return zero, fmt.Errorf("%s: option %s=%s: expected a number", game, o.Name, Quote(value))
		}
		return o.Int(n), nil
	case o.Bool != nil:
		b, err := strconv.ParseBool(value)
		if err != nil {
			return zero, fmt.Errorf("%s: option %s=%s: expected true or false", game, o.Name, Quote(value))
		}
		return o.Bool(b), nil
	case o.Text != nil:
		return o.Text(value), nil
	}
	return zero, fmt.Errorf("%s: option %s: no parser", game, o.Name)
}

// FormatOptions writes names and values, in order, in the notation
// ParseOptions reads: "players=4 mode=full". A name with no value (values
// shorter than names) is written "name=", which ParseOptions reads as the
// empty value.
func FormatOptions(names, values []string) string {
	var b strings.Builder
	for i, n := range names {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(n)
		b.WriteByte('=')
		if i < len(values) {
			b.WriteString(values[i])
		}
	}
	return b.String()
}
