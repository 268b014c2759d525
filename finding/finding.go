// Package finding is the vocabulary every part of flinklint shares: a
// finding's level, location, related locations and fixes, the metadata of
// a rule, and a run. It imports nothing, so rules, the model, the filters,
// the output writers and the language server can all speak it without
// depending on one another.
package finding

// Level is a finding's severity.
type Level string

const (
	Error   Level = "error"
	Warning Level = "warning"
	Note    Level = "note"
)

// Rank orders levels: error > warning > note.
func (l Level) Rank() int {
	switch l {
	case Error:
		return 3
	case Warning:
		return 2
	case Note:
		return 1
	}
	return 0
}

// Location is a range in one file. Lines are 1-based. Col counts Unicode code
// points (1-based), Col16 counts UTF-16 code units (1-based), as SARIF's
// default columnKind wants. End is exclusive.
type Location struct {
	Path                 string // slash-separated, relative to the repository root
	StartOffset          int    // byte offsets into the file
	EndOffset            int
	StartLine, StartCol  int
	EndLine, EndCol      int
	StartCol16, EndCol16 int
	// Snippet is the source text of the range (redacted when it holds a secret).
	Snippet string
	// Cell and CellLine, in a notebook, are the 1-based cell and the line
	// in it; zero elsewhere.
	Cell, CellLine int
	// SourceLine is the whole line StartLine (without its line break,
	// redacted like Snippet), for renderers that show the code.
	SourceLine string
}

// Related is a second location that explains the finding (the config line
// that makes the app rescale).
type Related struct {
	Location Location
	Message  string
}

// Edit replaces the bytes [Location.StartOffset, Location.EndOffset) of
// Location.Path with NewText.
type Edit struct {
	Location Location
	NewText  string
}

// Fix is one suggested fix, safe to apply on its own.
type Fix struct {
	Description string
	Edits       []Edit
}

// Finding is one diagnostic, ready to print.
type Finding struct {
	RuleID   string // "FL001"
	RuleName string // "auto-compaction-rescale"
	Level    Level
	Message  string
	Location Location
	Related  []Related
	Fixes    []Fix
	// Fingerprint identifies the finding across unrelated edits (rule, path,
	// normalised snippet; never line numbers).
	Fingerprint string
}

// Rule is the metadata of one rule that ran, rendered into SARIF and json.
type Rule struct {
	ID           string
	Name         string
	Summary      string // one line
	Explanation  string // markdown: what it finds and why
	Help         string // markdown: the whole doc page
	HelpURI      string
	DefaultLevel Level
	Tags         []string
	// SecuritySeverity is a CVSS-like score ("7.5") for security rules, "" otherwise.
	SecuritySeverity string
}

// Run is everything a writer needs.
type Run struct {
	ToolName    string
	ToolVersion string
	InfoURI     string
	Rules       []Rule    // every rule that ran, sorted by ID
	Findings    []Finding // sorted by path, line, column, rule
	// All is every finding when Findings was capped (--max-findings), so a
	// summary can state the true totals; nil when nothing was left out.
	All       []Finding
	FilesRead int
	// Baselined counts the findings a baseline hid: they are in no list
	// above, and a summary says how many there were.
	Baselined int
	// Linted counts what the run linted, by kind; nil when not counted.
	Linted *Linted
}

// Linted counts what a run linted, by kind, so that a summary can say
// what was looked at ("3 Python jobs, 2 SQL scripts, 1 deployment").
type Linted struct {
	PythonJobs  int // PyFlink jobs and notebooks
	JVMJobs     int // Java and Scala job files
	SQLScripts  int // Flink SQL files, standalone or read by a job
	Deployments int // deployment configs
}

// Nothing reports whether the run found nothing Flink to lint.
func (l Linted) Nothing() bool { return l == Linted{} }
