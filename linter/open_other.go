//go:build !unix

package linter

// openFlags are added to O_RDONLY when a file is opened for reading.
const openFlags = 0
