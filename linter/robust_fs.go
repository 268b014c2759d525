package linter

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// walkFS is the file system discovery and reading go through: the real one
// in a run, one that fails on chosen paths in tests (tests run as root,
// which permission bits do not stop).
type walkFS interface {
	Stat(name string) (fs.FileInfo, error)
	Lstat(name string) (fs.FileInfo, error)
	ReadDir(name string) ([]fs.DirEntry, error)
	EvalSymlinks(name string) (string, error)
	Open(name string) (io.ReadCloser, error)
}

// osFS is the real file system.
type osFS struct{}

func (osFS) Stat(name string) (fs.FileInfo, error)      { return os.Stat(name) }
func (osFS) Lstat(name string) (fs.FileInfo, error)     { return os.Lstat(name) }
func (osFS) ReadDir(name string) ([]fs.DirEntry, error) { return os.ReadDir(name) }
func (osFS) EvalSymlinks(name string) (string, error)   { return filepath.EvalSymlinks(name) }
func (osFS) Open(name string) (io.ReadCloser, error) {
	return os.OpenFile(name, os.O_RDONLY|openFlags, 0)
}
