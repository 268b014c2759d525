//go:build cgo

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"unsafe"
)

// openPTY opens a pseudo-terminal and returns its terminal side, so the
// colour decision is tested against a real TTY.
func openPTY(t *testing.T) *os.File {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals here: %v", err)
	}
	t.Cleanup(func() { master.Close() })
	var unlock int32
	if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, master.Fd(), syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); errno != 0 {
		t.Skipf("unlockpt: %v", errno)
	}
	var n uint32
	if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, master.Fd(), syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); errno != 0 {
		t.Skipf("ptsname: %v", errno)
	}
	tty, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("open terminal side: %v", err)
	}
	t.Cleanup(func() { tty.Close() })
	// Drain what is written so a long report never blocks.
	go func() {
		buf := make([]byte, 4096)
		for {
			if _, err := master.Read(buf); err != nil {
				return
			}
		}
	}()
	return tty
}

func TestColorOnlyOnATerminalWithoutNoColor(t *testing.T) {
	tty := openPTY(t)
	t.Setenv("NO_COLOR", "")
	if !colorTerminal(tty) {
		t.Error("a terminal without NO_COLOR gets no colour")
	}
	t.Setenv("NO_COLOR", "1")
	if colorTerminal(tty) {
		t.Error("NO_COLOR=1 on a terminal still colours")
	}
	plain, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	t.Setenv("NO_COLOR", "")
	if colorTerminal(plain) {
		t.Error("a regular file is coloured")
	}
	// The coloured text report really has escapes; the page of explain too.
	if got := renderMarkdown("# T\n`x`", true); !strings.Contains(got, ansiBold) || !strings.Contains(got, ansiCode) {
		t.Errorf("coloured rendering: %q", got)
	}
}
