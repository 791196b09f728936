package cli

import (
	"bytes"
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		n      int
		noun   string
		plural []string
		want   string
		reason string
	}{
		{1, "decision", nil, "1 decision", "one: the singular"},
		{0, "decision", nil, "0 decisions", "none: the plural"},
		{2, "problem", nil, "2 problems", "many: the plural"},
		{3, "play area", []string{"play areas"}, "3 play areas", "a given plural"},
		{1, "play area", []string{"play areas"}, "1 play area", "a given plural, one"},
	} {
		if diff := cmp.Diff(tc.want, Count(tc.n, tc.noun, tc.plural...)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func TestOptions(t *testing.T) {
	for _, tc := range []struct {
		players int
		more    []string
		want    string
		reason  string
	}{
		{3, nil, "players=3", "the player count alone"},
		{2, []string{""}, "players=2", "an empty -options adds nothing"},
		{4, []string{"round_limit=60 easy=true"}, "players=4 round_limit=60 easy=true", "-options as the user wrote it, after the count"},
		{5, []string{"easy=true", "mode=full"}, "players=5 easy=true mode=full", "several options, in order"},
	} {
		if diff := cmp.Diff(tc.want, Options(tc.players, tc.more...)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func TestGiven(t *testing.T) {
	fset := Program{Name: "test"}.NewFlags(new(bytes.Buffer))
	fset.Int("players", 2, "")
	fset.String("game", "highrise", "")
	fset.Bool("full", false, "")
	if err := fset.Parse([]string{"-players", "2", "-full"}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"players": true, "full": true} // -players at its default value is still given
	if diff := cmp.Diff(want, Given(fset)); diff != "" {
		t.Errorf("the flags given (-want +got):\n%s", diff)
	}
}

func TestPosition(t *testing.T) {
	p := content.Pos{File: "buildershigh/budget.yaml", Line: 3, Col: 5}
	for _, tc := range []struct {
		dir, want, reason string
	}{
		{"", filepath.Join("content", "buildershigh", "budget.yaml") + ":3:5", "the embedded content: the module's content folder"},
		{"/tmp/my", filepath.Join("/tmp/my", "buildershigh", "budget.yaml") + ":3:5", "a directory: under it"},
	} {
		if diff := cmp.Diff(tc.want, Position(tc.dir, p)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
	var errs content.Errors
	errs.Add(p, "unknown field %q", "valeu")
	want := filepath.Join("my", "buildershigh", "budget.yaml") + `:3:5: unknown field "valeu"`
	if diff := cmp.Diff(want, ContentErrors("my", errs.Err())); diff != "" {
		t.Errorf("a load's errors under the directory (-want +got):\n%s", diff)
	}
}

func TestParse(t *testing.T) {
	withArgs := Program{Name: "demo", Args: "[FILE]", Purpose: "Does a thing.", Examples: []string{"demo x"}}
	noArgs := Program{Name: "demo", Purpose: "Does a thing.", Examples: []string{"demo -n 2"}}
	for _, tc := range []struct {
		prog                Program
		args                []string
		wantStatus          int
		wantOK              bool
		wantStdout, wantErr string
		reason              string
	}{
		{withArgs, []string{"-n", "3", "x"}, 0, true, "", "", "flags parse: the program goes on"},
		{withArgs, []string{"-h"}, 0, false, "usage: demo [flags] [FILE]\n\nDoes a thing.\n\nflags:\n  -n int\n    \ta number (default 1)\n\nexample:\n  demo x\n", "", "-h: the usage on stdout, exit 0"},
		{withArgs, []string{"-bogus"}, 2, false, "", "usage: demo [flags] [FILE] (-h for the flags)", "a bad flag: the message and the usage line on stderr, exit 2"},
		{noArgs, []string{"-n", "3"}, 0, true, "", "", "flags alone: a program that takes no arguments goes on"},
		{noArgs, []string{"-n", "3", "x"}, 2, false, "", `demo: unexpected argument "x" (every setting is a flag; see -h)`, "an argument to a program that takes none: refused, exit 2"},
	} {
		var stdout, stderr bytes.Buffer
		fset := tc.prog.NewFlags(&stderr)
		fset.Int("n", 1, "a number")
		status, ok := tc.prog.Parse(fset, tc.args, &stdout)
		if status != tc.wantStatus || ok != tc.wantOK {
			t.Errorf("%s: status %d, ok %v; want %d, %v", tc.reason, status, ok, tc.wantStatus, tc.wantOK)
		}
		if diff := cmp.Diff(tc.wantStdout, stdout.String()); diff != "" {
			t.Errorf("%s: stdout (-want +got):\n%s", tc.reason, diff)
		}
		if !strings.Contains(stderr.String(), tc.wantErr) {
			t.Errorf("%s: stderr lacks %q:\n%s", tc.reason, tc.wantErr, stderr.String())
		}
	}
}

func TestSetup(t *testing.T) {
	tests := []struct {
		reason string
		args   []string
		want   Setup
		text   string // OptionString("easy=true")
	}{
		{"the defaults stand when no flag is given", nil,
			Setup{Game: "highrise", Players: 4, Seed: 1}, "players=4 easy=true"},
		{"every flag sets its field; -options follow the program's own options",
			[]string{"-game", "capitals", "-players", "3", "-seed", "9", "-options", "prosperity=true  full_draw=true", "-content", "dir"},
			Setup{Game: "capitals", Players: 3, Seed: 9, Options: "prosperity=true  full_draw=true", Content: "dir"},
			"players=3 easy=true prosperity=true full_draw=true"},
	}
	for _, tc := range tests {
		s := Setup{Game: "highrise", Players: 4, Seed: 1}
		fset := flag.NewFlagSet("demo", flag.ContinueOnError)
		s.Flags(fset, "seed of the draws")
		if err := fset.Parse(tc.args); err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		if diff := cmp.Diff(tc.want, s); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
		if diff := cmp.Diff(tc.text, s.OptionString("easy=true")); diff != "" {
			t.Errorf("%s: OptionString (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func TestSetupLoad(t *testing.T) {
	for _, tc := range []struct {
		reason, game, content, wantErr string
	}{
		{"a game of the registry on the embedded content loads", "buildershigh", "", ""},
		{"an unknown game is refused", "chess", "", `unknown game "chess"`},
		{"a missing content directory is refused", "highrise", "/nonexistent/content", "/nonexistent/content"},
	} {
		s := Setup{Game: tc.game, Content: tc.content}
		l, err := s.Load()
		switch {
		case tc.wantErr == "" && err != nil:
			t.Errorf("%s: %v", tc.reason, err)
		case tc.wantErr == "" && l.Game().Name() != tc.game:
			t.Errorf("%s: loaded %s", tc.reason, l.Game().Name())
		case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
			t.Errorf("%s: error %v, want one naming %q", tc.reason, err, tc.wantErr)
		}
	}
}
