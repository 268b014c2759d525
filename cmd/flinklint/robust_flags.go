//go:build cgo

package main

import (
	"flag"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/flinklint/flinklint/linter"
)

// robustFlags are the check flags about odd inputs and diagnosing the
// tool: --debug, --verbose, --max-file-size, --parse-timeout.
type robustFlags struct {
	debug, verbose bool
	maxFileSize    sizeFlag
	parseTimeout   time.Duration
}

func (r *robustFlags) register(fs *flag.FlagSet) {
	fs.BoolVar(&r.debug, "debug", false, "add the Go stack to internal-error findings (FL906) and log them to standard error")
	fs.BoolVar(&r.verbose, "verbose", false, "log the files skipped without a finding (binary content, symlinked directories) to standard error")
	fs.Var(&r.maxFileSize, "max-file-size", "report and skip files larger than `SIZE` (bytes, or 10MB, 4MiB; default 10MiB or max-file-size in the config)")
	fs.DurationVar(&r.parseTimeout, "parse-timeout", linter.DefaultParseTimeout, "abandon and report a phase of the analysis (the parse of a file, its job's semantic analysis, a rule) after `DURATION`")
}

// apply sets the settings; a --max-file-size given wins over the
// configuration's.
func (r *robustFlags) apply(s *linter.Settings, log io.Writer) {
	s.Debug, s.Verbose = r.debug, r.verbose
	s.ParseTimeout = r.parseTimeout
	s.Log = log
	s.MaxFileSize = int64(r.maxFileSize)
}

// sizeFlag is a byte count written as an integer or with a unit.
type sizeFlag int64

var sizeFlagPattern = regexp.MustCompile(`^(?i)\s*([0-9]+)\s*(b|kb|kib|mb|mib|gb|gib)?\s*$`)

func (s *sizeFlag) String() string { return strconv.FormatInt(int64(*s), 10) }

func (s *sizeFlag) Set(v string) error {
	m := sizeFlagPattern.FindStringSubmatch(v)
	if m == nil {
		return fmt.Errorf("want bytes or a size like 10MB or 4MiB, got %q", v)
	}
	n, err := strconv.ParseInt(m[1], 10, 64)
	mult := map[string]int64{"": 1, "b": 1, "kb": 1000, "kib": 1 << 10, "mb": 1000 * 1000, "mib": 1 << 20, "gb": 1000 * 1000 * 1000, "gib": 1 << 30}[strings.ToLower(m[2])]
	if err != nil || n <= 0 || n > (1<<62)/mult {
		return fmt.Errorf("want a positive size, got %q", v)
	}
	*s = sizeFlag(n * mult)
	return nil
}
