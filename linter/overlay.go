package linter

import (
	"bytes"
	"io"
	"io/fs"
	"path/filepath"
	"time"
)

// overlayFS is a file system in which some files have the content given
// (an editor's unsaved buffer, read from standard input with
// --stdin-filename) instead of, or in addition to, what is on disk. Every
// other file is read from base.
type overlayFS struct {
	base  walkFS
	files map[string][]byte // cleaned absolute OS path -> content
}

func newOverlayFS(base walkFS, files map[string][]byte) walkFS {
	if len(files) == 0 {
		return base
	}
	clean := make(map[string][]byte, len(files))
	for p, b := range files {
		clean[filepath.Clean(p)] = b
	}
	return overlayFS{base: base, files: clean}
}

func (o overlayFS) Stat(name string) (fs.FileInfo, error) {
	if b, ok := o.files[filepath.Clean(name)]; ok {
		return overlayInfo{name: filepath.Base(name), size: int64(len(b))}, nil
	}
	return o.base.Stat(name)
}

func (o overlayFS) Lstat(name string) (fs.FileInfo, error) {
	if b, ok := o.files[filepath.Clean(name)]; ok {
		return overlayInfo{name: filepath.Base(name), size: int64(len(b))}, nil
	}
	return o.base.Lstat(name)
}

// ReadDir lists the directory on disk and the overlay files in it that
// are not there yet (a new, unsaved file).
func (o overlayFS) ReadDir(name string) ([]fs.DirEntry, error) {
	entries, err := o.base.ReadDir(name)
	dir := filepath.Clean(name)
	var extra []fs.DirEntry
	for p, b := range o.files {
		if filepath.Dir(p) != dir {
			continue
		}
		found := false
		for _, e := range entries {
			if e.Name() == filepath.Base(p) {
				found = true
			}
		}
		if !found {
			extra = append(extra, fs.FileInfoToDirEntry(overlayInfo{name: filepath.Base(p), size: int64(len(b))}))
		}
	}
	if err != nil && len(extra) == 0 {
		return nil, err
	}
	return append(entries, extra...), nil
}

func (o overlayFS) EvalSymlinks(name string) (string, error) {
	if _, ok := o.files[filepath.Clean(name)]; ok {
		if real, err := o.base.EvalSymlinks(name); err == nil {
			return real, nil
		}
		// Not on disk: its directory's real path.
		dir, err := o.base.EvalSymlinks(filepath.Dir(name))
		if err != nil {
			return name, nil
		}
		return filepath.Join(dir, filepath.Base(name)), nil
	}
	return o.base.EvalSymlinks(name)
}

func (o overlayFS) Open(name string) (io.ReadCloser, error) {
	if b, ok := o.files[filepath.Clean(name)]; ok {
		return io.NopCloser(bytes.NewReader(b)), nil
	}
	return o.base.Open(name)
}

// overlayInfo describes an overlay file: a regular file of its content's size.
type overlayInfo struct {
	name string
	size int64
}

func (i overlayInfo) Name() string       { return i.name }
func (i overlayInfo) Size() int64        { return i.size }
func (i overlayInfo) Mode() fs.FileMode  { return 0o644 }
func (i overlayInfo) ModTime() time.Time { return time.Time{} }
func (i overlayInfo) IsDir() bool        { return false }
func (i overlayInfo) Sys() any           { return nil }
