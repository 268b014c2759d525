//go:build unix

package linter

import (
	"errors"
	"io"
	"io/fs"
	"syscall"
)

// openFlags are added to O_RDONLY when a file is opened for reading.
// O_NONBLOCK spares os.OpenFile its attempt to register the file with the
// runtime poller: for a regular file that is two fcntl, an epoll_ctl that
// fails and two fcntl to undo them, five system calls per file. Reads of
// regular files never block either way.
const openFlags = syscall.O_NONBLOCK

// readOSFile reads a file of the real file system with four system calls:
// open, fstat, read, close. Through os it took six: a Stat by path before
// opening (so as not to open a named pipe), the poller's epoll_ctl, which
// fails for a regular file, and a second read to see EOF. Here the open
// cannot block (O_NONBLOCK: a named pipe opens at once) and fstat tells
// the file's type and size.
func readOSFile(name string, maxSize int64, scratch *[]byte) ([]byte, error) {
	fd, err := retryEINTR(func() (int, error) {
		return syscall.Open(name, syscall.O_RDONLY|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
	})
	if err != nil {
		return nil, errors.New(err.Error())
	}
	defer syscall.Close(fd)
	var st syscall.Stat_t
	if _, err := retryEINTR(func() (int, error) { return 0, syscall.Fstat(fd, &st) }); err != nil {
		return nil, errors.New(err.Error())
	}
	if kind := uint32(st.Mode) & syscall.S_IFMT; kind != syscall.S_IFREG { //nolint:unconvert // st.Mode is a uint16 on darwin and some BSDs
		return nil, notRegular(fileType(modeType(kind)))
	}
	return readOpened(fdReader(fd), st.Size, maxSize, scratch)
}

// fdReader reads a file descriptor without the runtime poller.
type fdReader int

func (fd fdReader) Read(p []byte) (int, error) {
	n, err := retryEINTR(func() (int, error) { return syscall.Read(int(fd), p) })
	switch {
	case err != nil:
		return 0, err
	case n == 0 && len(p) > 0:
		return 0, io.EOF
	}
	return n, nil
}

func retryEINTR(call func() (int, error)) (int, error) {
	for {
		n, err := call()
		if !errors.Is(err, syscall.EINTR) {
			return n, err
		}
	}
}

// modeType is the fs.FileMode type bits of a stat mode's S_IFMT bits.
func modeType(kind uint32) fs.FileMode {
	switch kind {
	case syscall.S_IFIFO:
		return fs.ModeNamedPipe
	case syscall.S_IFSOCK:
		return fs.ModeSocket
	case syscall.S_IFCHR:
		return fs.ModeDevice | fs.ModeCharDevice
	case syscall.S_IFBLK:
		return fs.ModeDevice
	case syscall.S_IFDIR:
		return fs.ModeDir
	case syscall.S_IFLNK:
		return fs.ModeSymlink
	}
	return fs.ModeIrregular
}
