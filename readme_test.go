package rulebook_test

import (
	"bytes"
	"errors"
	"fmt"
	"log"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/highrise"
)

// The README's code samples are these examples, so they compile and run;
// TestReadmeSamples checks that each Go block of README.md is in this file.

// Example_play is the README's "Use it": load the content, set a game up,
// play it to the end and read the result.
func Example_play() {
	c, err := highrise.Load(content.Default()) // or a copy you edit: content.Dir("my-content")
	if err != nil {
		log.Fatal(err) // every problem, each as file:line:col: message
	}
	s, err := highrise.New(c, highrise.WithPlayers(4))
	if err != nil {
		log.Fatal(err)
	}
	r := rulebook.NewResolver(42) // plays Chance, and random players
	var buf []highrise.Move
	for !s.Over() {
		// s.ToMove() owes the next decision, s.Prompt() says what it is
		var m highrise.Move
		m, buf, _ = rulebook.Step(s, r, buf) // or pick one of s.Legal()
		if err := s.Apply(m); err != nil {
			log.Fatal(err) // errors.Is(err, rulebook.ErrIllegal), with the rule
		}
	}
	fmt.Println(len(s.Scores()), "scores;", len(s.Winners()) > 0, "that someone won")
	// Output: 4 scores; true that someone won
}

// Example_verify is the README's "Verifying a recorded game": read a
// record and replay it through the rules.
func Example_verify() {
	c := highrise.MustDefault()
	s, _ := highrise.New(c, highrise.WithPlayers(3))
	played, _ := rulebook.RecordedPlayout(s, 7, 100000)
	file := strings.NewReader(played.String()) // a game written down at a table

	rec, err := rulebook.ReadRecord(file)
	if err != nil {
		log.Fatal(err) // not a record: a *rulebook.SyntaxError with the line
	}
	final, err := rulebook.Replay(rulebook.Rules[*highrise.State, highrise.Move]{
		Game: "highrise",
		New: func(options string) (*highrise.State, error) {
			opts, err := highrise.ParseOptions(options)
			if err != nil {
				return nil, err
			}
			return highrise.New(c, opts...)
		},
	}, rec)
	var re *rulebook.ReplayError
	if errors.As(err, &re) {
		fmt.Println(re.Line, re.Err) // the first illegal line and the rule it breaks
	}
	fmt.Println("every line is legal:", err == nil, "and the game is over:", final.Over())
	// Output: every line is legal: true and the game is over: true
}

// TestReadmeSamples checks that every Go code block of README.md appears,
// line for line, in this file's examples: what the README shows compiles
// and runs.
func TestReadmeSamples(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("readme_test.go")
	if err != nil {
		t.Fatal(err)
	}
	var code []string
	for _, l := range strings.Split(string(src), "\n") {
		code = append(code, strings.TrimSpace(l))
	}
	body := strings.Join(code, "\n")
	blocks := regexp.MustCompile("(?s)```go\n(.*?)```").FindAllSubmatch(readme, -1)
	if len(blocks) == 0 {
		t.Fatal("README.md has no Go code block")
	}
	for _, b := range blocks {
		var lines []string
		for _, l := range bytes.Split(bytes.TrimSpace(b[1]), []byte("\n")) {
			lines = append(lines, strings.TrimSpace(string(l)))
		}
		if !strings.Contains(body, strings.Join(lines, "\n")) {
			t.Errorf("a Go block of README.md is not in readme_test.go's examples (copy it from there):\n%s", b[1])
		}
	}
}
