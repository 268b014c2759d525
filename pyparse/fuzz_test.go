package pyparse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func addCorpusSeeds(f *testing.F) {
	for _, pat := range []string{"testdata/*.py", "testdata/nasty/*.py"} {
		files, _ := filepath.Glob(pat)
		for _, p := range files {
			if b, err := os.ReadFile(p); err == nil {
				f.Add(string(b))
			}
		}
	}
}

// checkModule fails on an internal error or a span outside the source.
func checkModule(t *testing.T, src string, m *Module) {
	t.Helper()
	for _, e := range m.Errors {
		if strings.HasPrefix(e.Msg, "internal error") {
			t.Fatal(e.Msg)
		}
	}
	checkSpans(t, src, m)
	checkMap(t, src, m)
}

// FuzzParse parses arbitrary source: no panic, every span inside the source.
func FuzzParse(f *testing.F) {
	addCorpusSeeds(f)
	f.Add("t_env.execute_sql(f'{a!r:>{b}}' 'x' + \"\"\"y\\N{DASH}\"\"\")")
	// A plugin-style pipeline whose registry, base class and parts come from
	// the module itself (the Resolver below gives this source for every import).
	f.Add("from dep import R, Base\nclass W:\n    def __init__(self, t):\n        self.t = t\n    def create(self, e):\n        e.execute_sql(f'CREATE TABLE {self.t} (a INT)')\n" +
		"class P(Base):\n    @classmethod\n    def build(cls, a):\n        return cls(W('x'), a)\n    def run(self, e):\n        self.w.create(e)\n" +
		"class Base:\n    def __init__(self, w, a):\n        self.w = w\nR = {'p': P, 'q': R['p']}\nR[name].build(1).run(t_env)\nP(W('y'), 2).run(t_env)\n")
	p := NewParser()
	defer p.Close()
	f.Fuzz(func(t *testing.T, src string) {
		m := p.Parse("fuzz.py", []byte(src), func(_, _ string) (string, []byte, bool) {
			return "dep.py", []byte(src), true // the module imports itself
		})
		checkModule(t, src, m)
	})
}

// FuzzEvaluate evaluates arbitrary expressions passed to execute_sql, in a
// module with names, helpers and classes to resolve against.
func FuzzEvaluate(f *testing.F) {
	seeds := []string{
		`"SELECT 1"`, `f"x{A}y{B!r:>5}"`, `"a" "b" 'c'`, `A + B`, `"{}{k}".format(A, k=B)`,
		`"%s %(x)s" % (A,)`, `"%(x)s" % {"x": A}`, `textwrap.dedent(C).strip()`, `"\n".join([A, B, C])`,
		`h(A)`, `h(k=B)`, `Cfg().path`, `Cfg.T`, `D["k"]`, `L[1]`, `A if x else B`, `r"\n" b"\x00" u"\u00e9"`,
		`"\N{BULLET}\777\x41\U0001F680"`, `C.replace("a", A)`, `(A + (B + (C)))`, `f"{{{A}}}"`, `A * 3`,
		`open(os.path.join(os.path.dirname(__file__), "x.sql")).read()`, `Path(__file__).parent / "a.sql"`,
	}
	for _, s := range seeds {
		f.Add(s)
	}
	const prelude = "import os, textwrap\nfrom pathlib import Path\nA = 'alpha'\nB = \"b\\n\"\nC = '''\n  c1\n    c2\n'''\nD = {'k': A}\nL = [A, B]\n" +
		"def h(a='d', k=None):\n    return f\"h({a}, {k})\" + A\nclass Cfg:\n    T = 'tee'\n    path: str = 's3://x'\nif A:\n    A = 'other'\n"
	p := NewParser()
	defer p.Close()
	f.Fuzz(func(t *testing.T, expr string) {
		src := prelude + "t_env.execute_sql(" + expr + ")\n"
		m := p.Parse("fuzz.py", []byte(src), nil)
		checkModule(t, src, m)
	})
}
