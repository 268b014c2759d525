package main

import (
	"os"
	"runtime/debug"
)

// gcPercent is the collector's GOGC for a flinklint run. A pre-commit run
// allocates about 4 MB, all of it garbage by the end; at Go's default of 100
// the first collection starts at 4 MB and costs more than it frees (starting
// the mark workers: ~10 ms CPU of a ~70 ms run, issue 8 figure F). At 400 a
// small run never collects, and a whole-monorepo run (figure A: ~60 MB peak
// at 100) stays well under the 300 MB the speed issue allows.
const gcPercent = 400

// init sets the collector's pace before any work starts, unless the user
// chose one with GOGC.
func init() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
}
