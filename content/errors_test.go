package content_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

func TestPosString(t *testing.T) {
	tests := []struct {
		reason string
		pos    content.Pos
		want   string
	}{
		{"a full position", content.Pos{File: "buildershigh/buildings.yaml", Line: 12, Col: 5}, "buildershigh/buildings.yaml:12:5"},
		{"an unknown column is left off", content.Pos{File: "b.yaml", Line: 3}, "b.yaml:3"},
		{"a whole file", content.Pos{File: "b.yaml"}, "b.yaml"},
		{"no file", content.Pos{Line: 2, Col: 7}, "2:7"},
		{"nothing", content.Pos{}, ""},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, tt.pos.String()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.reason, diff)
		}
	}
}

func TestErrors(t *testing.T) {
	var errs content.Errors
	if err := errs.Err(); err != nil {
		t.Errorf("empty Errors: Err() = %v, want nil", err)
	}
	errs.Add(content.Pos{File: "b.yaml", Line: 9, Col: 1}, "third %d", 3)
	errs.Add(content.Pos{File: "a.yaml", Line: 20, Col: 1}, "first")
	errs.AddError(&content.Error{Pos: content.Pos{File: "b.yaml", Line: 2, Col: 8}, Msg: "second"})
	errs.Add(content.Pos{File: "b.yaml", Line: 9, Col: 1}, "fourth, same place as third")
	errs.AddError(nil)
	if got := errs.Len(); got != 4 {
		t.Errorf("Len() = %d, want 4", got)
	}
	err := errs.Err()
	want := "a.yaml:20:1: first\nb.yaml:2:8: second\nb.yaml:9:1: third 3\nb.yaml:9:1: fourth, same place as third"
	if diff := cmp.Diff(want, err.Error()); diff != "" {
		t.Errorf("Err().Error(): sorted by file, line, column, stable (-want +got):\n%s", diff)
	}
	if errs.List[0].Msg != "third 3" {
		t.Errorf("Err() reordered the Errors it was called on")
	}

	tests := []struct {
		reason string
		got    bool
	}{
		{"errors.Is(err, ErrInvalid)", errors.Is(err, content.ErrInvalid)},
		{"errors.Is(wrapped err, ErrInvalid)", errors.Is(fmt.Errorf("load: %w", err), content.ErrInvalid)},
		{"errors.Is(one *Error, ErrInvalid)", errors.Is(errs.List[0], content.ErrInvalid)},
		{"errors.As(err, **Errors)", errors.As(err, new(*content.Errors))},
	}
	for _, tt := range tests {
		if !tt.got {
			t.Errorf("%s = false", tt.reason)
		}
	}
	var first *content.Error
	if !errors.As(err, &first) || first.Msg != "first" {
		t.Errorf("errors.As(err, *Error) = %v, want the first error in order", first)
	}
	var nilErrs *content.Errors
	nilErrs.Add(content.Pos{}, "dropped")
	if nilErrs.Len() != 0 || nilErrs.Err() != nil {
		t.Errorf("a nil *Errors is not empty")
	}
}

func ExampleErrors() {
	var errs content.Errors
	errs.Add(content.Pos{File: "buildershigh/buildings.yaml", Line: 40, Col: 11}, "unknown building type %q", "civic")
	errs.Add(content.Pos{File: "buildershigh/buildings.yaml", Line: 12, Col: 5}, "missing required field %q", "cost")
	err := errs.Err()
	fmt.Println(err)
	fmt.Println(errors.Is(err, content.ErrInvalid))
	var first *content.Error
	if errors.As(err, &first) {
		fmt.Println(first.Pos.Line, first.Msg)
	}
	// Output:
	// buildershigh/buildings.yaml:12:5: missing required field "cost"
	// buildershigh/buildings.yaml:40:11: unknown building type "civic"
	// true
	// 12 missing required field "cost"
}

func ExamplePos() {
	p := content.Pos{File: "buildershigh/buildings.yaml", Line: 12, Col: 5}
	fmt.Println(p)
	fmt.Println(content.Pos{File: "buildershigh/buildings.yaml", Line: 3})
	// Output:
	// buildershigh/buildings.yaml:12:5
	// buildershigh/buildings.yaml:3
}
