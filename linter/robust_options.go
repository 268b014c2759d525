package linter

import (
	"io"
	"time"

	"github.com/flinklint/flinklint/model"
)

// DefaultMaxFileSize is the size above which a file is reported (FL905)
// and not parsed, unless --max-file-size or `max-file-size` says otherwise.
const DefaultMaxFileSize = 10 << 20

// DefaultParseTimeout is the time one file may take to parse before the
// parse is abandoned and the file reported (FL905).
const DefaultParseTimeout = 10 * time.Second

// RobustOptions are the options of a run that concern odd inputs and
// diagnosing the tool itself.
type RobustOptions struct {
	// Debug adds the Go stack to internal-error findings (FL906) and logs
	// each internal error to Log.
	Debug bool
	// Verbose logs to Log the files skipped without a finding (binary
	// content, symlinked directories, oversized data files).
	Verbose bool
	// ParseTimeout bounds the parse of one file (default
	// DefaultParseTimeout). A parse that exceeds it is abandoned.
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
	fsys        walkFS             // instead of the real file system
	beforeParse func(rel string)   // runs in the parse goroutine of each file
	beforeModel func(*model.Input) // runs before each build of the model
}

// fileSystem is the file system of the run.
func (o RobustOptions) baseFileSystem() walkFS {
	if o.hooks != nil && o.hooks.fsys != nil {
		return o.hooks.fsys
	}
	return osFS{}
}
