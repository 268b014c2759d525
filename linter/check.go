package linter

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/filter"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/internal/gitindex"
	"github.com/flinklint/flinklint/model"
)

// This file is the pipeline's one entry point for its clients: Check takes
// what a client asks (Settings) and returns what to report (Outcome). The
// command line maps Settings from its flags and the Outcome to output and
// an exit status; the language server asks for its workspace with its open
// buffers. Every decision between the two is here.

// Settings are what a client asks of a run. The zero value lints the
// working directory with the project's configuration (.flinklint.yaml or
// pyproject.toml [tool.flinklint], found from the first path upwards).
type Settings struct {
	// Paths are the files and directories to report on (default "."). The
	// whole project root is read whatever they are, and the findings that
	// involve them are reported (roots.go).
	Paths []string
	// ConfigFile is the configuration to read instead of the one found.
	ConfigFile string
	// Root is the project root, read whole, that finding paths are
	// relative to (default: the directory of the configuration found from
	// the first path upwards, else the git work tree above it; in neither,
	// only the paths are read).
	Root string
	// Select and Ignore replace the configuration's lists when not nil;
	// ExtendSelect and ExtendIgnore add to the lists in force.
	Select, Ignore             []string
	ExtendSelect, ExtendIgnore []string
	// FailOn is the level at and above which a finding fails the run:
	// error, warning, note or never ("": the configuration's, else error).
	FailOn string
	// Exclude are globs over root-relative paths to skip, on top of the
	// configuration's.
	Exclude []string
	// FlinkVersion and AssumeAutoscaling win over the configuration's.
	FlinkVersion      string
	AssumeAutoscaling bool
	// TargetFlink ("2.1") wins over the configuration's target-flink.
	TargetFlink string
	// Jobs is the number of workers (0: the number of CPUs).
	Jobs int
	// MaxFileSize wins over the configuration's max-file-size when > 0.
	MaxFileSize int64
	// Changed: the paths are the changed files of a commit; the project is
	// linted and only the findings that involve them are reported.
	Changed bool
	// Staged lints what git's index holds: the files it tracks, with
	// their staged content.
	Staged bool
	// Overlay gives the content of files (absolute OS paths) instead of
	// what is on disk: an editor's buffers, standard input.
	Overlay map[string][]byte
	// ParseCache, when not nil, keeps the files' parses from this run for
	// the next (the language server's, which lints its workspace
	// after each edit); the command line, which lints once, has none.
	ParseCache *ParseCache
	// CollectBetweenPhases is Options.CollectBetweenPhases (the command
	// line sets it).
	CollectBetweenPhases bool
	// LargeRunGCPercent is Options.LargeRunGCPercent (the command line
	// sets it unless the user chose a pace with GOGC).
	LargeRunGCPercent int
	// Subset, when not nil, lints only some files of an earlier run's
	// listing (the language server's incremental run; Options.Subset).
	Subset *Subset
	// Baseline is a baseline file whose findings are not reported.
	Baseline string
	// WriteBaseline records the findings in this file instead of
	// filtering them by a baseline or capping them.
	WriteBaseline string
	// MaxFindings caps the findings reported, errors first (0: no cap).
	MaxFindings int
	// Fix applies the safe fixes, then lints again; Diff plans them only.
	// With an Overlay, only the overlaid files are fixed, in memory
	// (Outcome.Buffers): the files on disk are never touched.
	Fix, Diff bool
	RobustOptions
}

// Outcome is what a client reports.
type Outcome struct {
	// Result is the last run; Run.Findings are the findings to report
	// (capped), Run.All all of them when the cap left some out.
	*Result
	// Linked is the model of the first run, before any fix was written:
	// what --explain-links explains.
	Linked *model.Model
	// Fixes is the plan of Fix or Diff (written with Fix); nil otherwise.
	Fixes *FixPlan
	// Failed: a finding, counted before the cap, is at or above FailOn.
	Failed bool
	// Unreadable is a file named in Paths that could not be read (FL905);
	// a run that could not read what it was asked to is never a pass.
	Unreadable string
	// NotLinted are the files named in Paths that are none of the files
	// flinklint lints (a README): nothing in them was looked at.
	NotLinted []string
	// NoFlinkSign are the .sql files read as another database's scripts
	// because they show no sign of Flink SQL (and no PyFlink job reads
	// them), sorted: nothing in them was judged, and the user may say
	// otherwise in sql-dialects.
	NoFlinkSign []string
	// Context says why the run read only the named paths and not their
	// project (they are in none, or in several): their deployments and
	// settings may be missing. "" when it read a project.
	Context string
	// NamedOtherDialect are the named or changed files that plainly are
	// another database's scripts, with that database's sign: not linted
	// either.
	NamedOtherDialect []NamedOther
	// BaselineWritten counts the findings written to WriteBaseline.
	BaselineWritten int
	// Buffers are the overlaid files' contents after Fix changed them in
	// memory (absolute OS paths, as Settings.Overlay); nil when no fix was
	// applied.
	Buffers map[string][]byte
}

// NamedOther is a named .sql file read as another database's script.
type NamedOther struct {
	Path, Sign string
}

// Dropped is the number of findings the cap left out.
func (o *Outcome) Dropped() int {
	if o.Run.All == nil {
		return 0
	}
	return len(o.Run.All) - len(o.Run.Findings)
}

// Check runs the whole pipeline for a client: configuration, selection,
// the run and its filter chain, fixes, the baseline and the cap. A
// *SettingsError is a request it refuses.
func Check(s Settings) (*Outcome, error) {
	opts, failOn, err := s.plan()
	if err != nil {
		return nil, err
	}
	if opts.Staged != nil {
		defer opts.Staged.Close()
	}
	final := opts
	if s.WriteBaseline != "" {
		opts.Baseline, opts.MaxFindings = nil, 0
	}
	if s.Fix || s.Diff {
		opts.MaxFindings = 0 // plan the fixes of every finding
	}
	res, err := Run(opts)
	if err != nil {
		return nil, err
	}
	out := &Outcome{Result: res, Linked: res.Model}
	switch {
	case s.WriteBaseline != "":
		out.BaselineWritten = len(res.Run.Findings)
		return out, WriteFile(s.WriteBaseline, func(w io.Writer) error { return filter.WriteBaseline(w, res.Run.Findings) })
	case s.Fix || s.Diff:
		if err := out.fix(s.Fix, final); err != nil {
			return nil, err
		}
	}
	all := out.Run.Findings
	if out.Run.All != nil {
		all = out.Run.All
	}
	out.Failed = filter.ExitCode(all, failOn) != 0
	out.Unreadable = unreadableNamed(all, final.ReportOn)
	out.NotLinted = notLinted(out.Model, final.ReportOn)
	out.NoFlinkSign, out.NamedOtherDialect = otherDialect(out.Model, final.ReportOn)
	out.Context = final.context
	return out, nil
}

// fix plans the fixes of the run and, when write is set, applies them and
// lints again to report what is left; final is the options of that run.
// With an Overlay (standard input, an editor's buffers) only the overlaid
// files are fixed, and in memory: the disk is never touched, and the fixed
// contents are in Buffers.
func (o *Outcome) fix(write bool, final Options) error {
	if final.Overlay != nil {
		o.Fixes = o.overlaidOnly(final.Overlay).PlanFixes()
	} else {
		o.Fixes = o.PlanFixes()
	}
	if !write || len(o.Fixes.Changes) == 0 {
		if final.MaxFindings > 0 {
			o.Run.Findings = applyChain(o.Run.Findings, []stage{capStage(final.MaxFindings, o.Run)})
		}
		return nil
	}
	if final.Overlay != nil {
		final.Overlay = o.fixedBuffers(final.Overlay)
		o.Buffers = final.Overlay
	} else if err := o.Fixes.Write(); err != nil {
		return err
	}
	res, err := Run(final)
	if err != nil {
		return err
	}
	o.Result = res
	return nil
}

// overlaidOnly is the result with only the findings located in a file of
// the overlay: the fixes of the others would change files on disk.
func (o *Outcome) overlaidOnly(overlay map[string][]byte) *Result {
	r := *o.Result
	run := *r.Run
	run.Findings = nil
	for _, f := range o.Run.Findings {
		if _, ok := overlay[filepath.Join(o.Root, filepath.FromSlash(f.Location.Path))]; ok {
			run.Findings = append(run.Findings, f)
		}
	}
	r.Run = &run
	return &r
}

// fixedBuffers is the overlay with the planned changes applied (they are
// all to overlaid files: overlaidOnly).
func (o *Outcome) fixedBuffers(overlay map[string][]byte) map[string][]byte {
	fixed := make(map[string][]byte, len(overlay))
	for p, src := range overlay {
		fixed[p] = src
	}
	for _, ch := range o.Fixes.Changes {
		p := filepath.Join(o.Root, filepath.FromSlash(ch.Path))
		if _, ok := fixed[p]; ok {
			fixed[p] = ch.New
		}
	}
	return fixed
}

// plan turns the settings and the project's configuration into the
// options of a run and the fail-on level.
func (s *Settings) plan() (Options, finding.Level, error) {
	cfg, err := loadConfig(s.ConfigFile, s.Paths)
	if err != nil {
		return Options{}, "", err
	}
	failOn, err := s.failOn(cfg)
	if err != nil {
		return Options{}, "", settingsError(err)
	}
	if err := s.validate(cfg); err != nil {
		return Options{}, "", settingsError(err)
	}
	sc, err := scopeOf(s.Root, s.Paths, s.Changed)
	if err != nil {
		return Options{}, "", err
	}
	opts, err := s.options(cfg, sc.root)
	if err != nil {
		return Options{}, "", err
	}
	opts.Root, opts.Paths, opts.ReportOn, opts.Named, opts.context = sc.root, sc.paths, sc.reportOn, sc.named, sc.context
	opts.Overlay, opts.MaxFindings = s.Overlay, s.MaxFindings
	opts.ParseCache, opts.Subset = s.ParseCache, s.Subset
	opts.CollectBetweenPhases = s.CollectBetweenPhases
	opts.LargeRunGCPercent = s.LargeRunGCPercent
	if s.Overlay == nil {
		if err := readable(s.Paths); err != nil {
			return Options{}, "", err
		}
	}
	if s.Staged {
		if err := stageIndex(&opts); err != nil {
			return Options{}, "", err
		}
	}
	if s.Baseline != "" {
		if opts.Baseline, err = readBaseline(s.Baseline); err != nil {
			return Options{}, "", err
		}
	}
	return opts, failOn, nil
}

// stageIndex makes the run read what a commit holds: the files of git's
// index, with their staged content, whatever the work tree holds
// (untracked files, unstaged changes) and whatever the hook runner stashed.
func stageIndex(opts *Options) error {
	staged, err := gitindex.StagedUnder(opts.Root)
	if err != nil {
		return fmt.Errorf("--staged: %w", err)
	}
	opts.Staged, opts.Only = staged, staged.Paths()
	return nil
}

// readBaseline reads a baseline file.
func readBaseline(file string) (*filter.Baseline, error) {
	fh, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("--baseline: %w", err)
	}
	defer fh.Close()
	b, err := filter.ReadBaseline(fh)
	if err != nil {
		return nil, fmt.Errorf("--baseline %s: %w", file, err)
	}
	return b, nil
}

// unreadableNamed returns a file named in the settings that could not be
// read (an FL905 finding at it), "" when there is none.
func unreadableNamed(findings []finding.Finding, named map[string]bool) string {
	for _, f := range findings {
		if f.RuleID == finding.RuleUnreadableFile && named[f.Location.Path] {
			return f.Location.Path
		}
	}
	return ""
}

// notLinted returns the named files the run did not lint, sorted.
func notLinted(m *model.Model, named map[string]bool) []string {
	var out []string
	for p := range named {
		if m != nil && !strings.HasSuffix(p, "/") && m.File(p) == nil {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out
}

// otherDialect returns the .sql files the run read as another database's
// scripts and did not judge, sorted, in two lists: those that show no sign
// of Flink SQL, and named ones that show another database's; only those of
// reportOn when it is set. A file sql-dialects calls other is the user's
// decision, and a Jinja template plainly no Flink SQL: neither is listed.
func otherDialect(m *model.Model, reportOn map[string]bool) (noSign []string, named []NamedOther) {
	if m == nil {
		return nil, nil
	}
	for _, f := range m.Files {
		if f.Kind != model.SQLFile || !f.OtherDialect || m.Judged(f) || !inReport(reportOn, f.Path) {
			continue
		}
		switch f.OtherDialectWhy {
		case model.NoFlinkSign:
			noSign = append(noSign, f.Path)
		case "sql-dialects", "a Jinja template":
		default:
			// Another database's sign: worth a word only about a file the
			// user named or changed, not about every init script of a tree.
			if reportOn != nil {
				named = append(named, NamedOther{Path: f.Path, Sign: f.OtherDialectWhy})
			}
		}
	}
	sort.Strings(noSign)
	sort.Slice(named, func(i, j int) bool { return named[i].Path < named[j].Path })
	return noSign, named
}

// WriteFile writes name with write, creating its parent directories
// (`--format sarif:.sarif/flinklint.sarif` in a fresh checkout): the
// baseline here, the command's report files too.
func WriteFile(name string, write func(io.Writer) error) error {
	if dir := filepath.Dir(name); dir != "." {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	fh, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := write(fh); err != nil {
		fh.Close()
		return err
	}
	return fh.Close()
}
