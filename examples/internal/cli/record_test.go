package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestReadRecord(t *testing.T) {
	good, err := os.ReadFile(filepath.Join("..", "..", "verify", "testdata", "game.record"))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "game.record")
	if err := os.WriteFile(file, good, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		arg, stdin string
		wantName   string
		wantErr    string // a part of the error; "" for none
		reason     string
	}{
		{"", string(good), "<stdin>", "", "no argument: standard input"},
		{"-", string(good), "<stdin>", "", "- is standard input too"},
		{file, "", file, "", "a file"},
		{filepath.Join(t.TempDir(), "none.record"), "", "", "no such file", "a file that is not there"},
		{"-", "[Game \"highrise\"]\nnot a move line at all {\n", "<stdin>", "<stdin>:2: not a game record", "a line that is not part of a record, at its number"},
		{"-", "[Seed \"1\"]\n", "<stdin>", "the record has no [Game", "a record that names no game"},
		{"-", "[Game \"chess\"]\n", "<stdin>", "<stdin>: ", "a game that is not in the registry"},
	} {
		name, rec, g, err := ReadRecord(tc.arg, strings.NewReader(tc.stdin))
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("%s: error %v, want one with %q", tc.reason, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.reason, err)
			continue
		}
		if diff := cmp.Diff(tc.wantName, name); diff != "" {
			t.Errorf("%s: name (-want +got):\n%s", tc.reason, diff)
		}
		if rec == nil || g == nil || g.Name() != rec.Header.Game {
			t.Errorf("%s: record %v, game %v: want the record and its game", tc.reason, rec, g)
		}
	}
}

func TestSource(t *testing.T) {
	if _, err := Source(""); err != nil {
		t.Errorf("the embedded content: %v", err)
	}
	if _, err := Source(t.TempDir()); err != nil {
		t.Errorf("a directory: %v", err)
	}
	if _, err := Source(filepath.Join(t.TempDir(), "none")); err == nil {
		t.Error("a directory that is not there: no error")
	}
}
