package pyparse

import (
	"io/fs"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/flinklint/flinklint/internal/scaling"
)

// garbage is about size bytes of Python tokens in no order, a newline
// every few tokens (oneLine: none), after a PyFlink import and, with quote,
// an unbalanced quote: what the fuzz of issue 46 made of real files.
// tree-sitter's recovery from such input took 3 to 10 s a megabyte.
func garbage(size int, tokens []string, quote, oneLine bool) string {
	r := rand.New(rand.NewSource(46))
	var b strings.Builder
	b.WriteString("from pyflink.table import TableEnvironment\nt_env = TableEnvironment.create(None)\n")
	if quote {
		b.WriteString("x = '")
	}
	for b.Len() < size {
		b.WriteString(tokens[r.Intn(len(tokens))])
		b.WriteByte(' ')
		if !oneLine && r.Intn(15) == 0 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

var (
	badTokens   = []string{")", "]", "}", "(", "[", "{", ":", "=", "+", "-", "*", "/", ",", ".", "if", "else", "def", "class", "x", "1", "2.5", "lambda", "return", "@", "->", "!", "$", "?", "`"}
	validTokens = []string{":", "=", "+", "-", "*", "/", ",", ".", "if", "else", "def", "class", "x", "1", "2.5", "lambda", "return", "@", "->"}
	onlyBad     = []string{"$", "?", "`", "!"}
	names       = []string{"x", "y", "foo", "bar"}
)

// garbageInputs are the kinds of garbage the budget must cut.
var garbageInputs = []struct {
	name          string
	tokens        []string
	quote, inline bool
}{
	{"bad tokens", badTokens, false, false},
	{"bad tokens after a quote", badTokens, true, false},
	{"bad tokens on one line", badTokens, false, true},
	{"bad tokens on one line after a quote", badTokens, true, true},
	{"valid tokens", validTokens, false, false},
	{"characters Python has no token for", onlyBad, false, false},
	{"names", names, false, false},
}

// TestGarbageIsCut: a file of garbage is cut at the parse's work budget:
// one error, NotAnalysed, placed before the cut, and nothing extracted.
func TestGarbageIsCut(t *testing.T) {
	p := NewParser()
	defer p.Close()
	for _, in := range garbageInputs {
		src := garbage(1<<18, in.tokens, in.quote, in.inline)
		m := p.Parse("job.py", []byte(src), nil)
		// A quote left open on a long line is given up before the parse
		// (openstring.go).
		why := "budget"
		if in.quote && in.inline {
			why = "unterminated string literal here, and its line goes on"
		}
		if len(m.Errors) != 1 || !m.Errors[0].NotAnalysed || !strings.HasPrefix(m.Errors[0].Msg, "not analysed: ") || !strings.Contains(m.Errors[0].Msg, why) {
			t.Errorf("%s: errors %+v, want one: not analysed, over the budget", in.name, m.Errors)
			continue
		}
		if e := m.Errors[0]; e.Span.Start > 128<<10 {
			t.Errorf("%s: error at byte %d, want within the first 128 KiB", in.name, e.Span.Start)
		}
		if len(m.SQL)+len(m.Descriptors)+len(m.Settings) != 0 {
			t.Errorf("%s: a cut file was analysed", in.name)
		}
	}
}

// TestCutAtFirstSyntaxError: the error of a cut file is placed at its
// first syntax error when the cut cannot have made it, else at the cut.
func TestCutAtFirstSyntaxError(t *testing.T) {
	p := NewParser()
	defer p.Close()
	head := "from pyflink.table import TableEnvironment\nt_env = TableEnvironment.create(None)\n"
	src := head + "y = 1 $ 2\n" + garbage(1<<18, names, false, false)[len(head):]
	m := p.Parse("job.py", []byte(src), nil)
	dollar := len(head) + len("y = 1 ")
	if len(m.Errors) != 1 || m.Errors[0].Span.Start < len(head) || m.Errors[0].Span.Start > dollar || m.Errors[0].Span.End <= dollar || !strings.Contains(m.Errors[0].Msg, "syntax error") {
		t.Errorf("errors %+v, want one on line 3, over its '$' (byte %d)", m.Errors, dollar)
	}
	// A list this dense is Python, but costs as much as garbage: it is cut
	// too, and the bracket the cut left open is no syntax error of the file.
	list := head + "x = [" + strings.Repeat("1,", 1<<17) + "]\n"
	m = p.Parse("job.py", []byte(list), nil)
	if len(m.Errors) != 1 || !m.Errors[0].NotAnalysed || strings.Contains(m.Errors[0].Msg, "never closed") || m.Errors[0].Span.Start < len(head)+4096 {
		t.Errorf("dense list: errors %+v, want one at the cut", m.Errors)
	}
}

// TestBudgetSparesPython: no Python file of this repository (testdata,
// examples) is cut, nor a megabyte of jobs: ordinary code costs about
// half the budget.
func TestBudgetSparesPython(t *testing.T) {
	p := NewParser()
	defer p.Close()
	n := 0
	for _, root := range []string{"testdata", filepath.Join("..", "testdata"), filepath.Join("..", "examples")} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".py") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			n++
			tree, cut, ok := p.ts.parse(src)
			if ok {
				tree.close()
			}
			if !ok || cut >= 0 {
				t.Errorf("%s (%d bytes) was cut at byte %d", path, len(src), cut)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if n < 50 {
		t.Fatalf("%d Python files found", n)
	}
	var b strings.Builder
	for i := 0; b.Len() < 1<<20; i++ {
		b.WriteString(registeredTables(1))
		b.WriteString("def f(a, b=None, *args, **kw):\n    \"\"\"Doc.\"\"\"\n    return {'k': [a, b, (1, 2.5)], **kw} if a else lambda x: x[1:2]\n\n")
	}
	if tree, cut, ok := p.ts.parse([]byte(b.String())); !ok || cut >= 0 {
		t.Errorf("a megabyte of jobs was cut at byte %d", cut)
	} else {
		tree.close()
	}
}

// TestGarbageParseScalesLinearly and TestGarbageParseUnderASecond: the
// parse of garbage costs what its first window does (issue 46: 1 MB took
// 3.5 s and 277 MB).
func TestGarbageParseScalesLinearly(t *testing.T) {
	if testing.Short() {
		t.Skip("times the parse")
	}
	p := NewParser()
	defer p.Close()
	for _, in := range garbageInputs {
		scaling.Linear(t, "parse of "+in.name, 1<<16, func(n int) {
			p.Parse("job.py", []byte(garbage(n, in.tokens, in.quote, in.inline)), nil)
		})
	}
}

func TestGarbageParseUnderASecond(t *testing.T) {
	if testing.Short() {
		t.Skip("times the parse")
	}
	p := NewParser()
	defer p.Close()
	for _, in := range garbageInputs {
		src := []byte(garbage(1<<20, in.tokens, in.quote, in.inline))
		if d := scaling.Cost(func() { p.Parse("job.py", src, nil) }); d > time.Second {
			t.Errorf("%s: 1 MiB took %v of CPU, want under 1 s", in.name, d)
		}
	}
}
