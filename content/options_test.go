package content_test

import (
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
