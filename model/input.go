// Package model builds the linked job model once per run: which jobs exist
// (a PyFlink file with the SQL files it reads, or a standalone SQL file),
// the tables each job declares with their effective options, the job's
// settings, and the deployments that run it. Rules Require Analyzer and read
// its *Model; they never read files or parse anything themselves.
//
// # How the driver feeds the model
//
// The driver (package linter) parses every file first, in parallel, and adds
// each to one token.FileSet with its line table. The parse is not an
// analyzer: the driver hands the parsed files to Analyzer, the root of the
// analysis graph, as the run's package fact (pass.ImportPackageFact with
// pass.Pkg, go/analysis' channel for what a driver knows from outside a
// pass), and every rule gets the same *Model through
// ResultOf[model.Analyzer]. docs/dev/writing-rules.md states the whole
// contract of a pass.
package model

import (
	"go/token"
	"hash/crc32"
	"slices"
	"sort"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/jvmparse"
	"github.com/flinklint/flinklint/link"
	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// FileKind tells what a file was parsed as.
type FileKind int

const (
	SQLFile      FileKind = iota + 1 // *.sql, *.q
	PythonFile                       // PyFlink (or Python CDK) source
	ConfigFile                       // a deployment config a deploy reader read
	ServicesFile                     // META-INF/services/org.apache.flink.table.factories.Factory
	BuildFile                        // a Maven pom.xml that declares Flink artifacts, a Gradle or sbt build naming Flink
)

func (k FileKind) String() string {
	switch k {
	case SQLFile:
		return "sql"
	case PythonFile:
		return "python"
	case ConfigFile:
		return "config"
	case ServicesFile:
		return "services"
	case BuildFile:
		return "build"
	}
	return "unknown"
}

// File is one parsed file of the run.
type File struct {
	Path string // slash-separated, relative to the run's root
	Tok  *token.File
	// Src is the file's content, nil once the driver dropped it after
	// parsing (DropSource): read the content with Source and its length
	// with Len.
	Src  []byte
	Kind FileKind

	SQL *sqlparse.Script // SQLFile
	// OtherDialect is set on a .sql file that shows no sign of being Flink
	// SQL (sqlparse.HasFlinkEvidence): a MySQL or PostgreSQL init script, say.
	// It is judged only as part of a PyFlink job that reads it.
	OtherDialect bool
	// OtherDialectWhy says what made it an OtherDialect file: NoFlinkSign,
	// "sql-dialects", "a Jinja template" or the other database's sign
	// (sqlparse.OtherDialectEvidence) in a file the user named.
	OtherDialectWhy string
	// FreshSession is set for a SQL script the project says starts a
	// session of its own, as Flink starts one (fresh-sessions in
	// .flinklint.yaml): Flink's default catalog, empty, and no other.
	FreshSession bool
	// Template is set on a .sql file that is a Jinja template (a dbt model:
	// sqlparse.JinjaTemplate): Flink runs its rendering, never this text. It
	// is an OtherDialect file too.
	Template bool
	Python   *pyparse.Module // PythonFile
	// JVM is set for a Java or Scala source, read as a job like a Python
	// one (Kind PythonFile, Python its Flink API use).
	JVM *jvmparse.Source
	// Embedded are the parsed SQL texts of Python, in Python.SQL order.
	Embedded []*EmbeddedSQL
	Deploy   *deploy.Result // ConfigFile (also Python CDK files, when any)
	// DeployKind is the reader that decided what the file holds (deploy.Result.Kind).
	DeployKind deploy.Kind
	// Factories are the table factories a ServicesFile registers.
	Factories []ConnectorFactory
	// Dependencies are the Flink artifacts a BuildFile declares, with their
	// versions resolved from its properties.
	Dependencies []jvmparse.Dependency
	// Build is the jar a Maven POM, Gradle or sbt build makes (BuildFile).
	Build *jvmparse.Build
	// ReadError is set when the file could not be read or decoded
	// (unreadable, binary, too large); nothing else is then filled in.
	ReadError string
	// Unread is set with a ReadError that leaves the run incomplete: the
	// file is there and could not be read (permissions, a named pipe, an
	// unlistable directory) or its parse was abandoned (--parse-timeout).
	Unread bool
	// Cells are a notebook's code cells (Jupyter) or paragraphs (Zeppelin),
	// in file order; empty for other files.
	Cells []Cell

	// reread, size and sum serve Source once Src is dropped.
	reread func(scratch *[]byte) ([]byte, error)
	size   int
	sum    uint32
}

// Source returns the file's content: Src, or once the driver dropped it,
// the file read again; nil when that read fails or no longer returns the
// bytes that were linted (the file changed during the run).
func (f *File) Source() []byte { return f.SourceInto(nil) }

// SourceReader reads the sources of files whose source the parse dropped
// (SourceInto) into one buffer it reuses, and keeps the file it read last:
// findings and fixes often come file by file, and a new copy a read cost
// megabytes a run on 2,000 jobs (issue 31). What Of returns is valid until
// its next read; a nil *SourceReader reads with Source.
type SourceReader struct {
	file     *File
	src, buf []byte
}

// Of returns f's source (nil when f changed since it was linted).
func (r *SourceReader) Of(f *File) []byte {
	if r == nil {
		return f.Source()
	}
	if f != r.file {
		r.file, r.src = f, f.SourceInto(&r.buf)
	}
	return r.src
}

// SourceInto is Source reading a dropped source into *scratch when scratch
// is not nil (the buffer may be replaced by a larger one): the bytes
// returned may then be *scratch's, valid until the next read into it.
func (f *File) SourceInto(scratch *[]byte) []byte {
	if f.reread == nil {
		return f.Src
	}
	b, err := f.reread(scratch)
	if err != nil || len(b) != f.size || crc32.ChecksumIEEE(b) != f.sum {
		return nil
	}
	return b
}

// Len is the length in bytes of the file's content, Src or dropped.
func (f *File) Len() int {
	if f.reread == nil {
		return len(f.Src)
	}
	return f.size
}

// DropSource lets go of Src once the file is parsed, so that the sources of
// a run are not all held at once (bench/README.md, issue 31); Source then
// reads the content again with reread (into *scratch when not nil, as
// SourceInto says), which must return what Src held.
func (f *File) DropSource(reread func(scratch *[]byte) ([]byte, error)) {
	f.size, f.sum, f.reread = len(f.Src), crc32.ChecksumIEEE(f.Src), reread
	f.Src = nil
}

// Cell is one notebook cell: where its source is written in the notebook
// file, and where each of its lines starts there.
type Cell struct {
	Index      int // 1-based, among all the notebook's cells
	Start, End int
	LineStarts []int
}

// CellAt returns the cell holding byte offset off and the 1-based line in
// it, or ok false.
func (f *File) CellAt(off int) (index, line int, ok bool) {
	for _, c := range f.Cells {
		if off < c.Start || off > c.End {
			continue
		}
		line = 1
		for i, s := range c.LineStarts {
			if s <= off {
				line = i + 1
			}
		}
		return c.Index, line, true
	}
	return 0, 0, false
}

// ConnectorFactory is a table factory the repository registers for Flink's
// factory discovery.
type ConnectorFactory struct {
	Class string // fully qualified, as the service file lists it
	// Source is the repository-relative source file read for it, "" when
	// the repository does not hold it.
	Source string
	// Identifier is what its factoryIdentifier() returns ("mredis"), ""
	// when it could not be read.
	Identifier string
}

// EmbeddedSQL is a SQL text found in a Python string, with its parse.
type EmbeddedSQL struct {
	Text   *pyparse.SQLText
	Script *sqlparse.Script
}

// Pos converts a byte offset of the file into a token.Pos, clamped to the file.
func (f *File) Pos(off int) token.Pos {
	if off < 0 {
		off = 0
	}
	if off > f.Tok.Size() {
		off = f.Tok.Size()
	}
	return f.Tok.Pos(off)
}

// Options are the user's choices that change what the model assumes.
type RunOptions struct {
	// FlinkVersion applies when no linked deployment states one ("1.19").
	FlinkVersion string
	// AssumeAutoscaling treats a job with no linked deployment as rescaled
	// (its app config lives in another repository).
	AssumeAutoscaling bool
	// TargetFlink is the Flink 2.x line of a planned upgrade ("2.1"):
	// the upgrade rules report what breaks there. "" asks about none.
	TargetFlink string
	// Mappings are explicit deployment -> jobs mappings (.flinklint.yaml).
	Mappings []link.Mapping
	// Connectors are connector identifiers the project declares as present
	// (.flinklint.yaml `connectors:`): custom factories that come from jars.
	Connectors []string
	// Discovered lists every candidate file the run found, Flink-related or
	// not (root-relative, slash-separated), for rules that look files up by
	// name (a deployment's entry point).
	Discovered []string
	// WholeTree is true when the run walked the repository root, so a file
	// missing from Discovered is missing from the repository rather than
	// outside the paths given.
	WholeTree bool
	// LinkAgainst, for a run over part of a workspace (the language
	// server's), are a whole run's linker inputs: this run's deployments
	// are linked against the whole workspace's job files, not only its
	// own, and so get the decisions a whole run gives them (link.Jobs
	// links each deployment on its own). The caller vouches that the
	// inputs are still the workspace's (the job files: Model.LinkJobFiles)
	// and that every file with image copies is in the run.
	LinkAgainst *LinkInputs
}

// LinkInputs are the job files a whole run's linker chose among
// (Model.LinkJobFiles, Model.LinkLibraries), indexed once (NewLinkInputs),
// and whether it had a job at all (it links nothing otherwise).
type LinkInputs struct {
	Jobs, Libraries []link.JobFile
	AnyJob          bool
	// PythonJob: a job of the whole run is a Python file
	// (Model.HasPythonJob).
	PythonJob bool
	// index indexes Jobs, withLibraries Jobs and Libraries (nil when
	// there are none).
	index, withLibraries *link.Index
}

// NewLinkInputs are a whole run's linker inputs, indexed.
func NewLinkInputs(m *Model) *LinkInputs {
	la := &LinkInputs{Jobs: m.LinkJobFiles, Libraries: m.LinkLibraries, AnyJob: len(m.Jobs) > 0, PythonJob: m.HasPythonJob()}
	la.index = link.NewIndex(la.Jobs)
	if len(la.Libraries) > 0 {
		la.withLibraries = link.NewIndex(slices.Concat(la.Jobs, la.Libraries))
	}
	return la
}

// Input is the driver's parse phase result, the package fact Analyzer
// imports.
type Input struct {
	Fset    *token.FileSet
	Files   []*File // sorted by Path
	Options RunOptions
	// Workers is how many goroutines Build may use (0 means one). The model
	// is the same for any number.
	Workers int
	// Report, set by the driver, receives what analyzers report through
	// Model.Report, with the finding's level beside the diagnostic. Nil
	// (another driver): Model.Report reports through pass.Report, at the
	// rule's default level.
	Report func(pass *analysis.Pass, level finding.Level, d analysis.Diagnostic)
	// Bound, set by the driver, runs work, one phase of the analysis of
	// the file at path (a job's semantic analysis), within the run's time
	// bound: false when it abandoned work, which may still be running, and
	// reports that (FL905). Nil: work runs unbounded. Analyses call it
	// through Bounded.
	Bound func(phase, path string, work func()) bool
}

// AFact makes the Input the package fact through which the driver hands
// the parsed files to Analyzer.
func (*Input) AFact() {}

// SortFiles orders files by path, the order every later step relies on.
func SortFiles(files []*File) {
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
}

// NoFlinkSign is File.OtherDialectWhy of a .sql file that shows no sign of
// being Flink SQL (sqlparse.HasFlinkEvidence).
const NoFlinkSign = "no sign of Flink SQL"
