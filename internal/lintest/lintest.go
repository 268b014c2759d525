// Package lintest runs flinklint over a source tree under testdata/ and
// checks the findings against expectations written in the files
// themselves, in the manner of golang.org/x/tools/go/analysis/analysistest:
//
//	'auto-compaction' = 'true'   -- want "FL001"            (SQL)
//	python: jobs/x.py           # want "FL001" level=error  (Python, YAML, HCL)
//	x = 1  # want "FL001" col=23 "FL002"
//	'auto-compaction' = 'true'   -- want "FL001" msg="no deployment config is linked"
//
// An expectation names a rule id and applies to the line it is written on
// (inside a Python string too: the comment is found in the raw bytes). It
// may be followed by modifiers for that id: col=N (1-based, in code points)
// level=error|warning|note and msg="regexp" (the message must match the Go
// regular expression; a '"' cannot be part of it). An unknown modifier
// (colum=3) is an error, not "any column". Several ids may share a line. In a
// notebook (.ipynb, .zpln) the expectation is in the JSON string of the
// code, its quotes escaped (\"FL001\"). Every finding
// must be expected and every expectation met. A tree's own .flinklint.yaml
// gives its flink-version and target-flink (the upgrade rules' trees).
package lintest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/config"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/linter"
)

// Expectation is one `want` of a file.
type Expectation struct {
	Path  string // slash path relative to the tree
	Line  int
	Rule  string
	Col   int           // 0: any column
	Level finding.Level // "": any level
	Msg   string        // "": any message; else a regular expression the message matches
}

func (e Expectation) String() string {
	s := fmt.Sprintf("%s:%d: %s", e.Path, e.Line, e.Rule)
	if e.Col > 0 {
		s += fmt.Sprintf(" col=%d", e.Col)
	}
	if e.Level != "" {
		s += " level=" + string(e.Level)
	}
	if e.Msg != "" {
		s += fmt.Sprintf(" msg=%q", e.Msg)
	}
	return s
}

var (
	wantComment = regexp.MustCompile(`(?:#|--|//)\s*want\s+(".*)$`)
	// unknownModifier is a word= that is none of col, level, msg.
	unknownModifier = regexp.MustCompile(`^\s*[A-Za-z_]+=`)
	wantToken       = regexp.MustCompile(`^\s*(?:"([A-Za-z]+[0-9]+)"|(col|level)=([A-Za-z0-9]+)|(msg)="([^"]*)")`)
)

// ParseExpectations reads the expectations of one file's bytes.
func ParseExpectations(path string, src []byte) ([]Expectation, error) {
	var out []Expectation
	notebook := strings.HasSuffix(path, ".ipynb") || strings.HasSuffix(path, ".zpln")
	for i, line := range bytes.Split(src, []byte("\n")) {
		if notebook {
			// Code in a notebook is a JSON string: its quotes are escaped.
			line = bytes.ReplaceAll(line, []byte(`\"`), []byte(`"`))
		}
		m := wantComment.FindSubmatch(line)
		if m == nil {
			continue
		}
		rest := string(m[1])
		var cur *Expectation
		for strings.TrimSpace(rest) != "" {
			t := wantToken.FindStringSubmatch(rest)
			if t == nil && unknownModifier.MatchString(rest) {
				return nil, fmt.Errorf("%s:%d: unknown modifier %q (want col=, level= or msg=)", path, i+1, strings.Fields(rest)[0])
			}
			if t == nil {
				// Anything after the expectations (closing quotes of a
				// Python string, say) ends the list.
				break
			}
			rest = rest[len(t[0]):]
			switch {
			case t[1] != "":
				out = append(out, Expectation{Path: path, Line: i + 1, Rule: strings.ToUpper(t[1])})
				cur = &out[len(out)-1]
			case cur == nil:
				return nil, fmt.Errorf("%s:%d: %s= before any rule id", path, i+1, t[2]+t[4])
			case t[4] == "msg":
				if _, err := regexp.Compile(t[5]); err != nil {
					return nil, fmt.Errorf("%s:%d: msg=%q: %w", path, i+1, t[5], err)
				}
				cur.Msg = t[5]
			case t[2] == "col":
				n, err := strconv.Atoi(t[3])
				if err != nil {
					return nil, fmt.Errorf("%s:%d: bad col=%s", path, i+1, t[3])
				}
				cur.Col = n
			case t[2] == "level":
				cur.Level = finding.Level(strings.ToLower(t[3]))
			}
		}
	}
	return out, nil
}

// Expectations walks a tree and collects every file's expectations.
func Expectations(root string) ([]Expectation, error) {
	var out []Expectation
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".golden") {
			return err // golden files are the expected output, not input
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		es, err := ParseExpectations(filepath.ToSlash(rel), src)
		out = append(out, es...)
		return err
	})
	return out, err
}

// Run lints the tree at dir (its own root) and checks its expectations. It
// also lints with one and with four workers and fails if the findings
// differ: output must not depend on --jobs.
func Run(t testing.TB, dir string, opts linter.Options) *linter.Result {
	t.Helper()
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	opts.Root = abs
	opts.Paths = []string{abs}
	if err := TreeVersions(abs, &opts); err != nil {
		t.Fatal(err)
	}
	var res *linter.Result
	var first []finding.Finding
	for _, jobs := range []int{1, 4} {
		opts.Jobs = jobs
		r, err := linter.Run(opts)
		if err != nil {
			t.Fatalf("linting %s: %v", dir, err)
		}
		if res == nil {
			res, first = r, r.Run.Findings
			continue
		}
		if a, b := render(first), render(r.Run.Findings); a != b {
			t.Errorf("findings differ between --jobs 1 and --jobs %d:\n%s\n----\n%s", jobs, a, b)
		}
	}
	want, err := Expectations(abs)
	if err != nil {
		t.Fatal(err)
	}
	Check(t, res.Run.Findings, want)
	return res
}

// TreeVersions applies the flink-version, target-flink and fresh-sessions of the tree's
// own .flinklint.yaml, when it has one and opts set neither: a tree for
// the upgrade rules says which planned target it is linted for.
func TreeVersions(abs string, opts *linter.Options) error {
	path := filepath.Join(abs, ".flinklint.yaml")
	if _, err := os.Stat(path); err != nil {
		return nil
	}
	cfg, err := config.LoadFile(path)
	if err != nil {
		return err
	}
	if opts.FlinkVersion == "" {
		opts.FlinkVersion = cfg.FlinkVersion
	}
	if opts.TargetFlink == "" {
		opts.TargetFlink = cfg.TargetFlink
	}
	if opts.FreshSessions == nil {
		opts.FreshSessions = cfg.FreshSessions
	}
	return nil
}

// Check matches findings against expectations, reporting the unexpected
// and the missing.
func Check(t testing.TB, findings []finding.Finding, want []Expectation) {
	t.Helper()
	met := make([]bool, len(want))
	for _, f := range findings {
		found := false
		for i, e := range want {
			if met[i] || e.Path != f.Location.Path || e.Line != f.Location.StartLine || e.Rule != f.RuleID {
				continue
			}
			if e.Col > 0 && e.Col != f.Location.StartCol {
				continue
			}
			if e.Level != "" && e.Level != f.Level {
				continue
			}
			if e.Msg != "" && !regexp.MustCompile(e.Msg).MatchString(f.Message) {
				continue
			}
			met[i], found = true, true
			break
		}
		if !found {
			t.Errorf("unexpected finding %s:%d:%d: %s %s %s", f.Location.Path, f.Location.StartLine, f.Location.StartCol, f.Level, f.RuleID, f.Message)
		}
	}
	var missing []string
	for i, e := range want {
		if !met[i] {
			missing = append(missing, e.String())
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("missing finding %s", m)
	}
}

func render(fs []finding.Finding) string {
	var b strings.Builder
	for _, f := range fs {
		fmt.Fprintf(&b, "%s:%d:%d-%d:%d %s %s %s %v\n", f.Location.Path, f.Location.StartLine, f.Location.StartCol,
			f.Location.EndLine, f.Location.EndCol, f.Level, f.RuleID, f.Message, f.Related)
	}
	return b.String()
}
