package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

// rawServer runs a server whose input the test writes byte for byte.
type rawServer struct {
	t   *testing.T
	in  *io.PipeWriter
	out chan *message
}

func startRawServer(t *testing.T) *rawServer {
	t.Helper()
	cr, sw := io.Pipe()
	sr, cw := io.Pipe()
	rs := &rawServer{t: t, in: cw, out: make(chan *message, 100)}
	go func() {
		_ = Serve(sr, sw, Options{Debounce: 10 * time.Millisecond})
		sw.Close()
	}()
	go func() {
		c := newConn(cr, io.Discard)
		for {
			m, err := c.read()
			if err != nil {
				close(rs.out)
				return
			}
			rs.out <- m
		}
	}()
	t.Cleanup(func() { cw.Close() })
	return rs
}

func (rs *rawServer) write(s string) {
	rs.t.Helper()
	if _, err := io.WriteString(rs.in, s); err != nil {
		rs.t.Fatal(err)
	}
}

func frame(body string) string { return fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body) }

// next returns the next message the server sends that satisfies ok.
func (rs *rawServer) next(what string, ok func(*message) bool) *message {
	rs.t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		select {
		case m, open := <-rs.out:
			if !open {
				rs.t.Fatalf("the server closed the connection while waiting for %s", what)
			}
			if ok(m) {
				return m
			}
		case <-deadline:
			rs.t.Fatalf("no %s", what)
		}
	}
}

func isResponse(id string) func(*message) bool {
	return func(m *message) bool { return m.Method == "" && m.ID != nil && string(*m.ID) == id }
}

func isError(code int) func(*message) bool {
	return func(m *message) bool { return m.Method == "" && m.Error != nil && m.Error.Code == code }
}

// TestBadFramingKeepsTheServer: a header with an unreadable Content-Length
// and a body that is not JSON get parse errors; the server answers the
// requests that follow.
func TestBadFramingKeepsTheServer(t *testing.T) {
	rs := startRawServer(t)
	rs.write("Content-Length: abc\r\n\r\n" + `{"jsonrpc":"2.0","id":7,"method":"shutdown"}`)
	rs.next("a parse error for the bad header", isError(codeParseError))
	rs.write(frame(`{"jsonrpc":"2.0","id":8,`))
	rs.next("a parse error for the bad body", isError(codeParseError))
	rs.write("\r\n" + frame(`{"jsonrpc":"2.0","id":9,"method":"textDocument/hover","params":{}}`))
	m := rs.next("the response to request 9", isResponse("9"))
	if m.Error == nil || m.Error.Code != codeNotInitialized {
		t.Errorf("request 9 before initialize: got %+v, want error %d", m.Error, codeNotInitialized)
	}
}

// TestErrorResponsesHaveAnID: JSON-RPC 2.0 requires "id": null in the
// response to a request whose id could not be read.
func TestErrorResponsesHaveAnID(t *testing.T) {
	var buf bytes.Buffer
	c := newConn(strings.NewReader(""), &buf)
	if err := c.replyError(nil, codeParseError, "bad"); err != nil {
		t.Fatal(err)
	}
	_, body, _ := strings.Cut(buf.String(), "\r\n\r\n")
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(body), &raw); err != nil {
		t.Fatal(err)
	}
	if id, ok := raw["id"]; !ok || string(id) != "null" {
		t.Errorf("parse error response %s: want \"id\": null", body)
	}
}

// TestWatchedFilesRegisteredDynamically: a client that can watch files
// for the server is asked to, after initialized; one that cannot is not.
func TestWatchedFilesRegisteredDynamically(t *testing.T) {
	for _, dynamic := range []bool{true, false} {
		rs := startRawServer(t)
		root := t.TempDir()
		params := map[string]any{"rootUri": fileURI(root), "capabilities": map[string]any{
			"workspace": map[string]any{"didChangeWatchedFiles": map[string]any{"dynamicRegistration": dynamic}},
		}}
		b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": params})
		rs.write(frame(string(b)))
		rs.next("the initialize response", isResponse("1"))
		rs.write(frame(`{"jsonrpc":"2.0","method":"initialized","params":{}}`))
		rs.write(frame(`{"jsonrpc":"2.0","id":2,"method":"shutdown"}`))
		registered := false
		rs.next("the shutdown response", func(m *message) bool {
			if m.Method == "client/registerCapability" {
				registered = true
				if !strings.Contains(string(m.Params), "workspace/didChangeWatchedFiles") || !strings.Contains(string(m.Params), "**/*.yaml") {
					t.Errorf("registration %s lacks the watched files", m.Params)
				}
				// The client accepts.
				rs.write(frame(`{"jsonrpc":"2.0","id":` + string(*m.ID) + `,"result":null}`))
			}
			return isResponse("2")(m)
		})
		if registered != dynamic {
			t.Errorf("dynamicRegistration %v: registered %v", dynamic, registered)
		}
	}
}

// TestWatchingOnceTheClientAccepts: the server counts on being told of the
// changes on disk (and lints incrementally) only once the client accepted
// the registration of its file watchers.
func TestWatchingOnceTheClientAccepts(t *testing.T) {
	for _, tc := range []struct {
		answer string
		want   bool
	}{
		{`{"jsonrpc":"2.0","id":1,"result":null}`, true},
		{`{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"unhandled method client/registerCapability"}}`, false},
		{`{"jsonrpc":"2.0","id":7,"result":null}`, false},
	} {
		in := frame(tc.answer) + frame(`{"jsonrpc":"2.0","method":"exit"}`)
		s := &server{conn: newConn(strings.NewReader(in), io.Discard), opts: Options{Log: io.Discard}, docs: map[string]string{},
			published: map[string][]byte{}, edited: map[string]bool{}, lintNow: make(chan struct{}, 1)}
		_ = s.loop()
		if s.watching != tc.want {
			t.Errorf("after %s: watching %v, want %v", tc.answer, s.watching, tc.want)
		}
	}
}

// FuzzConnRead: no byte stream makes the reader panic or loop forever; a
// message it returns was framed.
func FuzzConnRead(f *testing.F) {
	f.Add([]byte(frame(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`)))
	f.Add([]byte("Content-Length: abc\r\n\r\n{}" + frame(`{"id":2}`)))
	f.Add([]byte("Content-Length: 99999999999\r\n\r\n"))
	f.Add([]byte("content-length:2\n\n{}"))
	f.Add([]byte("junk\r\nContent-Length: 2\r\n\r\n[]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c := newConn(bytes.NewReader(data), io.Discard)
		for i := 0; i <= len(data); i++ {
			_, err := c.read()
			if err == nil {
				continue
			}
			var skipped *frameError
			if errors.As(err, &skipped) {
				continue
			}
			return
		}
		t.Fatalf("%d reads of %d bytes did not end", len(data)+1, len(data))
	})
}

// FuzzDecodeParams: every parameter type the server decodes takes any
// JSON without panicking.
func FuzzDecodeParams(f *testing.F) {
	f.Add([]byte(`{"textDocument":{"uri":"file:///a.py","text":"x"},"contentChanges":[{"text":"y"}]}`))
	f.Add([]byte(`{"rootUri":"file:///w","capabilities":{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}}}`))
	f.Add([]byte(`{"textDocument":{"uri":"file:///a.py"},"range":{"start":{"line":-1,"character":1e9}},"context":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, p := range []any{&initializeParams{}, &didOpenParams{}, &didChangeParams{}, &didSaveParams{},
			&didCloseParams{}, &codeActionParams{}, &textDocumentPositionParams{}} {
			_ = json.Unmarshal(data, p)
		}
		var m message
		_ = json.Unmarshal(data, &m)
		s := &server{docs: map[string]string{}, published: map[string][]byte{}, edited: map[string]bool{}}
		var cp codeActionParams
		if json.Unmarshal(data, &cp) == nil {
			_ = s.codeActions(cp)
		}
		var hp textDocumentPositionParams
		if json.Unmarshal(data, &hp) == nil {
			_ = s.hover(hp)
		}
	})
}
