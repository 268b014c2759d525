//go:build unix

package linter

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/flinklint/flinklint/internal/gensql"
)

// BenchmarkFindingsPerFile lints one generated SQL file of 1k to 64k
// findings (issue 31): the time per finding must stay flat, whatever the
// number of findings in the file. On a shared machine the CPU time
// (cpu-ns/finding: user and system time of the process) moves less than
// the wall time.
func BenchmarkFindingsPerFile(b *testing.B) {
	for _, findings := range []int{1 << 10, 1 << 12, 1 << 14, 1 << 16} {
		b.Run(fmt.Sprintf("findings=%d", findings), func(b *testing.B) {
			dir := b.TempDir()
			tables := findings / gensql.FindingsPerTable
			src := gensql.FindingsScript(tables, gensql.MinTableBytes)
			if err := os.WriteFile(filepath.Join(dir, "tables.sql"), src, 0o644); err != nil {
				b.Fatal(err)
			}
			opts := Options{Paths: []string{dir}, Root: dir, MaxFileSize: int64(len(src)) + 1}
			b.SetBytes(int64(len(src)))
			var got int
			cpu0 := cpuTime()
			for b.Loop() {
				res, err := Run(opts)
				if err != nil {
					b.Fatal(err)
				}
				got = len(res.Run.Findings)
			}
			if got < tables*gensql.FindingsPerTable {
				b.Fatalf("%d findings, want at least %d", got, tables*gensql.FindingsPerTable)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*got), "ns/finding")
			b.ReportMetric(float64((cpuTime()-cpu0).Nanoseconds())/float64(b.N*got), "cpu-ns/finding")
		})
	}
}

// cpuTime is the user and system time the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
