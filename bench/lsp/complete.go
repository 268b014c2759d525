//go:build flinklintbench

package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// A completion step: an edit of the job file as a keystroke makes it (the
// editor closed the quote), then a completion request at the cursor, sent
// right after the didChange as editors send it. The steps cycle through
// three places of bench/gen's Kinesis-to-S3 job: an option key of the
// source table, the value of the sink's 'auto-compaction', a column of the
// INSERT's select list.
type completionStep struct {
	name string
	// anchor is replaced by the text before the cursor, typed k bytes of
	// word long, and after.
	anchor, before, word, after string
}

var completionSteps = []completionStep{
	{"option key", "'format' = 'json',\n", "'format' = 'json',\n            '", "scan.stream.initpos", "',\n"},
	{"option value", "'auto-compaction' = 'true'", "'auto-compaction' = '", "false", "'"},
	{"column", "SELECT order_id,", "SELECT ", "customer_id", ", order_id,"},
}

// completions runs edits completion steps on the file and reports the
// time from each request to its response, per place and over all.
func completions(orig, uri string, edits int, pause time.Duration, frames <-chan frame, send func(int, string, any) error) error {
	for _, st := range completionSteps {
		if !strings.Contains(orig, st.anchor) {
			return fmt.Errorf("the file has no %q: not a bench/gen Kinesis-to-S3 job", st.anchor)
		}
	}
	var all []time.Duration
	byStep := map[string][]time.Duration{}
	var items []int
	id := 100
	cpu0 := cpuTime()
	for i := 1; i <= edits; i++ {
		st := completionSteps[(i-1)%len(completionSteps)]
		k := 1 + (i-1)/len(completionSteps)%len(st.word)
		typed := st.before + st.word[:k]
		text := strings.Replace(orig, st.anchor, typed+st.after, 1)
		cursor := strings.Index(orig, st.anchor) + len(typed)
		line := strings.Count(text[:cursor], "\n")
		col := cursor - (strings.LastIndexByte(text[:cursor], '\n') + 1) // ASCII: bytes are UTF-16 units
		time.Sleep(pause)
		if err := send(0, "textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": uri, "version": i + 1},
			"contentChanges": []map[string]any{{"text": text}}}); err != nil {
			return err
		}
		id++
		sent := time.Now()
		if err := send(id, "textDocument/completion", map[string]any{"textDocument": map[string]any{"uri": uri},
			"position": map[string]any{"line": line, "character": col}}); err != nil {
			return err
		}
		f, err := response(frames, strconv.Itoa(id))
		if err != nil {
			return fmt.Errorf("step %d (%s): %w", i, st.name, err)
		}
		if f.items == 0 {
			return fmt.Errorf("step %d (%s, %q typed): no completion items", i, st.name, st.word[:k])
		}
		d := f.at.Sub(sent)
		all, byStep[st.name], items = append(all, d), append(byStep[st.name], d), append(items, f.items)
	}
	cpu := (cpuTime() - cpu0) / time.Duration(edits)
	fmt.Printf("%d completions: request -> response p50 %v p90 %v p99 %v max %v; items median %d; CPU per step (edit and completion) %v\n",
		len(all), pct(all, 50), pct(all, 90), pct(all, 99), pct(all, 100), medianInt(items), cpu.Round(time.Millisecond))
	for _, st := range completionSteps {
		if ds := byStep[st.name]; len(ds) > 0 {
			fmt.Printf("  %s: p50 %v p99 %v (%d)\n", st.name, pct(ds, 50), pct(ds, 99), len(ds))
		}
	}
	return nil
}
