//go:build linux && cgo

package main

import (
	"os"
	"syscall"
	"unsafe"
)

// ttyWidth asks the terminal for its width (TIOCGWINSZ); 0 when it cannot.
func ttyWidth(f *os.File) int {
	var ws struct{ row, col, x, y uint16 }
	if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), syscall.TIOCGWINSZ, uintptr(unsafe.Pointer(&ws))); errno != 0 {
		return 0
	}
	return int(ws.col)
}
