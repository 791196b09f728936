package expr

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSavedEffectKeepsEveryField saves and loads an effect with every field
// of Effect set: a field added to Effect but not to SavedEffect is lost in
// every save (a Tax Office's take_paid value once was).
func TestSavedEffectKeepsEveryField(t *testing.T) {
	names, err := NewOpNames(map[Op]string{OpGame: "gain", OpGame + 1: "pay"})
	if err != nil {
		t.Fatal(err)
	}
	inner := Effect{Op: OpGame + 1, Arg: "money", N: 2, M: 7, Label: "pay"}
	want := []Effect{{Op: OpEither, Arg: "track", N: 3, M: 5, Label: "choose", Then: []Effect{inner}, Else: []Effect{{Op: OpGame, N: 1}}}}
	v := reflect.ValueOf(want[0])
	for i := 0; i < v.NumField(); i++ {
		if v.Field(i).IsZero() {
			t.Fatalf("the test's effect leaves Effect.%s unset: set it", v.Type().Field(i).Name)
		}
	}
	got, err := names.LoadEffects("pending", names.SaveEffects(want))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("effects after a save and a load (-want +got):\n%s", diff)
	}
}
