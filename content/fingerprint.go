package content

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash"
	"io/fs"
	"path"
	"strings"
)

// Fingerprint identifies the content under dir in fsys: a SHA-256 over every
// YAML file (.yaml, .yml) below dir, in path order, hashing each file's path
// (relative to dir) and its bytes. Only the data the games load counts: a
// README or a JSON Schema beside the YAML can change without changing the
// fingerprint. It returns "sha256:" and the first 16 hex digits.
//
// The same files give the same fingerprint wherever they are read from:
// the embedded [Default] and a copy on disk through [Dir] agree, since
// paths are taken relative to dir. Any edit — a changed byte, a renamed,
// added or removed file — gives a different one. A game records the
// fingerprint of the content it was played with, so that a replay against
// other content is caught.
//
// Like go:embed, it skips files and directories whose names start with "."
// or "_" (editor backups, .DS_Store), so a copy of the embedded folder
// fingerprints the same even when such files sneak in.
func Fingerprint(fsys fs.FS, dir string) (string, error) {
	if fsys == nil {
		return "", fmt.Errorf("content: fingerprint: no file system")
	}
	if dir == "" {
		dir = "."
	}
	h := sha256.New()
	err := fs.WalkDir(fsys, dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != dir && hidden(e.Name()) {
			if e.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if e.IsDir() || !isYAML(e.Name()) {
			return nil
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(p, dir+"/")
		if dir == "." {
			rel = p
		}
		writeField(h, []byte(path.Clean(rel)))
		writeField(h, data)
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("content: fingerprint of %s: %w", dir, err)
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil))[:16], nil
}

func isYAML(name string) bool {
	return strings.HasSuffix(name, ".yaml") || strings.HasSuffix(name, ".yml")
}

func hidden(name string) bool { return strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") }

// writeField writes b with its length first, so that no two lists of
// paths and contents hash the same stream.
func writeField(h hash.Hash, b []byte) {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(len(b)))
	h.Write(n[:])
	h.Write(b)
}
