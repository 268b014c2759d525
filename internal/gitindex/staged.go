package gitindex

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Staged is what git's index holds under a directory: the paths and their
// staged content, read from the object store on demand. It is what a
// commit made now would hold, whatever the work tree says.
type Staged struct {
	entries map[string]entry // by slash path relative to the directory
	store   *objectStore
}

// StagedUnder reads the index of the git work tree holding dir; paths are
// relative to dir.
func StagedUnder(dir string) (*Staged, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	top, err := workTreeOf(abs)
	if err != nil {
		return nil, fmt.Errorf("%s is not inside a git work tree", dir)
	}
	gitDir, err := gitDirOf(top)
	if err != nil {
		return nil, err
	}
	all, err := readEntries(gitDir)
	if err != nil {
		return nil, err
	}
	prefix := ""
	if rel, err := filepath.Rel(top, abs); err == nil && rel != "." {
		prefix = filepath.ToSlash(rel) + "/"
	}
	s := &Staged{entries: map[string]entry{}, store: newObjectStore(gitDir)}
	for p, e := range all {
		if q, ok := strings.CutPrefix(p, prefix); ok {
			s.entries[q] = e
		}
	}
	return s, nil
}

// Paths is the set of staged paths.
func (s *Staged) Paths() map[string]bool {
	out := make(map[string]bool, len(s.entries))
	for p := range s.entries {
		out[p] = true
	}
	return out
}

// Content returns the staged content of the file at path. ok is false
// when the index holds no regular file there (not staged, a symlink, a
// submodule, a merge conflict): the work tree's file is then the one to
// read.
func (s *Staged) Content(path string) (content []byte, ok bool, err error) {
	e, found := s.entries[path]
	if !found || e.stage != 0 || e.mode&0o170000 != 0o100000 {
		return nil, false, nil
	}
	b, err := s.store.blob(e.object)
	return b, err == nil, err
}

// Close releases the pack files opened.
func (s *Staged) Close() error {
	var errs []error
	for _, p := range s.store.packs {
		errs = append(errs, p.file.Close())
	}
	return errors.Join(errs...)
}

// workTreeOf finds the git work tree holding abs, upwards.
func workTreeOf(abs string) (string, error) {
	for top := abs; ; {
		if _, err := os.Stat(filepath.Join(top, ".git")); err == nil {
			return top, nil
		}
		parent := filepath.Dir(top)
		if parent == top {
			return "", os.ErrNotExist
		}
		top = parent
	}
}

// readEntries reads the index of the git directory; a repository with no
// index yet has nothing staged.
func readEntries(gitDir string) (map[string]entry, error) {
	name := filepath.Join(gitDir, "index")
	st, err := os.Stat(name)
	if errors.Is(err, os.ErrNotExist) {
		return map[string]entry{}, nil
	}
	if err != nil {
		return nil, err
	}
	if st.Size() > maxIndexSize {
		return nil, fmt.Errorf("%s: the git index is larger than %d bytes", name, maxIndexSize)
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	return parseEntries(data, hashSize(gitDir))
}
