package linter

import (
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/flinklint/flinklint/internal/megabyte"
	"github.com/flinklint/flinklint/internal/scaling"
)

// lintOnce lints path under dir as `flinklint check FILE` does.
func lintOnce(tb testing.TB, dir, path string) *Result {
	tb.Helper()
	res, err := Run(Options{Paths: []string{path}, Root: dir, CollectBetweenPhases: true, RobustOptions: RobustOptions{ParseTimeout: time.Minute}})
	if err != nil {
		tb.Fatal(err)
	}
	return res
}

// BenchmarkMegabyte lints one valid file of 1 MiB of each kind, as
// `flinklint check FILE` does (one run per iteration):
//
//	go test -run XXX -bench Megabyte -benchtime 3x ./linter
func BenchmarkMegabyte(b *testing.B) {
	for _, in := range megabyte.Inputs {
		b.Run(in.Kind, func(b *testing.B) {
			dir := b.TempDir()
			path, err := in.Write(dir, megabyte.Size)
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(megabyte.Size)
			b.ReportAllocs()
			for b.Loop() {
				lintOnce(b, dir, path)
			}
		})
	}
}

// maxMegabyteAllocs bounds the bytes the Go heap allocates over the run of
// a megabyte of any kind. It is no measure of the peak memory (the
// collector frees most of it on the way, and tree-sitter's C memory is not
// counted; cmd/flinklint's TestMegabyteWithinTheBar measures the process),
// but it does not depend on the machine's load: a megabyte of Python
// allocated 189 MB before issue 46's work (syntax nodes of 112 bytes, the
// tree copy's array grown by doubling, a map entry per node for reachOf),
// 118 MB after; Terraform allocates the most, 130 MB.
const maxMegabyteAllocs = 150 << 20

// TestMegabyteWithinTheBar lints a valid megabyte of each kind: the Go
// allocations stay under maxMegabyteAllocs, and the CPU time under a
// generous bound (the bar is 1 s; the bound fails superlinear costs, not a
// loaded machine), and nothing is abandoned.
func TestMegabyteWithinTheBar(t *testing.T) {
	if testing.Short() {
		t.Skip("lints ten megabytes")
	}
	for _, in := range megabyte.Inputs {
		t.Run(in.Kind, func(t *testing.T) {
			dir := t.TempDir()
			path, err := in.Write(dir, megabyte.Size)
			if err != nil {
				t.Fatal(err)
			}
			runtime.GC()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			var res *Result
			cost := scaling.Cost(func() { res = lintOnce(t, dir, path) })
			runtime.ReadMemStats(&after)
			allocs := (after.TotalAlloc - before.TotalAlloc) / 3 // Cost runs it 3 times
			t.Logf("%s: %d MB allocated, %v of CPU", in.Kind, allocs>>20, cost)
			if allocs > maxMegabyteAllocs {
				t.Errorf("a megabyte of %s allocated %d MB, want at most %d MB", in.Kind, allocs>>20, maxMegabyteAllocs>>20)
			}
			if cost > 3*time.Second {
				t.Errorf("a megabyte of %s took %v of CPU", in.Kind, cost)
			}
			if len(res.Incomplete) > 0 {
				t.Errorf("incomplete: %q", res.Incomplete)
			}
			for _, f := range res.Run.Findings {
				if strings.HasPrefix(f.RuleID, "FL90") {
					t.Errorf("%s: %s", f.RuleID, f.Message)
				}
			}
		})
	}
}
