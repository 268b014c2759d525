package parallel

import (
	"sync/atomic"
	"testing"
)

func TestForEachIndex(t *testing.T) {
	for _, workers := range []int{0, 1, 2, 3, 8} {
		for _, n := range []int{0, 1, 2, 7, 100} {
			out := make([]int32, n)
			ForEachIndex(workers, n, func(i int) { atomic.AddInt32(&out[i], 1) })
			for i, c := range out {
				if c != 1 {
					t.Fatalf("workers %d, n %d: index %d done %d times", workers, n, i, c)
				}
			}
		}
	}
}

func TestForEachIndexPanic(t *testing.T) {
	for _, workers := range []int{1, 2, 4} {
		func() {
			defer func() {
				if r := recover(); r != "boom 5" {
					t.Errorf("workers %d: recovered %v, want the panic of index 5", workers, r)
				}
			}()
			ForEachIndex(workers, 10, func(i int) {
				if i == 5 {
					panic("boom 5")
				}
			})
			t.Errorf("workers %d: no panic", workers)
		}()
	}
}
