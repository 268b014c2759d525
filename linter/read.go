package linter

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
)

// errTooLarge marks a file over the size limit.
var errTooLarge = errors.New("larger than the size limit")

// tooLargeHead is how much of an oversized file is returned with
// errTooLarge: enough for oversizedWorthReporting to look at its first lines.
const tooLargeHead = 64 << 10

// maxScratch is the largest read buffer a parse worker keeps for the next
// file. Most files a run reads are dropped once read (Python that names no
// Flink API, JSON and YAML that no reader recognizes), so reading them into
// one buffer instead of a new one each saves most of the reading's
// allocation (bench/README.md).
const maxScratch = 1 << 20

// readLimited reads at most maxSize bytes of a regular file into a buffer
// of its own. For a larger file it returns errTooLarge (wrapped) and the
// first bytes.
func readLimited(fsys walkFS, name string, maxSize int64) ([]byte, error) {
	return readFile(fsys, name, maxSize, nil)
}

// readFile is readLimited reading into *scratch when scratch is not nil:
// the bytes returned may then be *scratch's, valid until the next read
// into it. A buffer readFile allocates for a file of up to maxScratch
// bytes becomes the new *scratch.
func readFile(fsys walkFS, name string, maxSize int64, scratch *[]byte) ([]byte, error) {
	switch f := fsys.(type) {
	case osFS:
		return readOSFile(name, maxSize, scratch)
	case overlayFS:
		if _, ok := f.files[filepath.Clean(name)]; !ok {
			return readFile(f.base, name, maxSize, scratch)
		}
	}
	return readThroughFS(fsys, name, maxSize, scratch)
}

// readThroughFS reads through walkFS's Stat and Open: the overlay's
// buffers, and the file systems of tests.
func readThroughFS(fsys walkFS, name string, maxSize int64, scratch *[]byte) ([]byte, error) {
	info, err := fsys.Stat(name)
	if err != nil {
		return nil, errors.New(errText(err))
	}
	if !info.Mode().IsRegular() {
		// Opening a named pipe would block.
		return nil, notRegular(fileType(info.Mode()))
	}
	fh, err := fsys.Open(name)
	if err != nil {
		return nil, errors.New(errText(err))
	}
	defer fh.Close()
	return readOpened(fh, info.Size(), maxSize, scratch)
}

// readOpened reads an opened regular file whose Stat size is size. Of a
// file over maxSize it reads only the first bytes, for errTooLarge.
func readOpened(r io.Reader, size, maxSize int64, scratch *[]byte) ([]byte, error) {
	if size > maxSize {
		head := make([]byte, min(maxSize+1, tooLargeHead))
		n, _ := io.ReadFull(r, head)
		return tooLarge(head[:n], maxSize)
	}
	src, err := readAllInto(io.LimitReader(r, maxSize+1), sizedBuffer(size, scratch), size)
	if err != nil {
		return nil, errors.New(errText(err))
	}
	keepScratch(src, scratch)
	return checkSize(src, maxSize)
}

func notRegular(kind string) error {
	return fmt.Errorf("not a regular file (%s): not read", kind)
}

// checkSize turns a read past maxSize into errTooLarge with the file's
// first bytes.
func checkSize(src []byte, maxSize int64) ([]byte, error) {
	if int64(len(src)) > maxSize {
		return tooLarge(src, maxSize)
	}
	return src, nil
}

// tooLarge is errTooLarge with the first bytes of src.
func tooLarge(src []byte, maxSize int64) ([]byte, error) {
	return src[:min(len(src), tooLargeHead)], fmt.Errorf("%w of %d bytes (--max-file-size): not parsed", errTooLarge, maxSize)
}

// sizedBuffer is an empty buffer for a file of size bytes (from Stat):
// *scratch when it is large enough, else a new one. The extra byte lets a
// read reach EOF without growing it.
//
// A scratch buffer too small for a file that keepScratch would keep grows
// to at least twice its size (up to maxScratch): grown to each larger file's
// size, one file after the other, it was re-allocated (and zeroed) dozens
// of times per worker on figure A's tree, 27 MB a run.
func sizedBuffer(size int64, scratch *[]byte) []byte {
	need := max(size, 0) + 1
	if scratch != nil && int64(cap(*scratch)) >= need {
		return (*scratch)[:0]
	}
	if scratch != nil && need <= maxScratch {
		return make([]byte, 0, max(need, min(2*int64(cap(*scratch)), maxScratch)))
	}
	return make([]byte, 0, need)
}

// keepScratch makes buf the worker's scratch buffer when it is larger than
// the one it has and no larger than maxScratch.
func keepScratch(buf []byte, scratch *[]byte) {
	if scratch != nil && cap(buf) > cap(*scratch) && cap(buf) <= maxScratch {
		*scratch = buf[:0]
	}
}

// readAllInto is io.ReadAll into b, which is sized from the file's Stat
// size: one allocation and one read per file, where io.ReadAll grows from
// 512 bytes by doubling. Reading stops once size bytes are in (the read
// that would only see EOF is spared); with size 0 (unknown, as for files
// of /proc) it reads to EOF. The buffer grows if the file did since Stat.
func readAllInto(r io.Reader, b []byte, size int64) ([]byte, error) {
	for {
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF || size > 0 && int64(len(b)) >= size {
			return b, nil
		}
		if err != nil {
			return b, err
		}
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
	}
}
