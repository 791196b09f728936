// Command play plays any game of the registry in the terminal, one seat
// yours and the others bots. At each of your decisions it shows the prompt,
// your view of the table as text and the legal moves numbered; answer with a
// number or the move's notation. `undo` goes back to your previous
// decision, `save FILE` writes the record so far, and -record FILE resumes
// a saved game.
//
//	go run ./examples/play -game highrise -players 3 -bots mcts,greedy
//	go run ./examples/play -record game.record
//
// Exit status: 0 when the game ended or you quit; 1 when standard input
// ended first or a bot failed; 2 on bad flags, content or record.
package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/examples/internal/cli"
	"github.com/rulebook-go/rulebook/games"
)

var program = cli.Program{
	Name:    "play",
	Purpose: "Plays a game in the terminal, your seat against bots: the prompt, your view and the legal moves\nnumbered; answer with a number or the notation, or undo, save FILE, help, quit.",
	Examples: []string{
		"go run ./examples/play -game highrise -players 3 -bots mcts,greedy",
		"go run ./examples/play -game capitals -players 2 -seat 1 -bots mcts:iterations=500",
		"go run ./examples/play -record game.record",
	},
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// session is a game at the table: yours is one seat, bots hold the others,
// Chance draws with a seeded generator.
type session struct {
	t        games.Table
	you      rulebook.Player
	bots     []games.Bot // by seat; nil for yours
	chance   *rulebook.Resolver
	seed     uint64          // the seed of chance, for a record whose header states none
	full     bool            // show the whole view at each decision, not what changed
	shown    []line          // the view last shown
	resumed  string          // the record file the game resumed from, if it did
	glossary []content.Entry // what "what NAME" looks in
	in       *bufio.Scanner
	out      io.Writer
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fset := program.NewFlags(stderr)
	game := cli.Setup{Game: "highrise", Players: 2, Seed: 1}
	game.Flags(fset, "seed of Chance's draws and of the bots")
	seat := fset.Int("seat", 0, "your seat: 0 moves first")
	botsFlag := fset.String("bots", "greedy", "the other seats' policies in seat order, by commas ("+games.PolicyNames+"), or one for all")
	recordFile := fset.String("record", "", "resume the game saved in this record file")
	full := fset.Bool("full", false, "show your whole view at each decision (by default: the whole view first, then what changed)")
	if status, ok := program.Parse(fset, args, stdout); !ok {
		return status
	}
	explicit := cli.Given(fset)
	var t games.Table
	var l games.Loaded
	var err error
	if *recordFile != "" {
		if explicit["game"] || explicit["players"] || explicit["options"] {
			return usage(stderr, errors.New("-record resumes a game whose record sets the game and its options: leave out -game, -players and -options"))
		}
		l, t, err = resume(*recordFile, game.Content)
	} else {
		l, t, err = start(&game)
	}
	if err != nil {
		return usage(stderr, err)
	}
	s := &session{t: t, you: rulebook.Player(*seat), chance: rulebook.NewResolver(game.Seed), seed: game.Seed, full: *full,
		in: bufio.NewScanner(stdin), out: stdout}
	s.in.Buffer(make([]byte, 0, 4096), 1<<20)
	s.resumed, s.glossary = *recordFile, l.Glossary()
	if *seat < 0 || *seat >= t.Seats() {
		return usage(stderr, fmt.Errorf("-seat %d: the game has seats 0 to %d", *seat, t.Seats()-1))
	}
	if s.bots, err = makeBots(l, *botsFlag, s.you, t.Seats(), game.Seed); err != nil {
		return usage(stderr, err)
	}
	return s.play()
}

func usage(stderr io.Writer, err error) int {
	fmt.Fprintf(stderr, "play: %v\n", err)
	return cli.ExitUsage
}

// start sets a new game up.
func start(game *cli.Setup) (games.Loaded, games.Table, error) {
	l, err := game.Load()
	if err != nil {
		return nil, nil, err
	}
	t, err := l.NewTable(game.OptionString())
	return l, t, err
}

// resume replays a saved record into a table that goes on from it.
func resume(file, dir string) (games.Loaded, games.Table, error) {
	src, err := cli.Source(dir)
	if err != nil {
		return nil, nil, err
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	rec, err := rulebook.ReadRecord(f)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", file, err)
	}
	g, err := games.Find(rec.Header.Game)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", file, err)
	}
	l, err := cli.Load(g, src, dir)
	if err != nil {
		return nil, nil, err
	}
	t, err := l.Resume(rec)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", file, err)
	}
	return l, t, nil
}

// makeBots reads -bots: one policy for every other seat, or one a seat in
// seat order, yours left out. Seat p's bot is seeded from seed and p.
func makeBots(l games.Loaded, text string, you rulebook.Player, seats int, seed uint64) ([]games.Bot, error) {
	policies, err := games.ParseSeats(text)
	if err != nil {
		return nil, fmt.Errorf("-bots: %w", err)
	}
	if len(policies) != 1 && len(policies) != seats-1 {
		return nil, fmt.Errorf("-bots names %s for the %s beside yours: give one for all or one a seat",
			cli.Count(len(policies), "policy", "policies"), cli.Count(seats-1, "other seat"))
	}
	bots := make([]games.Bot, seats)
	i := 0
	for p := range seats {
		if rulebook.Player(p) == you {
			continue
		}
		pol := policies[min(i, len(policies)-1)]
		i++
		if bots[p], err = l.Bot(pol, seed*1000+uint64(p)); err != nil {
			return nil, err
		}
	}
	return bots, nil
}

// play plays the game to its end, or until you quit or the input ends.
func (s *session) play() int {
	fmt.Fprintf(s.out, "%s, %d players: you are %v", s.t.Game().Title(), s.t.Seats(), s.you)
	for p, b := range s.bots {
		if b != nil {
			fmt.Fprintf(s.out, ", %v is %s", rulebook.Player(p), b.Policy())
		}
	}
	fmt.Fprintf(s.out, ". Type help for the commands.\n")
	if n := len(s.t.Record().Moves); s.resumed != "" {
		fmt.Fprintf(s.out, "resumed from %s after %s\n", s.resumed, cli.Count(n, "decision"))
	}
	for !s.t.Over() {
		p := s.t.ToMove()
		switch {
		case p == rulebook.Chance:
			if _, err := s.t.PlayChance(s.chance); err != nil {
				fmt.Fprintf(s.out, "play: %v\n", err)
				return cli.ExitFailed
			}
		case p != s.you:
			m, err := s.bots[p].Choose(s.t)
			if err == nil {
				err = s.t.Apply(m)
			}
			if err != nil {
				fmt.Fprintf(s.out, "play: %v: %v\n", p, err)
				return cli.ExitFailed
			}
			fmt.Fprintf(s.out, "%v (%s): %s\n", p, s.bots[p].Policy().Name, m)
		default:
			status, done := s.decide()
			if done {
				return status
			}
		}
	}
	s.end()
	return cli.ExitOK
}

// decide shows your decision and reads answers until one is played, you
// undo, or you quit (done, with the exit status).
func (s *session) decide() (status int, done bool) {
	s.show(false)
	for {
		fmt.Fprintf(s.out, "%v> ", s.you)
		if !s.in.Scan() {
			fmt.Fprintf(s.out, "\nthe input ended before the game did (save FILE keeps a game to resume with -record FILE)\n")
			return cli.ExitFailed, true
		}
		line := strings.TrimSpace(s.in.Text())
		cmd, arg, _ := strings.Cut(line, " ")
		arg = strings.TrimSpace(arg)
		switch cmd {
		case "":
			continue
		case "help", "?":
			s.help()
		case "quit", "exit":
			fmt.Fprintf(s.out, "quit after %s\n", cli.Count(len(s.t.Record().Moves), "decision"))
			return cli.ExitOK, true
		case "view":
			s.show(true)
		case "what":
			s.what(arg)
		case "save":
			s.save(arg)
		case "undo":
			if s.undo() {
				return 0, false
			}
		default:
			if s.answer(line) {
				return 0, false
			}
		}
	}
}

// show writes the prompt, your view (full, or what changed since it was
// last shown) and the legal moves, numbered.
func (s *session) show(full bool) {
	fmt.Fprintf(s.out, "\n== your decision (%v): %s\n", s.you, s.t.Prompt())
	ls, err := viewLines(s.t.View(s.you))
	if err != nil {
		fmt.Fprintf(s.out, "(the view does not show: %v)\n", err)
	}
	switch {
	case full || s.full || s.shown == nil:
		writeLines(s.out, ls, nil)
	default:
		fmt.Fprintf(s.out, "what changed since your last decision (view shows it all):\n")
		if !writeLines(s.out, ls, s.shown) {
			fmt.Fprintf(s.out, "  nothing\n")
		}
	}
	s.shown = ls
	fmt.Fprintf(s.out, "moves:\n")
	for i, m := range s.t.Legal() {
		fmt.Fprintf(s.out, "%4d. %s\n", i+1, m)
	}
}

func (s *session) help() {
	fmt.Fprint(s.out, `commands:
  N          play the move numbered N
  MOVE       play the move written in the game's notation, as listed
  undo       go back to your previous decision
  save FILE  write the record so far (resume it with -record FILE)
  view       show the decision again, with your whole view
  what NAME  what a card, tile or tenant is and does, by its id or name (or a part of one)
  quit       stop (the game is not saved)
`)
}

// whatMost is how many entries what shows for one word.
const whatMost = 8

// what shows the cards, tiles and tenants a word names, as the content
// has them: each one's name, id and kind, then its text.
func (s *session) what(word string) {
	found := content.Lookup(s.glossary, word)
	if len(found) == 0 {
		if word == "" {
			fmt.Fprintln(s.out, "what NAME: a card, tile or tenant of the game, by its id or name as the view and the moves write it, or a part of one")
		} else {
			fmt.Fprintf(s.out, "nothing in the game is named %q (what NAME: a card, tile or tenant by its id or name, or a part of one)\n", word)
		}
		return
	}
	for i, e := range found {
		if i == whatMost {
			fmt.Fprintf(s.out, "and %d more that hold %q: name one whole\n", len(found)-whatMost, word)
			break
		}
		fmt.Fprintf(s.out, "%s (%s): %s\n", e.Name, e.ID, e.Kind)
		for _, l := range wordWrap(e.Text, 72) {
			fmt.Fprintf(s.out, "    %s\n", l)
		}
	}
}

// answer plays a number or a move's notation; a wrong one gets a message.
func (s *session) answer(line string) bool {
	legal := s.t.Legal()
	move := line
	if n, err := strconv.Atoi(line); err == nil {
		if n < 1 || n > len(legal) {
			fmt.Fprintf(s.out, "there is no move %d: the moves are numbered 1 to %d\n", n, len(legal))
			return false
		}
		move = legal[n-1]
	}
	if err := s.t.Apply(move); err != nil {
		fmt.Fprintf(s.out, "%q is not a move here: %v\n(a number from 1 to %d, a move as listed, or help)\n", line, err, len(legal))
		return false
	}
	fmt.Fprintf(s.out, "%v (you): %s\n", s.you, move)
	return true
}

// undo goes back to just before your last move, the moves after it
// undone too.
func (s *session) undo() bool {
	moves := s.t.Record().Moves
	for i := len(moves) - 1; i >= 0; i-- {
		if moves[i].Player != s.you {
			continue
		}
		if err := s.t.Back(i); err != nil {
			fmt.Fprintf(s.out, "undo: %v\n", err)
			return false
		}
		fmt.Fprintf(s.out, "undone: %s, yours (%s) and what followed; back to your decision before it\n",
			cli.Count(len(moves)-i, "decision"), moves[i].Move)
		return true
	}
	fmt.Fprintf(s.out, "nothing to undo: you have made no decision yet\n")
	return false
}

// save writes the record so far to file.
func (s *session) save(file string) {
	if file == "" {
		fmt.Fprintf(s.out, "save needs a file: save game.record\n")
		return
	}
	rec := s.t.Record()
	if !rec.Header.HasSeed {
		rec.Header.SetSeed(s.seed)
	}
	f, err := os.Create(file)
	if err == nil {
		_, err = rec.WriteTo(f)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintf(s.out, "save: %v\n", err)
		return
	}
	fmt.Fprintf(s.out, "saved %s to %s (resume with -record %s)\n", cli.Count(len(rec.Moves), "decision"), file, file)
}

// end writes how the game ended.
func (s *session) end() {
	f := s.t.Final()
	fmt.Fprintf(s.out, "\n== game over after %s\n", cli.Count(f.Moves, "decision"))
	if f.Outcome != "" {
		fmt.Fprintf(s.out, "%s\n", f.Outcome)
	}
	if by := s.t.Stopped(); by != "" && f.Outcome == "" {
		fmt.Fprintf(s.out, "stopped by %s\n", by)
	}
	fmt.Fprintf(s.out, "scores: %s\n", cli.Scores(f.Scores))
	var names []string
	for _, w := range f.Winners {
		name := w.String()
		if w == s.you {
			name += " (you)"
		}
		names = append(names, name)
	}
	if len(names) == 0 {
		fmt.Fprintf(s.out, "no winner\n")
	} else {
		fmt.Fprintf(s.out, "won by %s\n", strings.Join(names, ", "))
		if tie := cli.TieBreak(f); tie != "" {
			fmt.Fprintf(s.out, "  %s\n", tie)
		}
	}
}
