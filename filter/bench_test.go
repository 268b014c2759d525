package filter

import (
	"fmt"
	"io"
	"testing"

	"github.com/flinklint/flinklint/finding"
)

// manyFindings is 10,000 findings over 100 files, with a suppression comment
// above every tenth.
func manyFindings() ([]finding.Finding, []Comment) {
	var fs []finding.Finding
	var cs []Comment
	for i := range 10000 {
		path := fmt.Sprintf("jobs/f%03d.py", i%100)
		f := snippetFinding(path, i/100*3+2, "FL001", fmt.Sprintf("'auto-compaction' = 'true' -- %d", i))
		fs = append(fs, f)
		if i%10 == 0 {
			cs = append(cs, Comment{Path: path, Line: f.Location.StartLine - 1, Text: "# flinklint: ignore[FL001] pinned"})
		}
	}
	return fs, cs
}

func BenchmarkApplySuppressions(b *testing.B) {
	fs, cs := manyFindings()
	for b.Loop() {
		ApplySuppressions(fs, cs, nil)
	}
}

func BenchmarkBaseline(b *testing.B) {
	fs, _ := manyFindings()
	pr, pw := io.Pipe()
	go func() { _ = pw.CloseWithError(WriteBaseline(pw, fs)) }()
	base, err := ReadBaseline(pr)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		base.Filter(fs)
	}
}
