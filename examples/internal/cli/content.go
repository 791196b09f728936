package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/games"
)

// Source is the content a program reads: the directory dir on disk, laid
// out as content/ is (one folder per game), or the content embedded in the
// module when dir is "".
func Source(dir string) (fs.FS, error) {
	if dir == "" {
		return content.Default(), nil
	}
	return content.Dir(dir)
}

// Load loads g's content from src, which was read from the directory dir
// ("" for the embedded content): a load that fails lists its problems, each
// at its [Position].
func Load(g games.Game, src fs.FS, dir string) (games.Loaded, error) {
	l, err := g.Load(src)
	if err != nil {
		return nil, fmt.Errorf("the %s content has errors:\n%s", g.Title(), ContentErrors(dir, err))
	}
	return l, nil
}

// Path is where a content file named in its file system (such as
// "buildershigh/budget.yaml") is for the user: under dir, the content
// directory as the user gave it, or under "content/" of the module for the
// embedded content. Every program prints content positions this way, so an
// editor or a CI log links to the file.
func Path(dir, file string) string {
	if dir == "" {
		dir = "content"
	}
	return filepath.Join(dir, filepath.FromSlash(file))
}

// Position is a content position with its file named by [Path].
func Position(dir string, p content.Pos) string {
	if p.File != "" {
		p.File = Path(dir, p.File)
	}
	return p.String()
}

// ContentErrors writes err, a load's error, one problem a line, each at its
// [Position]; an error that is not a list of content problems as it reads.
func ContentErrors(dir string, err error) string {
	var list *content.Errors
	if !errors.As(err, &list) {
		return err.Error()
	}
	lines := make([]string, len(list.List))
	for i, e := range list.List {
		lines[i] = Position(dir, e.Pos) + ": " + e.Msg
	}
	return strings.Join(lines, "\n")
}
