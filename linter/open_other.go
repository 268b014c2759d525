//go:build !unix

package linter

// openFlags are added to O_RDONLY when a file is opened for reading.
const openFlags = 0

// readOSFile reads a file of the real file system. Off unix it goes
// through os: Stat first, since opening a named pipe could block.
func readOSFile(name string, maxSize int64, scratch *[]byte) ([]byte, error) {
	return readThroughFS(osFS{}, name, maxSize, scratch)
}
