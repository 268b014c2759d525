//go:build cgo

package main

import (
	"fmt"
	"strings"
	"testing"
)

// TestServerExitStatus checks the exit status the LSP asks for: 0 after
// shutdown then exit, 1 after an exit without shutdown.
func TestServerExitStatus(t *testing.T) {
	frame := func(body string) string { return fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body) }
	root := t.TempDir()
	initialize := frame(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"file://` + root + `","capabilities":{}}}`)
	shutdown := frame(`{"jsonrpc":"2.0","id":2,"method":"shutdown"}`)
	exit := frame(`{"jsonrpc":"2.0","method":"exit"}`)
	for _, tt := range []struct {
		name, input string
		want        int
	}{
		{"shutdown then exit", initialize + shutdown + exit, 0},
		{"exit without shutdown", initialize + exit, 1},
	} {
		var out, errOut strings.Builder
		if code := run([]string{"server"}, strings.NewReader(tt.input), &out, &errOut); code != tt.want {
			t.Errorf("%s: exit status %d, want %d\n%s", tt.name, code, tt.want, errOut.String())
		}
	}
}
