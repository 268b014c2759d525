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

// TestServerParseCacheSetting checks --parse-cache-mb: a bound is taken
// (the server runs with it), none below 1 MB is, and --help tells of it
// with its default.
func TestServerParseCacheSetting(t *testing.T) {
	frame := func(body string) string { return fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body) }
	root := t.TempDir()
	session := frame(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"file://`+root+`","capabilities":{}}}`) +
		frame(`{"jsonrpc":"2.0","id":2,"method":"shutdown"}`) + frame(`{"jsonrpc":"2.0","method":"exit"}`)
	var out, errOut strings.Builder
	if code := run([]string{"server", "--parse-cache-mb", "64"}, strings.NewReader(session), &out, &errOut); code != 0 {
		t.Errorf("--parse-cache-mb 64: exit status %d, want 0\n%s", code, errOut.String())
	}
	errOut.Reset()
	if code := run([]string{"server", "--parse-cache-mb", "0"}, strings.NewReader(session), &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "--parse-cache-mb 0") {
		t.Errorf("--parse-cache-mb 0: exit status %d, want 2 with a message; stderr: %s", code, errOut.String())
	}
	out.Reset()
	if code := run([]string{"server", "--help"}, strings.NewReader(""), &out, &errOut); code != 0 || !strings.Contains(out.String(), "parse-cache-mb") || !strings.Contains(out.String(), "256") {
		t.Errorf("server --help: exit status %d, and it should tell of --parse-cache-mb and its default 256:\n%s", code, out.String())
	}
}
