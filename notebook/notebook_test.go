package notebook

import (
	"strings"
	"testing"

	"github.com/flinklint/flinklint/pyparse"
)

func TestDecodeJSONString(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"plain", `"abc"`, "abc"},
		{"escapes", `"a\"b\\c\nd\te"`, "a\"b\\c\nd\te"},
		{"unicode escape", `"\u00e9t\u00e9"`, "été"},
		{"raw utf-8", `"한국"`, "한국"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, m, ok := decodeJSONString([]byte(tt.src), 0, 0)
			if !ok || got != tt.want {
				t.Fatalf("decode(%s) = %q, %v; want %q", tt.src, got, ok, tt.want)
			}
			// Every decoded byte maps inside the literal, in order.
			prev := 0
			for i := range got {
				off := m.offset(i)
				if off < 1 || off >= len(tt.src)-1 || off < prev {
					t.Fatalf("byte %d maps to %d (after %d) in %s", i, off, prev, tt.src)
				}
				prev = off
			}
		})
	}
	if _, _, ok := decodeJSONString([]byte(`"unterminated`), 0, 0); ok {
		t.Error("an unterminated string decodes")
	}
}

func TestNotebookCells(t *testing.T) {
	src := `{"cells": [
 {"cell_type": "markdown", "source": ["t_env.execute_sql(\"not code\")"]},
 {"cell_type": "code", "source": ["%pip install apache-flink\n", "from pyflink.table import TableEnvironment\n", "t_env.execute_sql(\"SET 'a' = 'b'\")"]}
]}`
	p := pyparse.NewParser()
	defer p.Close()
	f := Read("n.ipynb", []byte(src), func() *pyparse.Parser { return p })
	if f == nil || len(f.Python.SQL) != 1 {
		t.Fatalf("want the one SQL text of the code cell, got %+v", f)
	}
	sql := f.Python.SQL[0]
	if sql.Text != "SET 'a' = 'b'" {
		t.Fatalf("SQL %q", sql.Text)
	}
	sp := sql.PySpan(0, len(sql.Text))
	if got := src[sp.Start:sp.End]; got != "SET 'a' = 'b'" {
		t.Errorf("the SQL maps to %q in the notebook", got)
	}
	if cell, line, ok := f.CellAt(sp.Start); !ok || cell != 2 || line != 3 {
		t.Errorf("CellAt = cell %d line %d %v, want cell 2 line 3", cell, line, ok)
	}
}

func FuzzReadNotebook(f *testing.F) {
	f.Add([]byte(`{"cells": [{"cell_type": "code", "source": ["t_env.execute_sql(\"CREATE TABLE t (a INT)\")"]}]}`), true)
	f.Add([]byte(`{"paragraphs": [{"text": "%flink.ssql\nCREATE TABLE t (a INT) WITH ('connector' = 'filesystem')"}]}`), false)
	f.Add([]byte(`{"cells": [{"cell_type": "code", "source": "\u0000\ud800"}]}`), true)
	p := pyparse.NewParser()
	defer p.Close()
	f.Fuzz(func(t *testing.T, src []byte, jupyter bool) {
		rel := "n.zpln"
		if jupyter {
			rel = "n.ipynb"
		}
		nb := Read(rel, src, func() *pyparse.Parser { return p })
		if nb == nil {
			return
		}
		for _, s := range nb.Python.SQL {
			for _, g := range s.Segments {
				if g.PyStart < 0 || g.PyEnd > len(src) || g.PyStart > g.PyEnd {
					t.Fatalf("segment %+v outside the notebook (%d bytes)", g, len(src))
				}
			}
			if sp := s.PySpan(0, len(s.Text)); sp.Start < 0 || sp.End > len(src) {
				t.Fatalf("SQL span %+v outside the notebook", sp)
			}
		}
		for _, c := range nb.Python.Comments {
			if c.Span.Start < 0 || c.Span.End > len(src) || !strings.HasPrefix(c.Text, "#") {
				t.Fatalf("comment %+v", c)
			}
		}
	})
}

func BenchmarkReadNotebook(b *testing.B) {
	var cells []string
	for i := 0; i < 200; i++ {
		cells = append(cells, `{"cell_type": "code", "source": ["t_env.execute_sql(\"\"\"\n", "CREATE TABLE t`+strings.Repeat("x", i%7)+` (a INT) WITH (\n", "  'connector' = 'filesystem', 'path' = 's3://b/o', 'format' = 'json'\n", ")\"\"\")"]}`)
	}
	src := []byte(`{"cells": [` + strings.Join(cells, ",\n") + `]}`)
	p := pyparse.NewParser()
	defer p.Close()
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if Read("n.ipynb", src, func() *pyparse.Parser { return p }) == nil {
			b.Fatal("no notebook")
		}
	}
}
