package rulebooktest

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"testing"

	"github.com/rulebook-go/rulebook"
)

// ConcurrentReads checks that concurrent reads of one state are safe, as
// the contract says: goroutines at once call every read of s (ToMove,
// Prompt, Legal, AppendLegal, Check and Weight of each listed move,
// ParseMove of its notation, Over, Scores, Winners, Clone, Fingerprint,
// Options, MarshalJSON, and view for every seat when it is set) and must
// get what one goroutine alone gets, leaving s as it was. Run it with
// -race, on states deep in a game (pending steps, a prompt mid-effect), so
// that any cache or scratch buffer a read writes shows up.
func ConcurrentReads[S rulebook.State[S, M], M rulebook.Move](t testing.TB, s S, view func(s S, p rulebook.Player) any) {
	t.Helper()
	want, err := reads(s, view)
	if err != nil {
		t.Fatal(err)
	}
	const goroutines = 4
	var wg sync.WaitGroup
	errs := make(chan error, goroutines)
	for range goroutines {
		wg.Go(func() {
			got, err := reads(s, view)
			if err == nil && !reflect.DeepEqual(want, got) {
				err = fmt.Errorf("reads at once differ from reads alone:\n%v\n%v", want, got)
			}
			if err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if after, err := reads(s, view); err != nil || !reflect.DeepEqual(want, after) {
		t.Errorf("the reads changed the state (%v)", err)
	}
}

// reads is every read of s, as text.
func reads[S rulebook.State[S, M], M rulebook.Move](s S, view func(s S, p rulebook.Player) any) ([]string, error) {
	out := []string{fmt.Sprint(s.ToMove()), s.Prompt(), fmt.Sprint(s.Over(), s.Scores(), s.Winners()), s.Fingerprint(), s.Options()}
	legal := s.Legal()
	if appended := s.AppendLegal(nil); !equalMoves(legal, appended) {
		return nil, errors.New("the moves of Legal and of AppendLegal differ")
	}
	for _, m := range legal {
		parsed, err := s.ParseMove(m.String())
		out = append(out, fmt.Sprint(m.String(), s.Weight(m), s.Check(m), parsed == m, err))
	}
	data, err := json.Marshal(s)
	if err != nil {
		return nil, err
	}
	clone, err := json.Marshal(s.Clone())
	if err != nil {
		return nil, err
	}
	out = append(out, string(data), string(clone))
	for p := 0; view != nil && p < s.Seats(); p++ {
		v, err := json.Marshal(view(s, rulebook.Player(p)))
		if err != nil {
			return nil, err
		}
		out = append(out, string(v))
	}
	return out, nil
}
