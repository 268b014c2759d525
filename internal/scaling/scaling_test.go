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
