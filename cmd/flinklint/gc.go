//go:build cgo

package main

import (
	"os"
	"runtime/debug"
)

// gcPercent is the collector's GOGC for a flinklint run. A pre-commit run
// allocates a few megabytes, all of it garbage by the end; at Go's default
// of 100 its first collection costs more than it frees. At 150 such a run
// never collects, and a large run pays a little CPU for a lower peak
// memory than at 200 (the measurements are in bench/README.md, figure F and
// the GOGC rows).
const gcPercent = 150

// largeRunGCPercent is the pace of a run of many files (linter's
// LargeRunGCPercent: a lower peak memory for a little CPU), unless the user
// chose one with GOGC.
func largeRunGCPercent() int {
	if os.Getenv("GOGC") != "" {
		return 0
	}
	return 100
}

// init sets the collector's pace before any work starts, unless the user
// chose one with GOGC.
func init() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
}
