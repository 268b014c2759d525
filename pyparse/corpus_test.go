package pyparse

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// wantRE matches inline expectations in testdata/*.py:
//
//	# want sql "NEEDLE" LINE:COL/UTF16COL   a SQL text contains NEEDLE and it maps to exactly NEEDLE at that position
//	# want hole "PYTEXT"                   some hole maps to exactly PYTEXT
//	# want setting KEY=VALUE
//	# want option KEY=VALUE                 an option of some descriptor
//	# want descriptor CONNECTOR
//	# want jar PATH
//	# want call CALLEE
//	# want file PATH
//	# want nothing                          no SQL, descriptor or setting at all
var wantRE = regexp.MustCompile(`# want (\w+)(?: (.*))?$`)

var sqlWantRE = regexp.MustCompile(`^"(.*)" (\d+):(\d+)/(\d+)$`)

func TestCorpus(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.py")
	nasty, _ := filepath.Glob("testdata/nasty/*.py")
	files = append(files, nasty...)
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	p := NewParser()
	defer p.Close()
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m := p.Parse(path, src, nil)
			checkMap(t, string(src), m)
			checkSpans(t, string(src), m)
			for _, c := range m.Comments {
				g := wantRE.FindStringSubmatch(c.Text)
				if g == nil {
					continue
				}
				checkWant(t, string(src), m, g[1], strings.TrimSpace(g[2]))
			}
		})
	}
}

func checkWant(t *testing.T, src string, m *Module, kind, arg string) {
	t.Helper()
	switch kind {
	case "sql":
		g := sqlWantRE.FindStringSubmatch(arg)
		if g == nil {
			t.Fatalf("bad want: %s", arg)
		}
		needle := unquote(g[1])
		line, _ := strconv.Atoi(g[2])
		col, _ := strconv.Atoi(g[3])
		u16, _ := strconv.Atoi(g[4])
		for _, s := range m.SQL {
			i := strings.Index(s.Text, needle)
			if i < 0 {
				continue
			}
			sp := s.PySpan(i, i+len(needle))
			l, c, u := columns(src, sp.Start)
			if l != line || c != col || u != u16 {
				t.Errorf("%q at %d:%d/%d, want %d:%d/%d", needle, l, c, u, line, col, u16)
			}
			if !strings.ContainsAny(needle, "\\{}'") || src[sp.Start:sp.End] == needle {
				if got := src[sp.Start:sp.End]; got != needle && !strings.Contains(needle, "\\") {
					t.Errorf("%q maps to %q", needle, got)
				}
			}
			return
		}
		t.Errorf("no SQL contains %q; have %q", needle, sqlTexts(m))
	case "hole":
		want := unquote(strings.Trim(arg, `"`))
		for _, s := range m.SQL {
			for _, g := range s.Segments {
				if g.Hole && src[g.PyStart:g.PyEnd] == want {
					return
				}
			}
		}
		t.Errorf("no hole maps to %q", want)
	case "setting":
		k, v, _ := strings.Cut(arg, "=")
		for _, s := range m.Settings {
			if s.Key.Value == k && s.Value.Value == v && s.Key.Known && s.Value.Known {
				return
			}
		}
		t.Errorf("no setting %s=%s in %+v", k, v, m.Settings)
	case "option":
		k, v, _ := strings.Cut(arg, "=")
		for _, d := range m.Descriptors {
			for _, o := range d.Options {
				if o.Key.Value == k && o.Value.Value == v {
					return
				}
			}
		}
		t.Errorf("no option %s=%s", k, v)
	case "descriptor":
		for _, d := range m.Descriptors {
			if d.Connector.Value == arg {
				return
			}
		}
		t.Errorf("no descriptor %s", arg)
	case "jar":
		for _, j := range m.Jars {
			if j.Value == arg {
				return
			}
		}
		t.Errorf("no jar %s in %+v", arg, m.Jars)
	case "call":
		for _, c := range m.Calls {
			if c.Callee == arg {
				return
			}
		}
		t.Errorf("no call %s", arg)
	case "file":
		for _, f := range m.SQLFiles {
			if f.Path == arg {
				return
			}
		}
		t.Errorf("no file %s in %+v", arg, m.SQLFiles)
	case "nothing":
		if len(m.SQL)+len(m.Descriptors)+len(m.Settings)+len(m.SQLFiles)+len(m.Calls) != 0 {
			t.Errorf("extracted from a decoy: sql %q, %d descriptors, %d settings", sqlTexts(m), len(m.Descriptors), len(m.Settings))
		}
	default:
		t.Fatalf("unknown want %q", kind)
	}
}

func unquote(s string) string {
	return strings.NewReplacer(`\"`, `"`).Replace(s)
}

// checkSpans verifies that every span of m lies inside the source.
func checkSpans(t testing.TB, src string, m *Module) {
	t.Helper()
	n := len(src)
	ok := func(s Span, what string) {
		if s.Start < 0 || s.End > n || s.Start > s.End {
			t.Fatalf("%s span %+v outside source of %d bytes", what, s, n)
		}
	}
	for _, s := range m.SQL {
		ok(s.Call, "sql call")
		for i := 0; i <= len(s.Text); i += 1 + len(s.Text)/50 {
			for j := i; j <= len(s.Text); j += 1 + len(s.Text)/20 {
				ok(s.PySpan(i, j), "PySpan")
			}
		}
	}
	for _, f := range m.SQLFiles {
		ok(f.Span, "file")
	}
	for _, d := range m.Descriptors {
		ok(d.Span, "descriptor")
		ok(d.Connector.Span, "connector")
		for _, o := range d.Options {
			ok(o.Span, "option")
			ok(o.Key.Span, "option key")
			ok(o.Value.Span, "option value")
		}
		for _, r := range d.Registered {
			ok(r.Span, "registered")
		}
	}
	for _, s := range m.Settings {
		ok(s.Span, "setting")
		ok(s.Key.Span, "setting key")
		ok(s.Value.Span, "setting value")
	}
	for _, c := range m.Comments {
		ok(c.Span, "comment")
	}
	for _, e := range m.Errors {
		ok(e.Span, "error")
	}
	var checkValue func(v *Value, d int)
	checkValue = func(v *Value, d int) {
		if v == nil || d > 100 {
			return
		}
		ok(v.Span, "value")
		for _, l := range v.List {
			checkValue(l, d+1)
		}
		for _, l := range v.Values {
			checkValue(l, d+1)
		}
		if v.Call != nil {
			ok(v.Call.Span, "call")
			for _, a := range v.Call.Args {
				checkValue(a.Value, d+1)
			}
		}
	}
	for _, c := range m.Calls {
		ok(c.Span, "call")
		for _, a := range c.Args {
			ok(a.Span, "arg")
			checkValue(a.Value, 0)
		}
	}
}
