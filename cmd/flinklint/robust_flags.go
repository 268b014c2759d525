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
	debug, verbose  bool
	maxFileSize     sizeFlag
	parseTimeout    time.Duration
	allowIncomplete bool
}

func (r *robustFlags) register(fs *flag.FlagSet) {
	fs.BoolVar(&r.debug, "debug", false, "add the Go stack to internal-error findings (FL906) and log them to standard error")
	fs.BoolVar(&r.verbose, "verbose", false, "log the files skipped without a finding (binary content, symlinked directories) to standard error")
	fs.Var(&r.maxFileSize, "max-file-size", "report and skip files larger than `SIZE` (bytes, or 10MB, 4MiB; default 10MiB or max-file-size in the config)")
	fs.DurationVar(&r.parseTimeout, "parse-timeout", linter.DefaultParseTimeout, "abandon and report a phase of the analysis (the parse of a file, its job's semantic analysis, a rule) after `DURATION`\n(0: no limit)")
	fs.BoolVar(&r.allowIncomplete, "allow-incomplete", false, "let a run that could not analyse everything (a file it cannot read, a phase abandoned at --parse-timeout)\nexit by its findings instead of 2")
}

// check rejects values the flags cannot take.
func (r *robustFlags) check() error {
	if r.parseTimeout < 0 {
		return fmt.Errorf("--parse-timeout %v: expected a duration, or 0 for no limit", r.parseTimeout)
	}
	return nil
}

// incomplete says on w why the run is incomplete, and returns the exit
// status it ends with (status unless the incomplete run fails it).
func (r *robustFlags) incomplete(w io.Writer, why []string, status int, quiet bool) int {
	if len(why) == 0 {
		return status
	}
	if !quiet || !r.allowIncomplete {
		what := "1 file or phase"
		if len(why) > 1 {
			what = fmt.Sprintf("%d files or phases", len(why))
		}
		fmt.Fprintf(w, "flinklint: the analysis is incomplete: %s could not be analysed (first: %s)", what, why[0])
		if r.allowIncomplete {
			fmt.Fprintln(w, "; accepted (--allow-incomplete)")
			return status
		}
		fmt.Fprintln(w, "; exit 2 (--allow-incomplete accepts it)")
	}
	if r.allowIncomplete {
		return status
	}
	return max(status, exitUsage)
}

// apply sets the settings; a --max-file-size given wins over the
// configuration's.
func (r *robustFlags) apply(s *linter.Settings, log io.Writer) {
	s.Debug, s.Verbose = r.debug, r.verbose
	s.ParseTimeout = r.parseTimeout
	if r.parseTimeout == 0 {
		s.ParseTimeout = linter.NoParseTimeout
	}
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
