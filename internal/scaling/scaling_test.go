package scaling

import (
	"strings"
	"testing"
)

// fakeTB records a failure instead of stopping the test.
type fakeTB struct {
	t      *testing.T
	failed bool
}

func (*fakeTB) Helper()                        {}
func (f *fakeTB) Fatalf(string, ...any)        { f.failed = true }
func (f *fakeTB) Logf(format string, a ...any) { f.t.Logf(format, a...) }

// busy does about n units of work the compiler cannot drop.
func busy(n int) int {
	s := 0
	for i := range n {
		s += strings.IndexByte("abcdefghijklmnopqrstuvwxyz", byte('a'+i%26))
	}
	return s
}

var sink int

func TestLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("times work")
	}
	f := fakeTB{t: t}
	Linear(&f, "linear", 1<<19, func(n int) { sink += busy(n * 40) })
	if f.failed {
		t.Error("linear work judged superlinear")
	}
	f = fakeTB{t: t}
	Linear(&f, "quadratic", 1<<12, func(n int) {
		for range n {
			sink += busy(n)
		}
	})
	if !f.failed {
		t.Error("quadratic work judged linear")
	}
}

// TestLinearRetries: one measurement above the bar is noise, not a verdict;
// only work above it in every attempt fails.
func TestLinearRetries(t *testing.T) {
	if testing.Short() {
		t.Skip("times work")
	}
	calls := 0
	f := fakeTB{t: t}
	// The first measurement (its small and large sizes) is made slow at 4n
	// only; later ones are linear.
	Linear(&f, "noisy once", 1<<19, func(n int) {
		calls++
		m := n * 40
		if calls <= runs*2 && n > 1<<19 {
			m *= 4
		}
		sink += busy(m)
	})
	if f.failed {
		t.Error("linear work with one noisy measurement judged superlinear")
	}
}
