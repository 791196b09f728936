package rulebook_test

import (
	"errors"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/rulebook-go/rulebook"
)

const sampleText = `[Game "buildershigh"]
[Content "sha256:0123456789abcdef"]
[Options "players=4"]
[Seed "42"]

chance: budget-2
p0: procure tax-office
p1: construct tax-office 3M+4M
`

func sampleRecord() *rulebook.Record {
	return &rulebook.Record{
		Header: rulebook.Header{Game: "buildershigh", Content: "sha256:0123456789abcdef", Options: "players=4", Seed: 42, HasSeed: true},
		Moves: []rulebook.RecordMove{
			{Player: rulebook.Chance, Move: "budget-2"},
			{Player: 0, Move: "procure tax-office"},
			{Player: 1, Move: "construct tax-office 3M+4M"},
		},
	}
}

// withLines returns r's moves numbered from line first on.
func withLines(r *rulebook.Record, first int) *rulebook.Record {
	c := *r
	c.Moves = append([]rulebook.RecordMove(nil), r.Moves...)
	for i := range c.Moves {
		c.Moves[i].Line = first + i
	}
	return &c
}

func TestRecordWrite(t *testing.T) {
	var b strings.Builder
	n, err := sampleRecord().WriteTo(&b)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(sampleText, b.String()); diff != "" {
		t.Errorf("WriteTo (-want +got):\n%s", diff)
	}
	if n != int64(len(sampleText)) {
		t.Errorf("WriteTo returned %d, wrote %d bytes", n, len(sampleText))
	}
	if got := sampleRecord().String(); got != sampleText {
		t.Errorf("String differs from WriteTo:\n%s", got)
	}
}

func TestRecordWriteShort(t *testing.T) {
	tests := []struct {
		name string
		rec  rulebook.Record
		want string
	}{
		{"empty record: empty text", rulebook.Record{}, ""},
		{"only the tags set are written", rulebook.Record{Header: rulebook.Header{Game: "highrise", Seed: 0, HasSeed: true}},
			"[Game \"highrise\"]\n[Seed \"0\"]\n"},
		{"moves without a header: no blank line", rulebook.Record{Moves: []rulebook.RecordMove{{Player: 2, Move: "pass"}}},
			"p2: pass\n"},
		{"values are quoted with escapes", rulebook.Record{Header: rulebook.Header{Game: "x", Options: `name="Ann" \ co`}},
			"[Game \"x\"]\n[Options \"name=\\\"Ann\\\" \\\\ co\"]\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, tc.rec.String()); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			back, err := rulebook.ReadRecord(strings.NewReader(tc.rec.String()))
			if err != nil {
				t.Fatal(err)
			}
			want := withLines(&tc.rec, strings.Count(tc.want, "\n")-len(tc.rec.Moves)+1)
			if diff := cmp.Diff(want, back); diff != "" {
				t.Errorf("read back (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRecordWriteRefuses(t *testing.T) {
	tests := []struct {
		name   string
		move   rulebook.RecordMove
		reason string
	}{
		{"a comment sign would cut the move", rulebook.RecordMove{Player: 0, Move: "buy #3"}, "'#'"},
		{"a newline would split the line", rulebook.RecordMove{Player: 0, Move: "a\nb"}, "spans lines"},
		{"an empty move would not parse", rulebook.RecordMove{Player: 0, Move: ""}, "empty"},
		{"space at the ends would be trimmed", rulebook.RecordMove{Player: 0, Move: " a"}, "space"},
		{"nobody does not move", rulebook.RecordMove{Player: rulebook.Nobody, Move: "a"}, "only a seat or chance"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := rulebook.Record{Moves: []rulebook.RecordMove{tc.move}}
			var b strings.Builder
			_, err := r.WriteTo(&b)
			var syn *rulebook.SyntaxError
			if !errors.As(err, &syn) || !strings.Contains(err.Error(), tc.reason) {
				t.Fatalf("WriteTo: %v, want a *SyntaxError saying %q", err, tc.reason)
			}
			if b.Len() != 0 {
				t.Errorf("WriteTo wrote %q before failing", b.String())
			}
		})
	}
}

func TestReadRecord(t *testing.T) {
	got, err := rulebook.ReadRecord(strings.NewReader(sampleText))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(withLines(sampleRecord(), 6), got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// What a person writing a record by hand may do.
func TestReadRecordLenient(t *testing.T) {
	text := "\ufeff# Club night, table 3\r\n" +
		"  [Game   \"buildershigh\" ]  # the game\r\n" +
		"[Seed \"42\"]\r\n" +
		"[Options \"players=4\"]\r\n" +
		"[Content \"sha256:0123456789abcdef\"]\r\n" +
		"\r\n" +
		"chance:budget-2\r\n" +
		"   # Ann starts\r\n" +
		"p0 :  procure tax-office   # she wants the office\r\n" +
		"p1: construct tax-office 3M+4M"
	got, err := rulebook.ReadRecord(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	want := sampleRecord()
	want.Moves[0].Line, want.Moves[1].Line, want.Moves[2].Line = 7, 9, 10
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestReadRecordErrors(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		line   int
		reason string
	}{
		{"unknown tag", "[Event \"club\"]\n", 1, `unknown tag "Event"`},
		{"unquoted value", "[Game buildershigh]\n", 1, "double-quoted"},
		{"unclosed tag", "[Game \"x\"\n", 1, `ends with "]"`},
		{"text after a tag", "[Game \"x\"] extra\n", 1, "only a # comment"},
		{"no tag name", "[\"x\"]\n", 1, `[Name "value"]`},
		{"repeated tag", "[Game \"x\"]\n[Game \"y\"]\n", 2, "repeated (first on line 1)"},
		{"bad seed", "[Seed \"-1\"]\n", 1, "whole number"},
		{"tag after moves", "p0: a\n[Game \"x\"]\n", 2, "header comes first"},
		{"no colon", "[Game \"x\"]\n\np0 pass\n", 3, `"p0: <move>"`},
		{"unknown party", "p0: a\nq1: b\n", 2, `unknown party "q1"`},
		{"nobody moves", "nobody: a\n", 1, "unknown party"},
		{"no move", "p0: # thinks\n", 1, "no move"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rulebook.ReadRecord(strings.NewReader(tc.text))
			var syn *rulebook.SyntaxError
			if !errors.As(err, &syn) {
				t.Fatalf("got %v, want a *SyntaxError", err)
			}
			if syn.Line != tc.line || !strings.Contains(syn.Reason, tc.reason) {
				t.Errorf("got line %d %q, want line %d saying %q", syn.Line, syn.Reason, tc.line, tc.reason)
			}
		})
	}
}

func TestReadRecordReaderError(t *testing.T) {
	boom := errors.New("disk on fire")
	_, err := rulebook.ReadRecord(iotest.ErrReader(boom))
	if !errors.Is(err, boom) {
		t.Fatalf("got %v, want the reader's error", err)
	}
}

// Any record WriteTo accepts reads back as it was.
func TestRecordRoundTripProperty(t *testing.T) {
	word := rapid.StringMatching(`[a-zA-Z0-9+\-=:.,"\\]{1,8}`)
	move := rapid.Custom(func(t *rapid.T) string {
		return strings.Join(rapid.SliceOfN(word, 1, 4).Draw(t, "words"), " ")
	})
	value := rapid.String()
	rapid.Check(t, func(t *rapid.T) {
		r := &rulebook.Record{Header: rulebook.Header{
			Game: value.Draw(t, "game"), Content: value.Draw(t, "content"), Options: value.Draw(t, "options"),
		}}
		if rapid.Bool().Draw(t, "hasSeed") {
			r.Header.SetSeed(rapid.Uint64().Draw(t, "seed"))
		}
		for range rapid.IntRange(0, 6).Draw(t, "moves") {
			r.Moves = append(r.Moves, rulebook.RecordMove{
				Player: rulebook.Player(rapid.IntRange(-1, 5).Draw(t, "player")),
				Move:   move.Draw(t, "move"),
			})
		}
		var b strings.Builder
		if _, err := r.WriteTo(&b); err != nil {
			t.Fatal(err)
		}
		back, err := rulebook.ReadRecord(strings.NewReader(b.String()))
		if err != nil {
			t.Fatalf("%v\n%s", err, b.String())
		}
		first := strings.Count(b.String(), "\n") - len(r.Moves) + 1
		if diff := cmp.Diff(withLines(r, first), back); diff != "" {
			t.Fatalf("(-wrote +read):\n%s\n%s", diff, b.String())
		}
	})
}
