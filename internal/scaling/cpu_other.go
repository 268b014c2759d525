//go:build !unix

package scaling

import "time"

// start is when the process began, for cpuTime's wall-clock stand-in.
var start = time.Now()

// cpuTime is the wall time since the process began where the process's
// CPU time is not read.
func cpuTime() time.Duration { return time.Since(start) }
