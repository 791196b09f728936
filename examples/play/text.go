package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// node is a JSON value with its object keys in the order the view writes
// them, so the text reads in the game's own order.
type node struct {
	keys   []string // an object's keys; nil for an array or a scalar
	vals   []*node  // an object's or an array's values
	object bool
	array  bool
	scalar string // a scalar as text: 3, true, p1 (strings unquoted)
}

// parseJSON reads one JSON value into a node.
func parseJSON(data []byte) (*node, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	return parseValue(dec)
}

func parseValue(dec *json.Decoder) (*node, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		n := &node{object: t == '{', array: t == '['}
		for dec.More() {
			if n.object {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, fmt.Sprint(k))
			}
			v, err := parseValue(dec)
			if err != nil {
				return nil, err
			}
			n.vals = append(n.vals, v)
		}
		if _, err := dec.Token(); err != nil { // the closing delimiter
			return nil, err
		}
		return n, nil
	case nil:
		return &node{}, nil
	default:
		return &node{scalar: fmt.Sprint(t)}, nil
	}
}

// empty reports a value not worth a line: null, "", {} or [].
func (n *node) empty() bool {
	if n.object || n.array {
		for _, v := range n.vals {
			if !v.empty() {
				return false
			}
		}
		return true
	}
	return n.scalar == ""
}

// inline is the value on one line when it is a scalar, or a list or an
// object of scalars (which wraps), or of lists and objects of scalars
// ("space bonus-1a, floors (red 1, up 1)") and short; ok is false
// otherwise. Objects leave out their zero and false values but for the
// first, which names them.
func (n *node) inline(nested bool) (string, bool) {
	if !n.object && !n.array {
		return n.scalar, true
	}
	var parts []string
	flat := true
	for i, v := range n.vals {
		text := v.scalar
		if v.object || v.array {
			flat = false
			if nested {
				return "", false
			}
			inner, ok := v.inline(true)
			if !ok {
				return "", false
			}
			if v.empty() {
				continue
			}
			if v.object {
				text = "(" + inner + ")"
			} else {
				text = "[" + inner + "]"
			}
		}
		if n.object {
			if v.empty() || (i > 0 && v.zero()) {
				continue
			}
			parts = append(parts, strings.ReplaceAll(n.keys[i], "_", " ")+" "+text)
		} else {
			parts = append(parts, orDash(text))
		}
	}
	text := strings.Join(parts, ", ")
	return text, flat || len(text) <= 100
}

// zero reports a scalar that says nothing in a list: 0 or false.
func (n *node) zero() bool { return !n.object && !n.array && (n.scalar == "0" || n.scalar == "false") }

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// line is a line of a view's text: its text with its indent, and the
// lines it is nested under (a list's or an object's key), by index.
type line struct {
	text    string
	parents []int
}

// lines renders n as indented text: "key: value" lines, nested values
// indented beneath their key, the elements of a list each headed by its
// number. Keys in skip are left out at the top level. An object's zero and
// false values are left out but for its first, which names it.
func lines(dst []line, n *node, indent string, parents []int, skip map[string]bool) []line {
	add := func(text string) int {
		dst = append(dst, line{indent + text, parents})
		return len(dst) - 1
	}
	nest := func(head int, v *node, more string) {
		p := append(append([]int(nil), parents...), head)
		dst = lines(dst, v, indent+more, p, nil)
	}
	switch {
	case n.object:
		for i, k := range n.keys {
			v := n.vals[i]
			if skip[k] || v.empty() || (i > 0 && v.zero()) {
				continue
			}
			label := strings.ReplaceAll(k, "_", " ")
			if text, ok := v.inline(false); ok {
				// A wrapped value is one line: it changes as a whole.
				add(strings.Join(wrap(label+": "+text, 100), "\n"+indent))
				continue
			}
			nest(add(label+":"), v, "  ")
		}
	case n.array:
		for i, v := range n.vals {
			if text, ok := v.inline(false); ok {
				add(fmt.Sprintf("%d. %s", i+1, orDash(text)))
				continue
			}
			nest(add(fmt.Sprintf("%d.", i+1)), v, "   ")
		}
	default:
		add(n.scalar)
	}
	return dst
}

// wrap breaks text after its commas into lines of about width, the lines
// after the first indented.
func wrap(text string, width int) []string {
	if len(text) <= width {
		return []string{text}
	}
	var out []string
	cur := ""
	for _, part := range strings.SplitAfter(text, ", ") {
		if cur != "" && len(cur)+len(part) > width {
			out = append(out, strings.TrimRight(cur, " "))
			cur = "    "
		}
		cur += part
	}
	return append(out, cur)
}

// wordWrap breaks text between words into lines of at most width, where
// its words allow; none for empty text.
func wordWrap(text string, width int) []string {
	var out []string
	cur := ""
	for _, w := range strings.Fields(text) {
		if cur != "" && len(cur)+1+len(w) > width {
			out = append(out, cur)
			cur = ""
		}
		if cur != "" {
			cur += " "
		}
		cur += w
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// viewLines renders a view as text lines, without what the prompt shows
// apart (the prompt, the legal moves) and the record's header (game,
// content, options).
func viewLines(view any) ([]line, error) {
	data, err := json.Marshal(view)
	if err != nil {
		return nil, err
	}
	n, err := parseJSON(data)
	if err != nil {
		return nil, err
	}
	return lines(nil, n, "  ", nil, map[string]bool{"legal": true, "prompt": true, "game": true, "content": true, "options": true}), nil
}

// key is a line with the lines it is nested under: two views' lines with
// one key say the same.
func key(ls []line, i int) string {
	var b strings.Builder
	for _, p := range ls[i].parents {
		b.WriteString(ls[p].text)
		b.WriteByte('\n')
	}
	b.WriteString(ls[i].text)
	return b.String()
}

// writeLines writes every line of ls, or, with before (the lines shown
// last), only those that changed since, each under the lines it is nested
// under. It reports whether it wrote anything.
func writeLines(w io.Writer, ls []line, before []line) bool {
	old := map[string]bool{}
	for i := range before {
		old[key(before, i)] = true
	}
	shown := map[int]bool{}
	any := false
	for i, l := range ls {
		if before != nil && (old[key(ls, i)] || isHead(ls, i)) {
			continue
		}
		for _, p := range l.parents {
			if shown[p] {
				continue
			}
			fmt.Fprintln(w, ls[p].text)
			shown[p] = true
			// A list's element is named by its first line ("seat: 1"),
			// shown with it.
			if name := p + 1; before != nil && numbered(ls[p].text) && name < i && !isHead(ls, name) {
				fmt.Fprintln(w, ls[name].text)
				shown[name] = true
			}
		}
		fmt.Fprintln(w, l.text)
		shown[i] = true
		any = true
	}
	return any
}

// isHead reports a line that heads nested lines (a key or a number
// alone): it is shown with what changed beneath it.
func isHead(ls []line, i int) bool {
	return i+1 < len(ls) && len(ls[i+1].parents) > 0 && ls[i+1].parents[len(ls[i+1].parents)-1] == i
}

// numbered reports the head of a list's element: "3." alone.
func numbered(text string) bool {
	text = strings.TrimSpace(text)
	_, err := strconv.Atoi(strings.TrimSuffix(text, "."))
	return strings.HasSuffix(text, ".") && err == nil
}
