//go:build unix

package linter

import (
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestReadFileNamedPipe: a named pipe is reported, not read, and opening
// it does not wait for a writer.
func TestReadFileNamedPipe(t *testing.T) {
	p := filepath.Join(t.TempDir(), "pipe.sql")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	done := make(chan error, 2)
	go func() {
		_, err := readFile(osFS{}, p, DefaultMaxFileSize, nil)
		done <- err
		_, err = readThroughFS(denyFS{}, p, DefaultMaxFileSize, nil)
		done <- err
	}()
	for i := 0; i < 2; i++ {
		select {
		case err := <-done:
			if err == nil || err.Error() != "not a regular file (named pipe): not read" {
				t.Fatalf("read %d: error %v", i, err)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("reading a named pipe blocked")
		}
	}
}
