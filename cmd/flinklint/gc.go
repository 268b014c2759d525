//go:build cgo

package main

import (
	"os"
	"runtime/debug"
)

// gcPercent is the collector's GOGC for a flinklint run. A pre-commit run
// (10 jobs, 19 files) allocates about 4 MB, all of it garbage by the end; at
// Go's default of 100 its first collection starts at 4 MB and costs more than
// it frees (starting the mark workers: ~9 ms CPU of a ~65 ms run, issue 8
// figure F). At 200 such a run never collects (nor one twice its size). 400
// saved no more CPU on whole-tree runs but raised the peak resident memory
// of 2,000 jobs from 148 MB to 228 MB (200: 183 MB), too close to the
// 300 MB the speed issue allows.
const gcPercent = 200

// init sets the collector's pace before any work starts, unless the user
// chose one with GOGC.
func init() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
}
