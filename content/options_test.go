package content_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

func TestOptions(t *testing.T) {
	known := map[string][]string{"end": {"round", "literal"}, "limit": nil}
	file := content.Pos{File: "g/rules.yaml", Line: 1, Col: 1}
	at := func(line int) content.Pos { return content.Pos{File: "g/rules.yaml", Line: line, Col: 5} }
	tests := []struct {
		reason  string
		records []content.OptionRecord
		want    []string // the errors, by message
	}{
		{"every known option, well formed: no error", []content.OptionRecord{
			{At: at(3), ID: "limit", Default: "60"},
			{At: at(2), ID: "end", Default: "round", Choices: []string{"round", "literal"}},
		}, nil},
		{"an unknown option, other choices, a bad default and a missing option are all reported", []content.OptionRecord{
			{At: at(2), ID: "end", Default: "never", Choices: []string{"round"}},
			{At: at(3), ID: "speed", Default: "1"},
		}, []string{
			`g/rules.yaml:1:1: rules option "limit" is missing from options`,
			`g/rules.yaml:2:5: rules option "end": choices must be [round literal], the ones the rules implement`,
			`g/rules.yaml:2:5: rules option "end": default "never" must be one of [round]`,
			`g/rules.yaml:3:5: unknown rules option "speed" (known: end, limit)`,
		}},
		{"an option given twice is refused at the second, which is not used", []content.OptionRecord{
			{At: at(2), ID: "end", Default: "round", Choices: []string{"round", "literal"}},
			{At: at(3), ID: "limit", Default: "60"},
			{At: at(4), ID: "end", Default: "literal", Choices: []string{"round", "literal"}},
		}, []string{`g/rules.yaml:4:5: rules option "end" is given twice (first at line 2)`}},
		{"a whole-number option refuses a word", []content.OptionRecord{
			{At: at(2), ID: "end", Default: "round", Choices: []string{"round", "literal"}},
			{At: at(3), ID: "limit", Default: "many"},
		}, []string{`g/rules.yaml:3:5: rules option "limit": default "many" must be a whole number, 0 or more`}},
	}
	for _, tc := range tests {
		var errs content.Errors
		got := content.Options(tc.records, known, file, &errs)
		var msgs []string
		if err := errs.Err(); err != nil {
			for _, e := range err.(*content.Errors).List {
				msgs = append(msgs, e.Error())
			}
		}
		if diff := cmp.Diff(tc.want, msgs); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
		if tc.want == nil && (len(got) != 2 || got[0].Name != "end" || got[1].Name != "limit") {
			t.Errorf("%s: options %+v, want end then limit", tc.reason, got)
		}
	}
}

// opt is what a test game's options record: the option's text.
type opt string

func TestParseOptions(t *testing.T) {
	known := map[string][]string{"end": {"round", "literal"}, "limit": nil}
	own := []content.OwnOption[opt]{
		{Name: "players", Int: func(n int) opt { return opt(fmt.Sprint("players ", n)) }},
		{Name: "easy", Bool: func(b bool) opt { return opt(fmt.Sprint("easy ", b)) }},
		{Name: "mode", Text: func(s string) opt { return opt("mode " + s) }},
	}
	rule := func(name, value string) opt { return opt("rule " + name + " " + value) }
	tests := []struct {
		reason, text string
		want         []opt
		wantErr      string
	}{
		{reason: "each kind of option, in order", text: "players=3 easy=true mode=full end=round limit=60",
			want: []opt{"players 3", "easy true", "mode full", "rule end round", "rule limit 60"}},
		{reason: "nothing", text: " "},
		{reason: "not name=value", text: "players", wantErr: `g: option "players": expected name=value`},
		{reason: "not a number", text: "players=four", wantErr: `g: option players="four": expected a number`},
		{reason: "not a boolean", text: "easy=maybe", wantErr: `g: option easy="maybe": expected true or false`},
		{reason: "unknown", text: "speed=1", wantErr: `g: unknown option "speed" (known: players, easy, mode, end, limit)`},
		{reason: "given twice", text: "players=4 players=3", wantErr: `g: option "players" is given twice`},
		{reason: "a rules option's value is not one of its choices", text: "end=never",
			wantErr: `g: rules option end: "never" must be one of [round literal]`},
		{reason: "a rules option with no choices takes a whole number", text: "limit=-1",
			wantErr: `g: rules option limit: "-1" must be a whole number, 0 or more`},
		{reason: "a huge field is quoted in part", text: strings.Repeat("x", 1000),
			wantErr: `g: option "` + strings.Repeat("x", 80) + `…" (1000 bytes): expected name=value`},
	}
	for _, tc := range tests {
		got, err := content.ParseOptions("g", tc.text, own, known, rule)
		gotErr := ""
		if err != nil {
			gotErr = err.Error()
		}
		if diff := cmp.Diff(tc.wantErr, gotErr); diff != "" {
			t.Errorf("%s: error (-want +got):\n%s", tc.reason, diff)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: options (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func TestSetupRules(t *testing.T) {
	known := map[string][]string{"end": {"round", "literal"}, "limit": nil}
	options := []content.RuleOption{{Name: "end", Default: "round"}, {Name: "limit", Default: "0"}}
	tests := []struct {
		reason  string
		set     map[string]string
		want    map[string]string
		wantErr string
	}{
		{reason: "the defaults", want: map[string]string{"end": "round", "limit": "0"}},
		{reason: "a value given wins over the default", set: map[string]string{"limit": "60"}, want: map[string]string{"end": "round", "limit": "60"}},
		{reason: "a value not a choice", set: map[string]string{"end": "never"}, wantErr: `g: New: rules option end: "never" must be one of [round literal]`},
		{reason: "an unknown option", set: map[string]string{"speed": "1"}, wantErr: `g: New: unknown rules option "speed" (known: end, limit)`},
	}
	for _, tc := range tests {
		s := content.Setup{Game: "g"}
		for n, v := range tc.set {
			if err := s.SetRule(n, v); err != nil {
				t.Fatal(err)
			}
		}
		got, err := s.Rules(options, known)
		gotErr := ""
		if err != nil {
			gotErr = err.Error()
		}
		if diff := cmp.Diff(tc.wantErr, gotErr); diff != "" {
			t.Errorf("%s: error (-want +got):\n%s", tc.reason, diff)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: rules (-want +got):\n%s", tc.reason, diff)
		}
	}
	s := content.Setup{Game: "g"}
	if err := s.Give("players"); err != nil {
		t.Fatal(err)
	}
	if err := s.Give("players"); err == nil || err.Error() != `g: New: option "players" is given twice` {
		t.Errorf("an option given twice: %v", err)
	}
}

func TestFormatOptions(t *testing.T) {
	if got, want := content.FormatOptions([]string{"a", "b"}, []string{"1", "x"}), "a=1 b=x"; got != want {
		t.Errorf("FormatOptions = %q, want %q", got, want)
	}
}
