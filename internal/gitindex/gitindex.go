// Package gitindex reads the paths of a git repository's index (the
// staging area: what the next commit holds) from the .git/index file, in
// the formats git writes (versions 2, 3 and 4, SHA-1 and SHA-256 object
// names). flinklint never starts programs, so it does not ask git.
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

// TrackedUnder is Tracked for a directory inside a work tree: the git work
// tree holding dir is found upwards, and the paths of its index under dir
// are returned relative to dir.
func TrackedUnder(dir string) (map[string]bool, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	top := abs
	for {
		if _, err := os.Stat(filepath.Join(top, ".git")); err == nil {
			break
		}
		parent := filepath.Dir(top)
		if parent == top {
			return nil, fmt.Errorf("%s is not inside a git work tree", dir)
		}
		top = parent
	}
	all, err := Tracked(top)
	if err != nil {
		return nil, err
	}
	rel, err := filepath.Rel(top, abs)
	if err != nil || rel == "." {
		return all, err
	}
	prefix := filepath.ToSlash(rel) + "/"
	out := map[string]bool{}
	for p := range all {
		if q, ok := strings.CutPrefix(p, prefix); ok {
			out[q] = true
		}
	}
	return out, nil
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
	if len(data) < 12 || string(data[:4]) != "DIRC" {
		return nil, errors.New("not a git index file")
	}
	version := binary.BigEndian.Uint32(data[4:8])
	if version < 2 || version > 4 {
		return nil, fmt.Errorf("git index version %d is not supported", version)
	}
	count := binary.BigEndian.Uint32(data[8:12])
	out := make(map[string]bool, min(int(count), 1<<20))
	off := 12
	prev := ""
	fixed := 40 + hash + 2 // stat data, object name, flags
	for i := uint32(0); i < count; i++ {
		start := off
		if off+fixed > len(data) {
			return nil, fmt.Errorf("git index: entry %d is cut short", i)
		}
		flags := binary.BigEndian.Uint16(data[off+40+hash:])
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
		out[name] = true
		prev = name
	}
	return out, nil
}
