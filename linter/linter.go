// Package linter is flinklint's driver: it finds the files to lint
// (.gitignore, default and --exclude exclusions), classifies them by name and
// a byte scan, parses them in parallel, adds every file to one
// token.FileSet, builds the job model, runs the rules as analyzers, applies
// suppressions, and returns sorted findings. Its output is the same, byte
// for byte, whatever the number of workers.
package linter

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/config"
	"github.com/flinklint/flinklint/filter"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/internal/gitindex"
	"github.com/flinklint/flinklint/link"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/rules"
)

// Version is flinklint's version, reported by `flinklint version` and in SARIF.
const Version = "0.1.0"

// InfoURI is the project's home page.
const InfoURI = "https://github.com/flinklint/flinklint"

// Options configure one run.
type Options struct {
	// Paths are the files and directories to lint (default ".").
	Paths []string
	// Root is the directory finding paths are relative to (default: the
	// enclosing git work tree of the working directory, else the working
	// directory).
	Root string
	// Jobs is the number of parse workers (default runtime.NumCPU()).
	Jobs int
	// Exclude are globs over root-relative paths to skip.
	Exclude []string
	// Rules are the rules to run (default rules.All()).
	Rules []*rules.Rule
	// FlinkVersion and AssumeAutoscaling cover app configs kept elsewhere.
	FlinkVersion      string
	AssumeAutoscaling bool
	// TargetFlink is the Flink 2.x line of a planned upgrade ("2.1"), for
	// the upgrade rules; "" asks about none.
	TargetFlink string
	// Mappings are explicit deployment -> jobs mappings.
	Mappings []link.Mapping
	// Connectors are connector identifiers the project declares present.
	Connectors []string
	// Named are the root-relative files the user named (not the changed
	// files of a commit): a .sql file among them is read as Flink SQL
	// unless it plainly is another database's script.
	Named map[string]bool
	// SQLDialects say what the .sql files of globs over root-relative
	// paths are (config.DialectFlink, DialectHive, DialectOther); the first
	// matching glob decides.
	SQLDialects []config.SQLDialect
	// FreshSessions are root-relative globs of the SQL scripts that each
	// start a session of their own (config.Config.FreshSessions).
	FreshSessions []string
	// NoSuppress turns inline suppressions off.
	NoSuppress bool
	// Severity overrides levels per rule id, id prefix or name (filter.ParseSeverity values).
	Severity map[string]finding.Level
	// PathIgnores turn rules off for paths.
	PathIgnores []filter.PathIgnore
	// MaxFileSize bounds the bytes read from one file (default DefaultMaxFileSize).
	MaxFileSize int64
	// Overlay gives the content of files (absolute OS paths) to use
	// instead of what is on disk: an unsaved editor buffer.
	Overlay map[string][]byte
	// ParseCache, when not nil, keeps parses from one run to the next (a
	// client that lints the same workspace again and again).
	ParseCache *ParseCache
	// CollectBetweenPhases has the collector run where most of a large
	// run's heap has just become garbage: once the model is built and once
	// the semantic analysis is done (CollectLarge). A process that lints
	// once sets it; its cost is in bench/README.md (issue 31).
	CollectBetweenPhases bool
	// LargeRunGCPercent, when above 0, is the collector's pace (GOGC) while
	// a run of more than LargeRunFiles files is parsed and analysed; the
	// pace before is restored at its end. A process that lints once and
	// keeps a looser pace for small runs sets it (bench/README.md, issue 31).
	LargeRunGCPercent int
	// Subset, when not nil, makes this a partial run over some files of
	// an earlier run's listing, without a walk (incremental.go).
	Subset *Subset
	// Only, when not nil, is the set of root-relative paths that may be
	// read at all (the files git tracks, for pre-commit): everything else
	// the walk finds is skipped.
	Only map[string]bool
	// Staged, when not nil, gives the content of the files git's index
	// holds under Root (an absolute path then), read instead of the work
	// tree's (--staged).
	Staged *gitindex.Staged
	// ReportOn, when not nil, keeps only the findings that involve one of
	// these root-relative paths (filter.Touching): the changed files of a
	// pre-commit run, linted in their whole project.
	ReportOn map[string]bool
	// Baseline drops the findings it records (nil: none).
	Baseline *filter.Baseline
	// MaxFindings caps the findings reported, errors first (0: no cap);
	// Run.All then holds them all.
	MaxFindings int
	// RobustOptions: --debug, --verbose, --parse-timeout (robust_options.go).
	RobustOptions

	// context says why the run read less than the project's root (named
	// paths in no project): Outcome.Context.
	context string
}

// Result is what a run produced.
type Result struct {
	Run   *finding.Run
	Model *model.Model
	Root  string
	// Comments are the comments of the linted files that can be
	// suppressions (the others are not collected).
	Comments []filter.Comment
	// Listing is what the walk found, for a later Subset run; set when
	// the run had a ParseCache and walked.
	Listing *Listing
	// Imports are, for each Python file whose parse read other files
	// through its imports, those files (root-relative); set when the run
	// had a ParseCache.
	Imports map[string][]string
	// Incomplete says what the run could not analyse ("path: why"), in
	// path order: files there that could not be read, phases abandoned at
	// --parse-timeout. A run with any is no clean pass (issue 46).
	Incomplete []string
	// Skipped says, for each file the user named that was skipped unread,
	// why: "binary content", "symlink to a directory: not followed", ...
	Skipped map[string]string
}

// Run lints the paths of opts.
func Run(opts Options) (*Result, error) {
	if err := rules.Validate(); err != nil {
		return nil, fmt.Errorf("internal error: %w", err)
	}
	if len(opts.Paths) == 0 {
		opts.Paths = []string{"."}
	}
	if opts.Jobs <= 0 {
		opts.Jobs = runtime.NumCPU()
	}
	if opts.MaxFileSize <= 0 {
		opts.MaxFileSize = DefaultMaxFileSize
	}
	if opts.Rules == nil {
		opts.Rules = rules.All()
	}
	for _, g := range opts.Exclude {
		if err := filter.CheckGlob(g); err != nil {
			return nil, fmt.Errorf("--exclude %q: %w", g, err)
		}
	}
	root := opts.Root
	if root == "" {
		wd, err := os.Getwd()
		if err != nil {
			return nil, err
		}
		root = FindRoot(wd)
	}
	root, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	var cands []candidate
	var listing *dirListing
	if opts.Subset != nil {
		cands, listing = opts.Subset.candidates(), opts.Subset.From.listing
	} else {
		var errs []error
		cands, listing, errs = discoverListing(opts.fileSystem(), root, opts.Paths, opts.Exclude, opts.Jobs)
		if len(errs) > 0 {
			return nil, errors.Join(errs...)
		}
	}
	if opts.Only != nil {
		kept := cands[:0]
		for _, c := range cands {
			if opts.Only[c.rel] {
				kept = append(kept, c)
			}
		}
		cands = kept
	}
	defer paceLargeRun(len(cands), opts.LargeRunGCPercent)()
	in := parseInput(root, contextIrregular(cands, opts.ReportOn), listing, opts)
	var kept *Listing
	if opts.Subset != nil {
		// The rules are told of the tree what the whole run told them.
		in.Options.Discovered, in.Options.WholeTree = opts.Subset.From.discovered, opts.Subset.From.whole
		in.Options.LinkAgainst = opts.Subset.linkAgainst()
	} else {
		in.Options.Discovered, in.Options.WholeTree = discovered(root, cands, opts.Paths)
		if opts.ParseCache != nil {
			kept = &Listing{cands: cands, listing: listing, discovered: in.Options.Discovered, whole: in.Options.WholeTree}
		}
	}
	findings, err := analyze(in, opts.Rules)
	if err != nil {
		return nil, err
	}
	var extra []model.Secret
	if opts.Subset != nil {
		extra = opts.Subset.Secrets
	}
	redactSecrets(in.model, findings, extra)
	comments := collectComments(in.Input)
	run := &finding.Run{
		ToolName:    "flinklint",
		ToolVersion: Version,
		InfoURI:     InfoURI,
		FilesRead:   filesRead(cands, opts.ReportOn),
	}
	run.Findings = applyChain(findings, opts.chainStages(comments, run))
	run.Linted = linted(in.model, opts.ReportOn)
	if opts.Subset == nil { // a partial run's client has the rules of its whole run
		for _, r := range opts.Rules {
			run.Rules = append(run.Rules, r.Doc.Report())
		}
	}
	return &Result{Run: run, Model: in.model, Root: root, Comments: comments, Listing: kept, Imports: in.follows.result(), Incomplete: incomplete(in, findings, opts.ReportOn), Skipped: in.skipped}, nil
}

// filesRead counts the files the run read (parsed, or skipped after the
// byte scan) that it reports on: not the rest of the project read as
// context for a named file.
func filesRead(cands []candidate, reportOn map[string]bool) int {
	n := 0
	for _, c := range cands {
		if c.note == "" && inReport(reportOn, c.rel) {
			n++
		}
	}
	return n
}

// incomplete lists what the run could not analyse: the files it could not
// read that are there (model.File.Unread), the phases it abandoned, the
// files and rules an internal error stopped (FL906 among findings, a
// recovered panic of a reader), the Python or JVM files whose analysis
// was given up (pyparse.Error.NotAnalysed), and the places a parser or
// reader stopped at one of its limits, as the rules report them (a SQL
// query nested past the parser's depth, FL900; a deployment config nested
// past the reader's, FL904): what lies past them is not analysed.
//
// A limit met in a file the run reads only as context for the paths it
// reports on (reportOn) counts when the file is one of a job that has a
// reported file (its scripts, modules and linked deployment configs); a
// deep query in an unrelated script, or a config nested past its reader's
// limit that runs no reported job, does not fail a run that does not
// check it (the project's own nasty test inputs would fail every check of
// a file of it).
func incomplete(in *input, findings []finding.Finding, reportOn map[string]bool) []string {
	var out []string
	related := relatedFiles(in.model, reportOn)
	for _, f := range in.model.Files {
		if f.Unread {
			out = append(out, f.Path+": "+f.ReadError)
		}
		if reportOn == nil || related[f] {
			out = append(out, notAnalysed(in.model, f)...)
		}
		if f.Python == nil {
			continue
		}
		for _, e := range f.Python.Errors {
			if e.NotAnalysed || e.Internal {
				out = append(out, f.Path+": "+firstLine(e.Msg))
			}
		}
	}
	if in.bound != nil {
		for _, p := range in.bound.problems() {
			out = append(out, p.path+": "+p.msg)
		}
	}
	for _, f := range findings {
		if f.RuleID == finding.RuleInternalError {
			out = append(out, f.Location.Path+": "+firstLine(f.Message))
		}
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// relatedFiles are the files reported on (nil: all of them) and the files
// of every job that has one: its entry, sessions, the SQL files it reads,
// the files its SQL units are in and its linked deployments' files.
func relatedFiles(m *model.Model, reportOn map[string]bool) map[*model.File]bool {
	if reportOn == nil {
		return nil
	}
	out := map[*model.File]bool{}
	for _, f := range m.Files {
		if inReport(reportOn, f.Path) {
			out[f] = true
		}
	}
	for _, j := range m.Jobs {
		files := append([]*model.File{j.Entry}, j.Session...)
		files = append(files, j.SQLFiles...)
		for _, u := range j.Units {
			files = append(files, u.File)
		}
		for _, l := range j.Deployments {
			if l.Deployment != nil {
				files = append(files, l.Deployment.File)
			}
		}
		if !slices.ContainsFunc(files, func(f *model.File) bool { return out[f] }) {
			continue
		}
		for _, f := range files {
			if f != nil {
				out[f] = true
			}
		}
	}
	return out
}

// notAnalysed lists the places of f that a parser or reader did not
// analyse past because of one of its limits (sqlparse.SyntaxError and
// deploy.Problem NotAnalysed), where FL900 and FL904 report them: in a SQL
// script the rules judge, in SQL embedded in f that is Flink's, in a
// deployment config that is no template.
func notAnalysed(m *model.Model, f *model.File) []string {
	var out []string
	if f.SQL != nil && m.Judged(f) {
		for _, e := range f.SQL.Errors {
			if e.NotAnalysed {
				out = append(out, f.Path+": "+e.Msg)
			}
		}
	}
	for _, emb := range f.Embedded {
		if emb.Script == nil || m.OtherDatabaseScript(f, emb) {
			continue
		}
		for _, e := range emb.Script.Errors {
			if e.NotAnalysed {
				out = append(out, f.Path+": SQL in a string: "+e.Msg)
			}
		}
	}
	if f.Deploy != nil {
		for _, p := range f.Deploy.Problems {
			if p.NotAnalysed && !p.Template {
				where := f.Path
				if p.Path != "" {
					where = p.Path
				}
				out = append(out, where+": "+p.Msg)
			}
		}
	}
	return out
}

// firstLine is s up to its first newline (a message without its stack).
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

func keepRules(fs []finding.Finding, ran map[string]bool) []finding.Finding {
	var out []finding.Finding
	for _, f := range fs {
		if ran[f.RuleID] {
			if r := rules.Lookup(f.RuleID); r != nil {
				f.RuleName = r.Doc.Name
			}
			out = append(out, f)
		}
	}
	return out
}

// FindRoot returns the enclosing git work tree of dir, or dir itself.
func FindRoot(dir string) string {
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return dir
		}
		d = parent
	}
}

// fileSystem is what the run reads: the disk, with the Overlay's files
// laid over it.
func (o Options) fileSystem() walkFS {
	base := o.baseFileSystem()
	if o.Staged != nil {
		base = newStagedFS(base, o.Root, o.Staged)
	}
	return newOverlayFS(base, o.Overlay)
}

// linted counts what the model holds, by kind, for the summary. When only
// some files are reported on (files named alone, read in their project, or
// --changed), it counts what those files hold: the rest of the project was
// read as context, not linted for the user.
func linted(m *model.Model, reportOn map[string]bool) *finding.Linted {
	if m == nil {
		return nil
	}
	counted := func(f *model.File) bool { return f != nil && inReport(reportOn, f.Path) }
	l := &finding.Linted{}
	for _, d := range m.Deployments {
		if counted(d.File) {
			l.Deployments++
		}
	}
	for _, j := range m.Jobs {
		if j.Entry != nil && j.Entry.Kind == model.PythonFile && !strings.HasSuffix(j.Name, model.UnreachedSuffix) && jobCounted(j, counted) {
			if j.Entry.JVM != nil {
				l.JVMJobs++
			} else {
				l.PythonJobs++
			}
		}
	}
	for _, f := range m.Files {
		if f.Kind == model.SQLFile && m.Judged(f) && counted(f) {
			l.SQLScripts++
		}
	}
	// A DataStream program (data brought into a stream, no SQL, setting or
	// descriptor) is no job of the model, and is a Python job all the same.
	entries := map[*model.File]bool{}
	for _, j := range m.Jobs {
		entries[j.Entry] = true
	}
	for _, f := range m.Files {
		if f.Kind == model.PythonFile && f.JVM == nil && f.Python != nil && len(f.Python.StreamInputs) > 0 && !entries[f] && counted(f) {
			l.PythonJobs++
		}
	}
	return l
}

// jobCounted reports whether a job holds a counted file: its entry, a SQL
// file it reads or a module whose SQL it runs.
func jobCounted(j *model.Job, counted func(*model.File) bool) bool {
	if counted(j.Entry) {
		return true
	}
	for _, f := range j.SQLFiles {
		if counted(f) {
			return true
		}
	}
	for _, u := range j.Units {
		if counted(u.File) {
			return true
		}
	}
	return false
}
