// Package gitindex reads a git repository's index (the staging area: what
// the next commit holds) from the .git/index file, in the formats git
// writes (versions 2, 3 and 4, SHA-1 and SHA-256 object names), and the
// staged content of its files from the object store (loose objects and
// pack files, objects.go). flinklint never starts programs, so it does not
// ask git.
package gitindex

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// maxIndexSize bounds the index file read (a million-file monorepo's index
// is around 100 MB).
const maxIndexSize = 512 << 20

// Tracked returns the slash paths, relative to the work tree root, of the
// files in the index of the git work tree at root.
func Tracked(root string) (map[string]bool, error) {
	gitDir, err := gitDirOf(root)
	if err != nil {
		return nil, err
	}
	st, err := os.Stat(filepath.Join(gitDir, "index"))
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return map[string]bool{}, nil // nothing staged yet
		}
		return nil, err
	}
	if st.Size() > maxIndexSize {
		return nil, fmt.Errorf("%s: the git index is larger than %d bytes", root, maxIndexSize)
	}
	data, err := os.ReadFile(filepath.Join(gitDir, "index"))
	if err != nil {
		return nil, err
	}
	return Parse(data, hashSize(gitDir))
}

// gitDirOf finds the git directory of the work tree at root: root/.git, or
// the directory a .git file names (worktrees, submodules).
func gitDirOf(root string) (string, error) {
	dot := filepath.Join(root, ".git")
	st, err := os.Stat(dot)
	if err != nil {
		return "", fmt.Errorf("%s is not the root of a git work tree", root)
	}
	if st.IsDir() {
		return dot, nil
	}
	b, err := os.ReadFile(dot)
	if err != nil {
		return "", err
	}
	line, ok := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir:")
	if !ok {
		return "", fmt.Errorf("%s: not a gitdir file", dot)
	}
	dir := strings.TrimSpace(line)
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(root, dir)
	}
	return dir, nil
}

// hashSize is the object name size of the repository: 32 bytes when its
// config says objectformat = sha256, else 20 (SHA-1). A worktree's config
// is its common directory's.
func hashSize(gitDir string) int {
	for _, dir := range []string{gitDir, commonDir(gitDir)} {
		if b, err := os.ReadFile(filepath.Join(dir, "config")); err == nil {
			for _, line := range strings.Split(string(b), "\n") {
				k, v, ok := strings.Cut(line, "=")
				if ok && strings.EqualFold(strings.TrimSpace(k), "objectformat") && strings.EqualFold(strings.TrimSpace(v), "sha256") {
					return 32
				}
			}
		}
	}
	return 20
}

func commonDir(gitDir string) string {
	b, err := os.ReadFile(filepath.Join(gitDir, "commondir"))
	if err != nil {
		return gitDir
	}
	d := strings.TrimSpace(string(b))
	if !filepath.IsAbs(d) {
		d = filepath.Join(gitDir, d)
	}
	return d
}

// Parse reads the paths of an index file's entries; hash is the object
// name size (20 or 32).
func Parse(data []byte, hash int) (map[string]bool, error) {
	entries, err := parseEntries(data, hash)
	if err != nil {
		return nil, err
	}
	out := make(map[string]bool, len(entries))
	for p := range entries {
		out[p] = true
	}
	return out, nil
}

// entry is what the index holds for one path.
type entry struct {
	object []byte // the object name of the staged content
	mode   uint32 // 0o100644, 0o100755 (files), 0o120000 (symlink), 0o160000 (submodule)
	stage  int    // 0, or 1 to 3 for the sides of a merge conflict
}

// parseEntries reads an index file's entries by path. Of a path in a
// merge conflict it keeps the last stage listed.
func parseEntries(data []byte, hash int) (map[string]entry, error) {
	if len(data) < 12 || string(data[:4]) != "DIRC" {
		return nil, errors.New("not a git index file")
	}
	version := binary.BigEndian.Uint32(data[4:8])
	if version < 2 || version > 4 {
		return nil, fmt.Errorf("git index version %d is not supported", version)
	}
	count := binary.BigEndian.Uint32(data[8:12])
	out := make(map[string]entry, min(int(count), 1<<20))
	off := 12
	prev := ""
	fixed := 40 + hash + 2 // stat data, object name, flags
	for i := uint32(0); i < count; i++ {
		start := off
		if off+fixed > len(data) {
			return nil, fmt.Errorf("git index: entry %d is cut short", i)
		}
		e := entry{
			mode:   binary.BigEndian.Uint32(data[off+24:]),
			object: data[off+40 : off+40+hash],
		}
		flags := binary.BigEndian.Uint16(data[off+40+hash:])
		e.stage = int(flags>>12) & 3
		off += fixed
		if version >= 3 && flags&0x4000 != 0 {
			off += 2 // extended flags
		}
		if off > len(data) {
			return nil, fmt.Errorf("git index: entry %d is cut short", i)
		}
		var name string
		if version == 4 {
			strip, n := binary.Uvarint(data[off:])
			if n <= 0 || int(strip) > len(prev) {
				return nil, fmt.Errorf("git index: entry %d has a bad path prefix", i)
			}
			off += n
			end := bytes.IndexByte(data[off:], 0)
			if end < 0 {
				return nil, fmt.Errorf("git index: entry %d is cut short", i)
			}
			name = prev[:len(prev)-int(strip)] + string(data[off:off+end])
			off += end + 1
		} else {
			end := bytes.IndexByte(data[off:], 0)
			if end < 0 {
				return nil, fmt.Errorf("git index: entry %d is cut short", i)
			}
			name = string(data[off : off+end])
			// 1 to 8 NULs pad the entry to a multiple of 8 bytes.
			off += end + 1
			for (off-start)%8 != 0 {
				off++
			}
		}
		if off > len(data) {
			return nil, fmt.Errorf("git index: entry %d is cut short", i)
		}
		out[name] = e
		prev = name
	}
	return out, nil
}
