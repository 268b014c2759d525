package server

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
)

// The JSON-RPC 2.0 layer of the Language Server Protocol over a byte
// stream: each message is a header block (Content-Length) and a JSON body.

// maxMessage bounds one message's body (a 10 MiB file sent in full, and
// its JSON escaping).
const maxMessage = 64 << 20

type message struct {
	JSONRPC string           `json:"jsonrpc"`
	ID      *json.RawMessage `json:"id,omitempty"`
	Method  string           `json:"method,omitempty"`
	Params  json.RawMessage  `json:"params,omitempty"`
	Result  any              `json:"result,omitempty"`
	Error   *rpcError        `json:"error,omitempty"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// JSON-RPC and LSP error codes.
const (
	codeParseError     = -32700
	codeInvalidRequest = -32600
	codeMethodNotFound = -32601
	codeInvalidParams  = -32602
	codeNotInitialized = -32002
)

// conn reads and writes messages; writes are serialised.
type conn struct {
	r  *bufio.Reader
	mu sync.Mutex
	w  io.Writer
}

func newConn(r io.Reader, w io.Writer) *conn {
	return &conn{r: bufio.NewReaderSize(r, 64<<10), w: w}
}

// frameError is a message the stream holds but that cannot be read (a
// header without a valid Content-Length). The connection goes on: the
// reader skips to the next Content-Length header.
type frameError struct{ msg string }

func (e *frameError) Error() string { return e.msg }

// read returns the next message; io.EOF when the stream ends, a
// *frameError for a message that was skipped, any other error when the
// stream itself failed. Bytes that are not a header before the next
// Content-Length (the body of a message whose length was unreadable) are
// skipped.
func (c *conn) read() (*message, error) {
	length, found := "", false
	for lines := 0; ; lines++ {
		line, err := c.r.ReadString('\n')
		if err != nil {
			if errors.Is(err, io.EOF) && (lines == 0 && line == "" || !found) {
				return nil, io.EOF
			}
			return nil, fmt.Errorf("reading a message header: %w", err)
		}
		line = strings.TrimRight(line, "\r\n")
		if !found {
			// Resynchronise: a header may follow the rest of a skipped body
			// on the same line.
			i := indexFold(line, "content-length:")
			if i < 0 {
				continue
			}
			line = line[i:]
		}
		if line == "" {
			break
		}
		if len(line) > 4096 {
			return nil, &frameError{"message header too long"}
		}
		if k, v, ok := strings.Cut(line, ":"); ok && strings.EqualFold(strings.TrimSpace(k), "Content-Length") {
			length, found = strings.TrimSpace(v), true
		}
	}
	n, err := strconv.Atoi(length)
	if err != nil || n < 0 || n > maxMessage {
		return nil, &frameError{fmt.Sprintf("bad Content-Length %q", length)}
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(c.r, body); err != nil {
		return nil, fmt.Errorf("reading a message body: %w", err)
	}
	var m message
	if err := json.Unmarshal(body, &m); err != nil {
		return &message{Error: &rpcError{Code: codeParseError, Message: err.Error()}}, nil
	}
	return &m, nil
}

// indexFold is strings.Index, ignoring ASCII case; sub is lower case.
func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

// write sends one message.
func (c *conn) write(m *message) error {
	m.JSONRPC = "2.0"
	body, err := json.Marshal(m)
	if err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, err := fmt.Fprintf(c.w, "Content-Length: %d\r\n\r\n", len(body)); err != nil {
		return err
	}
	_, err = c.w.Write(body)
	return err
}

func (c *conn) reply(id *json.RawMessage, result any) error {
	if result == nil {
		result = json.RawMessage("null")
	}
	return c.write(&message{ID: id, Result: result})
}

// replyError answers a request with an error. A response always has an
// id: null when the request's could not be read (JSON-RPC 2.0, section 5).
func (c *conn) replyError(id *json.RawMessage, code int, msg string) error {
	if id == nil {
		null := json.RawMessage("null")
		id = &null
	}
	return c.write(&message{ID: id, Error: &rpcError{Code: code, Message: msg}})
}

// request sends a request of the server's own to the client; its
// response is read by the loop and ignored.
func (c *conn) request(id int, method string, params any) error {
	b, err := json.Marshal(params)
	if err != nil {
		return err
	}
	raw := json.RawMessage(strconv.Itoa(id))
	return c.write(&message{ID: &raw, Method: method, Params: b})
}

func (c *conn) notify(method string, params any) error {
	b, err := json.Marshal(params)
	if err != nil {
		return err
	}
	return c.write(&message{Method: method, Params: b})
}
