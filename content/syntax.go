package content

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// mappingProblem is yaml.v3's scanner error for a ": " where no key may
// start. yaml.v3 gives it a line and no column; in content it has two
// common causes, which mappingHint tells apart.
const mappingProblem = "mapping values are not allowed in this context"

// mappingHint places the mapping-value error yaml.v3 reports on line (1
// based) and says what most likely caused it. A value holding ": " (an
// unquoted script "c ? a : b", a text "Draw: two Floors") is read as a
// second key on its line: the column is that colon's. A key indented more
// than the keys of the line above it continues that line's value, whose
// ": " then comes too late: the column is the key's. It returns column 0
// and no hint for a line that is neither.
func (d *decoder) mappingHint(line int) (col int, hint string) {
	lines := strings.Split(string(d.data), "\n")
	if line < 1 || line > len(lines) {
		return 0, ""
	}
	text := strings.TrimRight(lines[line-1], "\r")
	start := keyColumn(text)
	key, value, ok := strings.Cut(text[start:], ": ")
	if !ok || strings.ContainsAny(key, " \t") {
		return 0, ""
	}
	if i := strings.Index(value, ": "); i >= 0 && !strings.HasPrefix(value, "'") && !strings.HasPrefix(value, `"`) {
		at := start + len(key) + 2 + i
		return utf8.RuneCountInString(text[:at]) + 1, fmt.Sprintf(
			`; the value of %s holds ": ", which YAML reads as another key: quote the value ('…') or write it as a block (%s >-)`, key, key+":")
	}
	if above, ok := keyAbove(lines, line); ok && start > above {
		return utf8.RuneCountInString(text[:start]) + 1, fmt.Sprintf(
			"; %s is indented %d spaces, more than the key on the line above (%d), so YAML reads it as part of that value: indent it as the keys beside it", key, start, above)
	}
	return 0, ""
}

// keyColumn is the byte offset of the key on a line of a mapping: past the
// indentation and any list dashes ("  - id: a" has its key at 4).
func keyColumn(text string) int {
	i := 0
	for {
		for i < len(text) && text[i] == ' ' {
			i++
		}
		if !strings.HasPrefix(text[i:], "- ") {
			return i
		}
		i += 2
	}
}

// keyAbove is the key column of the nearest line above line (1 based) that
// holds a key with a value on it ("key: value"), skipping blank and comment
// lines; false when that line opens a block (ends in ":", "|" or ">") or
// is not a key.
func keyAbove(lines []string, line int) (int, bool) {
	for l := line - 1; l >= 1; l-- {
		text := strings.TrimRight(lines[l-1], "\r")
		body := strings.TrimSpace(text)
		if body == "" || strings.HasPrefix(body, "#") {
			continue
		}
		start := keyColumn(text)
		_, value, ok := strings.Cut(text[start:], ": ")
		value = strings.TrimSpace(value)
		if !ok || value == "" || strings.HasPrefix(value, "|") || strings.HasPrefix(value, ">") {
			return 0, false
		}
		return start, true
	}
	return 0, false
}

// The parser errors yaml.v3 gives for a line whose indentation fits no
// open block. It places them at the line where the enclosing block began,
// which in content is a record's first line, often lines above the slip.
const (
	dashProblem = "did not find expected '-' indicator"
	keyProblem  = "did not find expected key"
)

// indentSlip finds the line a dashProblem or keyProblem is about: the
// first line at or after from (1 based) whose indentation matches none of
// the blocks open there. It returns that line and column and a hint, or
// from and no column when every line fits.
func (d *decoder) indentSlip(from int) (line, col int, hint string) {
	lines := strings.Split(string(d.data), "\n")
	l, indent, open, atList := firstSlip(lines)
	if l < from {
		return from, 0, ""
	}
	text := strings.TrimRight(lines[l-1], "\r")
	name, _, _ := strings.Cut(strings.TrimLeft(text, " -"), ":")
	var cols []string
	for i, o := range open {
		if i == 0 || o != open[i-1] { // a list at its key's column is one column
			cols = append(cols, strconv.Itoa(o))
		}
	}
	spaces := "spaces"
	if indent == 1 {
		spaces = "space"
	}
	fix := "indent it as the lines it belongs with"
	if atList {
		fix += `, or start a list entry there with "- "`
	}
	return l, utf8.RuneCountInString(text[:indent]) + 1, fmt.Sprintf(
		"; %s is indented %d %s, which lines it up with no block open there (their keys or dashes stand at %s): %s", name, indent, spaces, strings.Join(cols, ", "), fix)
}

// firstSlip reads lines as block YAML and returns the first line (1 based)
// whose indentation is none of the open blocks' and does not open a new
// one, with its indentation and the columns of the blocks open before it;
// line 0 when none. A line deeper than the one before opens a block after
// a key with no value or a list dash; after a key with a plain value it
// continues that value; after a quoted value or flow collection that ends
// on its line it is out of place. A line at a list's column must start an entry
// ("- "), unless the list stands at its parent's keys. Block scalars,
// quoted values and flow collections that run over several lines are
// skipped.
func firstSlip(lines []string) (line, indent int, open []int, atList bool) {
	type block struct {
		col  int
		list bool
	}
	var stack []block
	opens := true      // the next deeper line opens a block
	continues := false // the next deeper line continues a plain value
	skip := -1         // skip the lines deeper than this (a block scalar's)
	var closer string
	for i, raw := range lines {
		text := strings.TrimRight(raw, "\r")
		body := strings.TrimLeft(text, " ")
		n := len(text) - len(body)
		if closer != "" { // inside a quoted value or flow collection
			if strings.Contains(body, closer) {
				closer = ""
			}
			continue
		}
		if body == "" || strings.HasPrefix(body, "#") || skip >= 0 && n > skip {
			continue
		}
		skip = -1
		entry := body == "-" || strings.HasPrefix(body, "- ")
		top := -1
		if len(stack) > 0 {
			top = stack[len(stack)-1].col
		}
		switch {
		case n > top && (opens || top < 0):
			stack = append(stack, block{n, entry})
		case n > top && continues:
			continue // a plain value continued on a deeper line
		case n > top: // deeper than a value that ends on its line
			before := make([]int, len(stack))
			for j, b := range stack {
				before[j] = b.col
			}
			return i + 1, n, before, false
		default:
			before, atList := make([]int, len(stack)), false
			for j, b := range stack {
				before[j] = b.col
				atList = atList || b.list && b.col == n
			}
			for len(stack) > 0 && (n < stack[len(stack)-1].col || n == stack[len(stack)-1].col && stack[len(stack)-1].list && !entry) {
				stack = stack[:len(stack)-1]
			}
			if len(stack) == 0 || stack[len(stack)-1].col != n {
				return i + 1, n, before, atList
			}
			if entry && !stack[len(stack)-1].list {
				if !opens { // a dash among a mapping's keys
					return i + 1, n, before, atList
				}
				stack = append(stack, block{n, true}) // a list at the keys of the key above it
			}
		}
		key := keyColumn(text)
		if key > n { // "- key: value": the item's keys stand at key
			stack = append(stack, block{key, false})
		}
		_, value, hasKey := strings.Cut(text[key:], ":")
		value = strings.TrimSpace(value)
		if c := strings.Index(value, " #"); c >= 0 {
			value = strings.TrimSpace(value[:c])
		}
		opens = hasKey && value == "" || strings.TrimSpace(text[key:]) == "-"
		continues = hasKey && value != "" && !strings.ContainsAny(value[:1], `'"[{|>`)
		switch {
		case strings.HasPrefix(value, "|") || strings.HasPrefix(value, ">"):
			skip = key
		case strings.HasPrefix(value, "'") && (len(value) == 1 || !strings.HasSuffix(value, "'")):
			closer = "'"
		case strings.HasPrefix(value, `"`) && (len(value) == 1 || !strings.HasSuffix(value, `"`)):
			closer = `"`
		case strings.HasPrefix(value, "[") && !strings.HasSuffix(value, "]"):
			closer = "]"
		case strings.HasPrefix(value, "{") && !strings.HasSuffix(value, "}"):
			closer = "}"
		}
	}
	return 0, 0, nil, false
}
