package linter

import (
	"io"
	"time"

	"github.com/flinklint/flinklint/model"
)

// DefaultMaxFileSize is the size above which a file is reported (FL905)
// and not parsed, unless --max-file-size or `max-file-size` says otherwise.
const DefaultMaxFileSize = 10 << 20

// DefaultParseTimeout is the time one phase of a file's analysis may take
// (its parse, its job's semantic analysis, a rule) before the phase is
// abandoned and the file reported (FL905, bound.go).
const DefaultParseTimeout = 10 * time.Second

// NoParseTimeout, as RobustOptions.ParseTimeout, lets every phase run to
// its end (--parse-timeout 0).
const NoParseTimeout time.Duration = -1

// RobustOptions are the options of a run that concern odd inputs and
// diagnosing the tool itself.
type RobustOptions struct {
	// Debug adds the Go stack to internal-error findings (FL906) and logs
	// each internal error to Log.
	Debug bool
	// Verbose logs to Log the files skipped without a finding (binary
	// content, symlinked directories, oversized data files).
	Verbose bool
	// ParseTimeout bounds each phase of the analysis of one file: its
	// parse, its job's semantic analysis, each rule (0: DefaultParseTimeout;
	// NoParseTimeout: no bound). A phase that exceeds it is abandoned.
	ParseTimeout time.Duration
	// Log receives the --verbose and --debug lines (nil: discarded). Lines
	// are written in path order after the parse, whatever the number of
	// workers, and secret values in them are redacted.
	Log io.Writer

	// hooks let tests simulate what root cannot: unreadable files and
	// directories, parses that hang or panic. Nil in a real run.
	hooks *testHooks
}

// testHooks replace parts of the run in tests.
type testHooks struct {
	fsys        walkFS                   // instead of the real file system
	beforeParse func(rel string)         // runs in the parse goroutine of each file
	beforeModel func(*model.Input)       // runs before each build of the model
	beforePhase func(phase, path string) // runs in each bounded phase's goroutine (bound.go)
}

// fileSystem is the file system of the run.
func (o RobustOptions) baseFileSystem() walkFS {
	if o.hooks != nil && o.hooks.fsys != nil {
		return o.hooks.fsys
	}
	return osFS{}
}
