package highrise

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
)

// arrayLengths returns an error naming the JSON path of the first array in
// the parsed save v whose length differs from the fixed-size Go array it
// decodes into (of type t): encoding/json fills a short array with zeros
// and drops the rest of a long one without a word, and a save that does
// not say every value of a fixed-size field is not one MarshalJSON wrote.
// A value of the wrong kind is left to the decoder to report.
func arrayLengths(t reflect.Type, v any, path string) error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if reflect.PointerTo(t).Implements(reflect.TypeFor[json.Unmarshaler]()) {
		return nil
	}
	switch t.Kind() {
	case reflect.Array, reflect.Slice:
		list, ok := v.([]any)
		if !ok {
			return nil
		}
		if t.Kind() == reflect.Array && len(list) != t.Len() {
			return fmt.Errorf("%s: %d values where a save holds exactly %d", path, len(list), t.Len())
		}
		for i, e := range list {
			if err := arrayLengths(t.Elem(), e, fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
	case reflect.Map:
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		for k, e := range m {
			if err := arrayLengths(t.Elem(), e, path+"."+k); err != nil {
				return err
			}
		}
	case reflect.Struct:
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		return structArrayLengths(t, m, path)
	}
	return nil
}

// structArrayLengths is arrayLengths for the fields of struct type t.
func structArrayLengths(t reflect.Type, m map[string]any, path string) error {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if !f.IsExported() || tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
			if err := structArrayLengths(f.Type, m, path); err != nil {
				return err
			}
			continue
		}
		if name == "" {
			name = f.Name
		}
		e, ok := m[name]
		if !ok {
			continue
		}
		at := name
		if path != "" {
			at = path + "." + name
		}
		if err := arrayLengths(f.Type, e, at); err != nil {
			return err
		}
	}
	return nil
}
