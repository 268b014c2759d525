package pyparse

import (
	"strings"
	"testing"

	"github.com/flinklint/flinklint/sqlparse"
)

// checkMap verifies the offset-map invariants of every SQL text of m.
func checkMap(t testing.TB, src string, m *Module) {
	t.Helper()
	for _, s := range m.SQL {
		end := 0
		for i, g := range s.Segments {
			if g.SQLStart != end {
				t.Fatalf("segment %d starts at %d, want %d (text %q)", i, g.SQLStart, end, s.Text)
			}
			end = g.SQLEnd
			if g.PyStart < 0 || g.PyEnd > len(src) || g.PyStart > g.PyEnd {
				t.Fatalf("segment %d python range %d..%d outside source", i, g.PyStart, g.PyEnd)
			}
			if g.Verbatim && s.Text[g.SQLStart:g.SQLEnd] != src[g.PyStart:g.PyEnd] {
				t.Fatalf("verbatim segment %d: %q != %q", i, s.Text[g.SQLStart:g.SQLEnd], src[g.PyStart:g.PyEnd])
			}
			if g.Hole && s.Text[g.SQLStart:g.SQLEnd] != sqlparse.HoleString {
				t.Fatalf("hole segment %d is %q", i, s.Text[g.SQLStart:g.SQLEnd])
			}
		}
		if end != len(s.Text) {
			t.Fatalf("segments cover %d of %d bytes", end, len(s.Text))
		}
	}
}

func TestLiteralForms(t *testing.T) {
	H := sqlparse.HoleString
	tests := []struct {
		name string
		expr string // the argument of execute_sql
		want string // SQL text ("" = no SQL)
		// needle in SQL and the exact Python text it must map to
		needle, py string
	}{
		{"single", `'SELECT 1'`, "SELECT 1", "1", "1"},
		{"double", `"SELECT 'a'"`, "SELECT 'a'", "'a'", "'a'"},
		{"triple", `"""SELECT
 2"""`, "SELECT\n 2", "2", "2"},
		{"triple single", `'''SELECT 3'''`, "SELECT 3", "3", "3"},
		{"implicit concat", `("SELECT "
   'x' "FROM t")`, "SELECT xFROM t", "xFROM", `x' "FROM`},
		{"escape newline", `"A\nB"`, "A\nB", "\n", `\n`},
		{"escape quote", `'it\'s'`, "it's", "'", `\'`},
		{"escape unicode", `"\u00e9t\u00e9"`, "été", "t", "t"},
		{"escape hex", `"\x41B"`, "AB", "A", `\x41`},
		{"octal", `"\101"`, "A", "A", `\101`},
		{"line continuation", "\"A\\\nB\"", "AB", "B", "B"},
		{"unknown escape", `"a\qb"`, `a\qb`, `\q`, `\q`},
		{"raw", `r"a\nb"`, `a\nb`, `\n`, `\n`},
		{"raw upper", `R'a\'b'`, `a\'b`, `\'`, `\'`},
		{"unicode prefix", `u"x"`, "x", "x", "x"},
		{"bytes", `b"x\x41"`, "xA", "A", `\x41`},
		{"fstring no holes", `f"SELECT 1"`, "SELECT 1", "1", "1"},
		{"fstring braces", `f"{{a}} {1}"`, "{a} 1", "{", "{{"},
		{"fstring hole", `f"x{y}z"`, "x" + H + "z", H, "{y}"},
		{"fstring repr known", `f"{'a'!r}"`, "'a'", "'a'", `{'a'!r}`},
		{"fstring spec", `f"[{'ab':>4}]"`, "[  ab]", "  ab", `{'ab':>4}`},
		{"fstring nested quotes", `f"x{'y'}z"`, "xyz", "y", "y"},
		{"fstring int", `f"p={4}"`, "p=4", "4", "{4}"},
		{"rf", `rf"\d{'x'}"`, `\dx`, `\d`, `\d`},
		{"Fr", `Fr"\d"`, `\d`, `\d`, `\d`},
		{"plus", `"SELECT " + 'x'`, "SELECT x", "x", "x"},
		{"plus hole", `"SELECT " + y`, "SELECT " + H, H, "y"},
		{"format", `"a {} c {k}".format("b", k="d")`, "a b c d", "b", "b"},
		{"format unknown", `"a {} c".format(z)`, "a " + H + " c", H, "{}"},
		{"percent", `"a %s c %d" % ("b", 4)`, "a b c 4", "b", "b"},
		{"percent dict", `"a %(x)s" % {"x": "b"}`, "a b", "b", "b"},
		{"percent literal", `"100%% %s" % "x"`, "100% x", "%", "%"},
		{"strip", `"  SELECT 1  ".strip()`, "SELECT 1", "SELECT", "SELECT"},
		{"replace", `"SELECT X".replace("X", "1")`, "SELECT 1", "1", "1"},
		{"join", `"\n".join(["A", "B"])`, "A\nB", "B", "B"},
		{"upper", `"select 1".upper()`, "SELECT 1", "SELECT", "select 1"},
		{"dedent", `textwrap.dedent("""
    SELECT 1
      FROM t
    """)`, "\nSELECT 1\n  FROM t\n", "FROM", "FROM"},
		{"conditional", `"A" if c else "B"`, "A", "A", "A"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "import textwrap\nt_env.execute_sql(" + tc.expr + ")\n"
			m := parseSrc(t, src)
			checkMap(t, src, m)
			if tc.want == "" {
				if len(m.SQL) != 0 {
					t.Fatalf("want no SQL, got %q", m.SQL[0].Text)
				}
				return
			}
			if len(m.SQL) == 0 {
				t.Fatalf("no SQL")
			}
			s := m.SQL[0]
			if s.Text != tc.want {
				t.Fatalf("text %q, want %q", s.Text, tc.want)
			}
			i := strings.Index(s.Text, tc.needle)
			sp := s.PySpan(i, i+len(tc.needle))
			if got := src[sp.Start:sp.End]; got != tc.py {
				t.Errorf("needle %q maps to %q, want %q", tc.needle, got, tc.py)
			}
		})
	}
}
