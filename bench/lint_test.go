//go:build flinklintbench

package bench

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/linter"
)

var (
	lintPaths = flag.String("lintpaths", "", "comma-separated extra paths linted with -tree by BenchmarkLint (figure A: the Python stdlib)")
	lintJobs  = flag.Int("lintjobs", 0, "--jobs of BenchmarkLint (default NumCPU)")
	lintFiles = flag.String("lintfiles", "", "comma-separated paths relative to -tree linted instead of the whole tree (figure F)")
)

// BenchmarkLint is a whole flinklint run over -tree (plus -lintpaths)
// through the linter package, the way cmd/flinklint calls it, so that
// `go test -cpuprofile/-memprofile` profiles exactly what the command does
// minus process start and output.
func BenchmarkLint(b *testing.B) {
	if *treeFlag == "" {
		b.Skip("no -tree given")
	}
	paths := []string{*treeFlag}
	if *lintFiles != "" {
		paths = nil
		for _, f := range strings.Split(*lintFiles, ",") {
			paths = append(paths, filepath.Join(*treeFlag, f))
		}
	}
	if *lintPaths != "" {
		paths = append(paths, strings.Split(*lintPaths, ",")...)
	}
	root := *treeFlag
	if *lintPaths != "" {
		root = "/" // the extra paths (the Python stdlib) lie outside the tree
	}
	opts := linter.Options{Paths: paths, Root: root, Jobs: *lintJobs}
	b.ReportAllocs()
	var findings int
	for i := 0; i < b.N; i++ {
		res, err := linter.Run(opts)
		if err != nil {
			b.Fatal(err)
		}
		findings = len(res.Run.Findings)
	}
	b.ReportMetric(float64(findings), "findings")
}
