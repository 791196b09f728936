package content

import (
	"fmt"
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

// dashProblem is yaml.v3's parser error for a line inside a block list
// that neither starts an entry nor lines up with an entry's keys. yaml.v3
// places it at the line where the list began.
const dashProblem = "did not find expected '-' indicator"

// listSlip finds the line a dashProblem is about, given the line (1 based)
// where the list began: the first line after it that stands at the list's
// dash column without a dash, or between the dash and the entry's keys. It
// returns that line and column and a hint, or line and no column when no
// line is out of place.
func (d *decoder) listSlip(line int) (at, col int, hint string) {
	lines := strings.Split(string(d.data), "\n")
	if line < 1 || line > len(lines) {
		return line, 0, ""
	}
	first := strings.TrimRight(lines[line-1], "\r")
	dash := strings.Index(first, "- ")
	if dash < 0 || strings.TrimLeft(first[:dash], " ") != "" {
		return line, 0, ""
	}
	keys := keyColumn(first)
	for l := line + 1; l <= len(lines); l++ {
		text := strings.TrimRight(lines[l-1], "\r")
		body := strings.TrimLeft(text, " ")
		indent := len(text) - len(body)
		switch {
		case body == "" || strings.HasPrefix(body, "#"):
			continue
		case indent < dash:
			return line, 0, ""
		case indent == dash && strings.HasPrefix(body, "- "):
			keys = keyColumn(text)
			continue
		case indent >= keys:
			continue
		}
		name, _, _ := strings.Cut(body, ":")
		return l, utf8.RuneCountInString(text[:indent]) + 1, fmt.Sprintf(
			"; %s is indented %d spaces, where the list's entries have their dash at %d and their keys at %d: indent it as the keys beside it, or start a new entry with \"- \"", name, indent, dash, keys)
	}
	return line, 0, ""
}
