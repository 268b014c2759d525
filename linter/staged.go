package linter

import (
	"bytes"
	"io"
	"io/fs"
	"path/filepath"
	"sync"

	"github.com/flinklint/flinklint/internal/gitindex"
)

// stagedFS is the work tree as git's index holds it (--staged): the walk
// lists the work tree's directories, and a file git has staged is read
// from the index's object, not from the work tree. Files the index holds
// no regular file for are read from base.
type stagedFS struct {
	base   walkFS
	root   string // the absolute directory the staged paths are relative to
	staged *gitindex.Staged
	read   *sync.Map // absolute path -> staged content, from Stat until Open
}

func newStagedFS(base walkFS, root string, staged *gitindex.Staged) walkFS {
	return stagedFS{base: base, root: root, staged: staged, read: &sync.Map{}}
}

// content is the staged content of the file name, if the index holds one.
func (s stagedFS) content(name string) ([]byte, bool, error) {
	if b, ok := s.read.Load(name); ok {
		return b.([]byte), true, nil
	}
	rel, err := filepath.Rel(s.root, name)
	if err != nil || !within(s.root, name) {
		return nil, false, nil
	}
	b, ok, err := s.staged.Content(filepath.ToSlash(rel))
	if ok {
		s.read.Store(name, b)
	}
	return b, ok, err
}

func (s stagedFS) Stat(name string) (fs.FileInfo, error) {
	b, ok, err := s.content(name)
	switch {
	case err != nil:
		return nil, err
	case ok:
		return overlayInfo{name: filepath.Base(name), size: int64(len(b))}, nil
	}
	return s.base.Stat(name)
}

func (s stagedFS) Lstat(name string) (fs.FileInfo, error) {
	b, ok, err := s.content(name)
	switch {
	case err != nil:
		return nil, err
	case ok:
		return overlayInfo{name: filepath.Base(name), size: int64(len(b))}, nil
	}
	return s.base.Lstat(name)
}

func (s stagedFS) ReadDir(name string) ([]fs.DirEntry, error) { return s.base.ReadDir(name) }

func (s stagedFS) EvalSymlinks(name string) (string, error) { return s.base.EvalSymlinks(name) }

// Open reads the staged content, which Stat kept, and lets it go.
func (s stagedFS) Open(name string) (io.ReadCloser, error) {
	b, ok, err := s.content(name)
	switch {
	case err != nil:
		return nil, err
	case ok:
		s.read.Delete(name)
		return io.NopCloser(bytes.NewReader(b)), nil
	}
	return s.base.Open(name)
}
