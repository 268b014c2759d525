package sqlparse

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the .golden files of testdata/scripts")

// TestCorpus parses every testdata/scripts/*.sql and compares a rendering of
// the result (statements with line:column spans, errors, comments) with the
// .golden file beside it. Run with -update to rewrite, then review the diff.
func TestCorpus(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "scripts", "*.sql"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			src := string(data)
			s := Parse(src)
			checkSpans(t, src, s)
			got := renderScript(src, s)
			golden := strings.TrimSuffix(file, ".sql") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if got != string(want) {
				t.Errorf("%s differs from golden:\n--- got\n%s--- want\n%s", file, got, want)
			}
		})
	}
}

// renderScript renders a parse result with 1-based line:column positions.
func renderScript(src string, s *Script) string {
	var b strings.Builder
	for _, st := range s.Statements {
		fmt.Fprintf(&b, "%s %s\n", position(src, st.StmtSpan().Start), strings.ReplaceAll(describe(src, st), HoleString, "<hole>"))
	}
	for _, e := range s.Errors {
		fmt.Fprintf(&b, "error %s: %s\n", position(src, e.Span.Start), e.Msg)
	}
	for _, c := range s.Comments {
		fmt.Fprintf(&b, "comment %s: %q\n", position(src, c.Span.Start), c.Text)
	}
	return b.String()
}

// position renders a byte offset as line:column (column in bytes).
func position(src string, off int) string {
	line := 1 + strings.Count(src[:off], "\n")
	col := off - strings.LastIndexByte(src[:off], '\n')
	return fmt.Sprintf("%d:%d", line, col)
}
