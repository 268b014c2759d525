package langsvc

import (
	"reflect"
	"testing"
)

func TestConfigCursor(t *testing.T) {
	cases := []struct {
		name, file, src string
		path            []string
		key, prefix     string
		onKey           bool
		block           string
		siblings        []string
	}{
		{name: "operator key being typed", file: "deploy.yaml",
			src:  "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nspec:\n  flinkConfiguration:\n    taskmanager.numberOfTaskSlots: \"2\"\n    state.back‸\n  serviceAccount: flink\n",
			path: []string{"spec", "flinkConfiguration"}, key: "state.back", prefix: "state.back", onKey: true,
			siblings: []string{"taskmanager.numberOfTaskSlots"}},
		{name: "operator value", file: "deploy.yaml",
			src:  "spec:\n  flinkConfiguration:\n    execution.checkpointing.interval: 10‸\n",
			path: []string{"spec", "flinkConfiguration"}, key: "execution.checkpointing.interval", prefix: "10"},
		{name: "new line under a key", file: "deploy.yaml",
			src:  "spec:\n  flinkConfiguration:\n    a.b: c\n    ‸\n",
			path: []string{"spec", "flinkConfiguration"}, onKey: true, siblings: []string{"a.b"}},
		{name: "nested config.yaml", file: "config.yaml",
			src:  "taskmanager:\n  memory:\n    process:\n      size: 1728m\n  numberOfTaskSlots: 2\n  memory2:\n    fl‸\n",
			path: []string{"taskmanager", "memory2"}, key: "fl", prefix: "fl", onKey: true},
		{name: "flat flink-conf.yaml", file: "flink-conf.yaml",
			src: "jobmanager.rpc.address: localhost\nparallelism.default: 1\nrest.‸\n",
			key: "rest.", prefix: "rest.", onKey: true, siblings: []string{"jobmanager.rpc.address", "parallelism.default"}},
		{name: "FLINK_PROPERTIES block", file: "docker-compose.yml",
			src:  "services:\n  jobmanager:\n    environment:\n      - |\n        FLINK_PROPERTIES=\n      FLINK_PROPERTIES: |\n        jobmanager.rpc.address: jobmanager\n        state.‸\n    image: flink:1.19\n",
			path: []string{"services", "jobmanager", "environment"}, block: "FLINK_PROPERTIES", key: "state.", prefix: "state.", onKey: true,
			siblings: []string{"jobmanager.rpc.address"}},
		{name: "list item", file: "deploy.yaml",
			src:  "spec:\n  podTemplate:\n    containers:\n      - name: flink\n        ima‸\n",
			path: []string{"spec", "podTemplate", "containers"}, key: "ima", prefix: "ima", onKey: true, siblings: []string{"name"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f, src, pos := fileAt(t, tc.file, tc.src)
			c := At(nil, f, src, pos).Config
			if c == nil {
				t.Fatal("no config cursor")
			}
			if !reflect.DeepEqual(c.Path, tc.path) || c.Key != tc.key || c.Prefix != tc.prefix || c.OnKey != tc.onKey || c.Block != tc.block {
				t.Errorf("got path %q key %q prefix %q onKey %v block %q,\nwant path %q key %q prefix %q onKey %v block %q",
					c.Path, c.Key, c.Prefix, c.OnKey, c.Block, tc.path, tc.key, tc.prefix, tc.onKey, tc.block)
			}
			if !reflect.DeepEqual(c.Siblings, tc.siblings) {
				t.Errorf("siblings %q, want %q", c.Siblings, tc.siblings)
			}
			if got := string(src[c.Start:At(nil, f, src, pos).Offset]); got != c.Prefix {
				t.Errorf("Start..Offset is %q, not the prefix %q", got, c.Prefix)
			}
		})
	}
}

func TestOffsetUTF16(t *testing.T) {
	src := []byte("a😀b\nçd\r\nx")
	cases := []struct {
		pos  Position
		off  int
		ok   bool
		back bool // PositionOf(off) is pos again
	}{
		{Position{0, 0}, 0, true, true},
		{Position{0, 1}, 1, true, true},
		{Position{0, 3}, 5, true, true},  // after the emoji: two UTF-16 units, four bytes
		{Position{0, 2}, 1, true, false}, // inside the surrogate pair: the emoji's start
		{Position{0, 4}, 6, true, true},
		{Position{0, 9}, 6, true, false}, // past the line's end
		{Position{1, 1}, 9, true, true},  // ç is two bytes, one unit
		{Position{1, 2}, 10, true, true}, // before "\r\n"
		{Position{1, 5}, 10, true, false},
		{Position{2, 1}, 13, true, true},
		{Position{3, 0}, 0, false, false},
		{Position{-1, 0}, 0, false, false},
	}
	for _, tc := range cases {
		off, ok := Offset(src, tc.pos)
		if off != tc.off || ok != tc.ok {
			t.Errorf("Offset(%v) = %d, %v; want %d, %v", tc.pos, off, ok, tc.off, tc.ok)
		}
		if tc.back && PositionOf(src, tc.off) != tc.pos {
			t.Errorf("PositionOf(%d) = %v, want %v", tc.off, PositionOf(src, tc.off), tc.pos)
		}
	}
}

// TestLines covers what the server's conversion (token.File lines and a
// byte order mark) and the service's (bytes, no mark) did differently
// before they were one: a BOM is no column, a lone CR ends a line as the
// LSP and the findings' locations say, CRLF is one break, and a
// surrogate pair is two columns on either side of the conversion.
func TestLines(t *testing.T) {
	src := []byte("\uFEFFa😀\r\nb\rc\n\n𝄞d")
	// offsets: BOM 0-2, a 3, 😀 4-7, CR 8, LF 9, b 10, CR 11, c 12, LF 13, LF 14, 𝄞 15-18, d 19
	l := NewLines(src)
	for _, tc := range []struct {
		off int
		pos Position
	}{
		{3, Position{0, 0}}, {4, Position{0, 1}}, {8, Position{0, 3}}, {10, Position{1, 0}}, {11, Position{1, 1}},
		{12, Position{2, 0}}, {13, Position{2, 1}}, {14, Position{3, 0}}, {15, Position{4, 0}}, {19, Position{4, 2}},
		{20, Position{4, 3}},
	} {
		if got := l.Position(tc.off); got != tc.pos {
			t.Errorf("Position(%d) = %v, want %v", tc.off, got, tc.pos)
		}
		if got, ok := l.Offset(tc.pos); !ok || got != tc.off {
			t.Errorf("Offset(%v) = %d, %v; want %d", tc.pos, got, ok, tc.off)
		}
	}
	for off, pos := range map[int]Position{0: {0, 0}, 2: {0, 0}, 9: {0, 3}, -5: {0, 0}, 99: {4, 3}} {
		if got := l.Position(off); got != pos {
			t.Errorf("Position(%d) = %v, want %v (clamped)", off, got, pos)
		}
	}
	if off, ok := l.Offset(Position{0, 2}); !ok || off != 4 {
		t.Errorf("a column inside the surrogate pair: %d, %v; want the character's start 4", off, ok)
	}
	if _, ok := l.Offset(Position{5, 0}); ok {
		t.Error("a line past the last is not ok")
	}
}
