//go:build flinklintbench

// Command lsp measures `flinklint server` as an editor sees it: it runs
// the server (server.Serve, what `flinklint server` runs) on a pair of OS
// pipes, as its stdin and stdout, speaks LSP to it, opens one job or
// deployment file of a workspace (a tree made by bench/gen) and sends
// edits to it, and
// reports, per edit, the time from the didChange to the publishDiagnostics
// of that file and the publishDiagnostics messages and bytes the edit
// caused (issue 33). Then, with -requests N, it sends N hover and N go to
// definition requests at the file's table names and option keys, one at a
// time, and reports the time from each request to its response (issue 45).
//
//	go run -tags flinklintbench ./bench/lsp -root TREE -file services/.../app.py [-requests 200]
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/flinklint/flinklint/server"
)

func main() {
	root := flag.String("root", "", "the workspace (a tree made by bench/gen)")
	file := flag.String("file", "", "the job file to edit, relative to -root")
	edits := flag.Int("edits", 30, "number of edits")
	mode := flag.String("mode", "keystroke", "keystroke: type into a comment (diagnostics unchanged); toggle: flip 'auto-compaction' true/false (FL001 comes and goes); autoscale: flip an operator deployment's job.autoscaler.enabled (its job's FL001 comes and goes); complete: type an option key, an option value or a column and ask for completions (complete.go)")
	quiet := flag.Duration("quiet", 300*time.Millisecond, "an edit's messages are over when the server is silent this long")
	pause := flag.Duration("pause", 100*time.Millisecond, "pause between edits")
	watch := flag.Bool("watch", true, "say the client watches files for the server (didChangeWatchedFiles with dynamicRegistration), as VS Code and Neovim do")
	requests := flag.Int("requests", 0, "after the edits, send this many hover and this many definition requests at the file's table names and option keys")
	flag.Parse()
	if *root == "" || *file == "" {
		fmt.Fprintln(os.Stderr, "lsp: -root and -file are required")
		os.Exit(2)
	}
	if err := run(*root, *file, *edits, *mode, *quiet, *pause, *watch, *requests); err != nil {
		fmt.Fprintln(os.Stderr, "lsp:", err)
		os.Exit(1)
	}
}

// frame is one message from the server: its method (of a notification),
// the URI of a publishDiagnostics, its size on the wire and arrival time.
type frame struct {
	method string
	uri    string
	bytes  int
	at     time.Time
	// id is a response's id; empty is set when its result is null or [].
	id    string
	empty bool
	// items is the number of items of a completion list.
	items int
}

func run(root, file string, edits int, mode string, quiet, pause time.Duration, watch bool, requests int) error {
	root, err := filepath.Abs(root)
	if err != nil {
		return err
	}
	path := filepath.Join(root, filepath.FromSlash(file))
	orig, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	serverIn, stdin, err := os.Pipe()
	if err != nil {
		return err
	}
	stdout, serverOut, err := os.Pipe()
	if err != nil {
		return err
	}
	served := make(chan error, 1)
	go func() {
		served <- server.Serve(serverIn, serverOut, server.Options{Log: os.Stderr})
		serverOut.Close()
	}()
	var writing sync.Mutex
	write := func(m map[string]any) error {
		b, err := json.Marshal(m)
		if err != nil {
			return err
		}
		writing.Lock()
		defer writing.Unlock()
		_, err = fmt.Fprintf(stdin, "Content-Length: %d\r\n\r\n%s", len(b), b)
		return err
	}
	send := func(id int, method string, params any) error {
		m := map[string]any{"jsonrpc": "2.0", "method": method, "params": params}
		if id > 0 {
			m["id"] = id
		}
		return write(m)
	}
	// The server's requests (the file watchers' registration) are
	// accepted, as an editor does.
	accept := func(id json.RawMessage) { _ = write(map[string]any{"jsonrpc": "2.0", "id": id, "result": nil}) }
	frames := make(chan frame, 1<<16)
	go readFrames(bufio.NewReaderSize(stdout, 1<<20), frames, accept)
	uri := fileURI(path)
	start := time.Now()
	caps := map[string]any{}
	if watch {
		caps["workspace"] = map[string]any{"didChangeWatchedFiles": map[string]any{"dynamicRegistration": true}}
	}
	if err := send(1, "initialize", map[string]any{"rootUri": fileURI(root), "capabilities": caps}); err != nil {
		return err
	}
	if err := send(0, "initialized", map[string]any{}); err != nil {
		return err
	}
	if err := send(0, "textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "python", "version": 1, "text": string(orig)}}); err != nil {
		return err
	}
	open, err := settle(frames, uri, quiet)
	if err != nil {
		return fmt.Errorf("open: %w", err)
	}
	fmt.Printf("open: %v to the file's diagnostics, %d publishDiagnostics, %d bytes\n",
		open.latency(start).Round(time.Millisecond), open.messages, open.bytes)

	if mode == "complete" {
		err := completions(string(orig), uri, edits, pause, frames, send)
		_ = send(2, "shutdown", nil)
		_ = send(0, "exit", nil)
		if serr := <-served; err == nil {
			err = serr
		}
		return err
	}
	var lat []time.Duration
	var msgs, byts []int
	cpu0 := cpuTime()
	for i := 1; i <= edits; i++ {
		text := edited(string(orig), mode, i)
		time.Sleep(pause)
		sent := time.Now()
		if err := send(0, "textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": uri, "version": i + 1},
			"contentChanges": []map[string]any{{"text": text}}}); err != nil {
			return err
		}
		r, err := settle(frames, uri, quiet)
		if err != nil {
			return fmt.Errorf("edit %d: %w", i, err)
		}
		lat, msgs, byts = append(lat, r.latency(sent)), append(msgs, r.messages), append(byts, r.bytes)
		if r.position != 0 {
			fmt.Fprintf(os.Stderr, "edit %d: the edited file came %d of %d\n", i, r.position+1, r.messages)
		}
	}
	cpu := (cpuTime() - cpu0) / time.Duration(max(edits, 1))
	if edits > 0 {
		fmt.Printf("%d edits (%s): edit -> diagnostics p50 %v p90 %v p99 %v max %v; per edit: CPU %v, publishDiagnostics median %d (max %d), bytes median %d (max %d)\n",
			edits, mode, pct(lat, 50), pct(lat, 90), pct(lat, 99), pct(lat, 100), cpu.Round(time.Millisecond),
			medianInt(msgs), maxInt(msgs), medianInt(byts), maxInt(byts))
	}
	if requests > 0 {
		text := edited(string(orig), mode, edits)
		if err := measureRequests(send, frames, uri, text, requests); err != nil {
			return err
		}
	}
	_ = send(2, "shutdown", nil)
	_ = send(0, "exit", nil)
	if err := <-served; err != nil {
		return err
	}
	_ = stdin.Close()
	return nil
}

// targets are the places of a job's text a user hovers and jumps from:
// the table names its INSERT INTO and FROM name, and its option keys.
func targets(text string) []position {
	var out []position
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		for _, kw := range []string{"INSERT INTO ", "FROM ", "JOIN "} {
			if j := strings.Index(l, kw); j >= 0 && j+len(kw) < len(l) {
				out = append(out, position{Line: i, Character: utf16Col(l[:j+len(kw)]) + 1})
			}
		}
		if j := strings.Index(l, "' = '"); j >= 0 {
			if k := strings.LastIndex(l[:j], "'"); k >= 0 {
				out = append(out, position{Line: i, Character: utf16Col(l[:k]) + 2})
			}
		}
	}
	return out
}

type position struct {
	Line      int `json:"line"`
	Character int `json:"character"`
}

func utf16Col(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r >= 0x10000 {
			n++
		}
	}
	return n
}

// measureRequests sends n hovers and n definitions, one at a time, at the
// text's targets, and reports their latencies.
func measureRequests(send func(int, string, any) error, frames <-chan frame, uri, text string, n int) error {
	at := targets(text)
	if len(at) == 0 {
		return errors.New("no table name or option key in the file to ask about")
	}
	for _, method := range []string{"textDocument/hover", "textDocument/definition"} {
		var lat []time.Duration
		answered := 0
		cpu0 := cpuTime()
		for i := 0; i < n; i++ {
			id := 1000 + i
			if method == "textDocument/definition" {
				id += n
			}
			sent := time.Now()
			if err := send(id, method, map[string]any{"textDocument": map[string]any{"uri": uri}, "position": at[i%len(at)]}); err != nil {
				return err
			}
			f, err := response(frames, strconv.Itoa(id))
			if err != nil {
				return fmt.Errorf("%s: %w", method, err)
			}
			lat = append(lat, f.at.Sub(sent))
			if !f.empty {
				answered++
			}
		}
		cpu := (cpuTime() - cpu0) / time.Duration(n)
		fmt.Printf("%d %s requests at %d places (%d answered): p50 %v p90 %v p99 %v max %v; CPU per request %v\n",
			n, strings.TrimPrefix(method, "textDocument/"), len(at), answered, pct(lat, 50), pct(lat, 90), pct(lat, 99), pct(lat, 100),
			cpu.Round(10*time.Microsecond))
	}
	return nil
}

// response waits for the response of the given id.
func response(frames <-chan frame, id string) (frame, error) {
	deadline := time.After(time.Minute)
	for {
		select {
		case f, ok := <-frames:
			if !ok {
				return f, errors.New("the server closed its output")
			}
			if f.method == "" && f.id == id {
				return f, nil
			}
		case <-deadline:
			return frame{}, fmt.Errorf("no response to request %s in a minute", id)
		}
	}
}

// edited is the text of edit i: a comment typed a character longer (a
// Python or YAML file), the FL001 option flipped, or a deployment's
// autoscaler.
func edited(orig, mode string, i int) string {
	switch mode {
	case "toggle":
		if i%2 == 1 {
			return strings.Replace(orig, "'auto-compaction' = 'true'", "'auto-compaction' = 'false'", 1)
		}
		return orig
	case "autoscale":
		if i%2 == 1 {
			return strings.Replace(orig, `job.autoscaler.enabled: "true"`, `job.autoscaler.enabled: "false"`, 1)
		}
		return orig
	default:
		return "# " + strings.Repeat("x", i) + "\n" + orig
	}
}

// settled is what one step caused: publishDiagnostics messages and bytes,
// when the edited file's arrived and in which position.
type settled struct {
	messages, bytes, position int
	fileAt                    time.Time
}

func (s settled) latency(from time.Time) time.Duration { return s.fileAt.Sub(from) }

// settle collects the server's messages until the file's diagnostics came
// and the server has been silent for quiet.
func settle(frames <-chan frame, uri string, quiet time.Duration) (settled, error) {
	var s settled
	seen := false
	deadline := time.After(2 * time.Minute)
	for {
		var timeout <-chan time.Time
		if seen {
			timeout = time.After(quiet)
		}
		select {
		case f, ok := <-frames:
			if !ok {
				return s, errors.New("the server closed its output")
			}
			if f.method != "textDocument/publishDiagnostics" {
				continue
			}
			if f.uri == uri && !seen {
				seen, s.fileAt, s.position = true, f.at, s.messages
			}
			s.messages++
			s.bytes += f.bytes
		case <-timeout:
			return s, nil
		case <-deadline:
			return s, errors.New("no diagnostics for the file in 2 minutes")
		}
	}
}

// readFrames reads LSP frames until the stream ends, answering the
// server's requests with accept.
func readFrames(r *bufio.Reader, out chan<- frame, accept func(id json.RawMessage)) {
	defer close(out)
	for {
		n := -1
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			line = strings.TrimRight(line, "\r\n")
			if line == "" {
				break
			}
			if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
				n, _ = strconv.Atoi(v)
			}
		}
		if n < 0 {
			return
		}
		body := make([]byte, n)
		if _, err := io.ReadFull(r, body); err != nil {
			return
		}
		at := time.Now()
		var m struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
			Params struct {
				URI string `json:"uri"`
			} `json:"params"`
			Result json.RawMessage `json:"result"`
		}
		_ = json.Unmarshal(body, &m)
		if m.Method != "" && m.ID != nil {
			accept(m.ID)
		}
		res := strings.TrimSpace(string(m.Result))
		out <- frame{method: m.Method, uri: m.Params.URI, bytes: n, at: at, id: string(m.ID),
			empty: res == "" || res == "null" || res == "[]", items: listItems(m.Result)}
	}
}

// cpuTime is the user and system CPU time of the process (server and
// client, the client's share being small): what an edit costs whatever
// the machine's load.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func fileURI(p string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(p)}).String()
}

func pct(ds []time.Duration, p int) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	i := (len(s)*p + 99) / 100
	return s[max(min(i, len(s))-1, 0)].Round(100 * time.Microsecond)
}

func medianInt(xs []int) int {
	s := append([]int(nil), xs...)
	sort.Ints(s)
	return s[len(s)/2]
}

func maxInt(xs []int) int {
	m := 0
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}

// listItems is the number of items of a completion list result.
func listItems(result json.RawMessage) int {
	var l struct {
		Items []json.RawMessage `json:"items"`
	}
	_ = json.Unmarshal(result, &l)
	return len(l.Items)
}
