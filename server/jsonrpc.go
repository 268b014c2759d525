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

// read returns the next message; io.EOF when the stream ends.
func (c *conn) read() (*message, error) {
	length := ""
	for lines := 0; ; lines++ {
		line, err := c.r.ReadString('\n')
		if err != nil {
			if errors.Is(err, io.EOF) && line == "" && lines == 0 {
				return nil, io.EOF
			}
			return nil, fmt.Errorf("reading a message header: %w", err)
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			break
		}
		if lines > 100 || len(line) > 4096 {
			return nil, errors.New("message header too long")
		}
		if k, v, ok := strings.Cut(line, ":"); ok && strings.EqualFold(strings.TrimSpace(k), "Content-Length") {
			length = strings.TrimSpace(v)
		}
	}
	n, err := strconv.Atoi(length)
	if err != nil || n < 0 || n > maxMessage {
		return nil, fmt.Errorf("bad Content-Length %q", length)
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

func (c *conn) replyError(id *json.RawMessage, code int, msg string) error {
	return c.write(&message{ID: id, Error: &rpcError{Code: code, Message: msg}})
}

func (c *conn) notify(method string, params any) error {
	b, err := json.Marshal(params)
	if err != nil {
		return err
	}
	return c.write(&message{Method: method, Params: b})
}
