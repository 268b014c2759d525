//go:build cgo

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/linter"
)

// This file is `flinklint check`: its flags become the pipeline's
// Settings, and the pipeline's Outcome becomes reports and an exit status.
// Every decision in between is the library's (linter.Check).

func check(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c, paths, status, ok := parseCheckFlags(args, stdout, stderr)
	if !ok {
		return status
	}
	settings, err := c.settings(paths, stdin, stderr)
	if err == nil {
		err = c.checkLayout()
	}
	if err == nil {
		err = c.robust.check()
	}
	var outs []output
	if err == nil {
		outs, err = c.outputs()
	}
	if err != nil {
		fmt.Fprintf(stderr, "flinklint check: %v\n", err)
		return exitUsage
	}
	out, err := linter.Check(settings)
	if err != nil {
		return failure(stderr, err)
	}
	if c.explainLinks {
		printLinks(stderr, out.Linked)
	}
	switch {
	case c.fix && settings.Overlay != nil:
		return c.fixStandardInput(out, settings.Overlay, outs, stdout, stderr)
	case out.Fixes != nil:
		return c.reportFixes(out, outs, stdout, stderr)
	case c.writeBaseline != "":
		fmt.Fprintf(stderr, "flinklint: wrote %d findings to %s\n", out.BaselineWritten, c.writeBaseline)
		return exitOK
	}
	return c.report(out, outs, stdout, stderr)
}

// parseCheckFlags parses the arguments of check; when ok is false the
// command ends with status.
func parseCheckFlags(args []string, stdout, stderr io.Writer) (c *checkFlags, paths []string, status int, ok bool) {
	fs := flag.NewFlagSet("flinklint check", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // the errors are said below, with the nearest flag
	c = &checkFlags{}
	c.register(fs)
	fs.Usage = func() {}
	paths, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		printHelp(stdout, "flinklint check [flags] [path ...]", fs)
		formatHelp(stdout)
		return nil, nil, exitOK, false
	}
	if err != nil {
		fmt.Fprintf(stderr, "flinklint check: %v%s\n", err, nearestFlag(fs, err))
		fmt.Fprintln(stderr, `Run "flinklint check --help" for the flags.`)
		return nil, nil, exitUsage, false
	}
	c.set = map[string]bool{}
	fs.Visit(func(f *flag.Flag) { c.set[f.Name] = true })
	return c, paths, exitOK, true
}

// nearestFlag is " (did you mean --NAME?)" for an unknown flag close to a
// known one, "" otherwise.
func nearestFlag(fs *flag.FlagSet, err error) string {
	name, unknown := strings.CutPrefix(err.Error(), "flag provided but not defined: ")
	if !unknown {
		return ""
	}
	var known []string
	fs.VisitAll(func(f *flag.Flag) { known = append(known, f.Name) })
	if s, ok := flink.Suggest(strings.TrimLeft(name, "-"), known); ok {
		return fmt.Sprintf(" (did you mean --%s?)", s)
	}
	return ""
}

// failure reports an error of the pipeline: a refused setting or
// configuration entry, or a run that could not be done.
func failure(stderr io.Writer, err error) int {
	var refused *linter.SettingsError
	if errors.As(err, &refused) {
		sayError(stderr, "flinklint check", err)
	} else {
		sayError(stderr, "flinklint", err)
	}
	return exitUsage
}

// settings maps the flags onto the pipeline's settings; a list flag not
// given leaves the configuration's list in force.
func (c *checkFlags) settings(paths []string, stdin io.Reader, log io.Writer) (linter.Settings, error) {
	overlay, paths, err := stdinOverlay(c.stdinFilename, paths, stdin)
	if err != nil {
		return linter.Settings{}, err
	}
	s := linter.Settings{
		Paths: paths, ConfigFile: c.configFile, Root: c.root,
		ExtendSelect: c.extendSelect, ExtendIgnore: c.extendIgnore,
		Exclude: c.exclude, FlinkVersion: c.flinkVersion, AssumeAutoscaling: c.assumeAutoscaling,
		TargetFlink: c.targetFlink,
		Jobs:        c.jobs, Changed: c.changed, Staged: c.staged, Overlay: overlay,
		Baseline: c.baseline, WriteBaseline: c.writeBaseline, MaxFindings: c.maxFindings,
		Fix: c.fix, Diff: c.diff,
		// flinklint check lints once: memory that became garbage is
		// better handed back than kept for a next run.
		CollectBetweenPhases: true,
		LargeRunGCPercent:    largeRunGCPercent(),
	}
	if c.set["select"] {
		s.Select = append([]string{}, c.selectIDs...)
	}
	if c.set["ignore"] {
		s.Ignore = append([]string{}, c.ignoreIDs...)
	}
	if c.set["fail-on"] {
		s.FailOn = c.failOn
	}
	c.robust.apply(&s, log)
	return s, nil
}

// fixStandardInput writes standard input with the fixes applied to
// standard output, as ruff does, and reports what is left on standard
// error: the file on disk is never touched.
func (c *checkFlags) fixStandardInput(out *linter.Outcome, overlay map[string][]byte, outs []output, stdout, stderr io.Writer) int {
	for path, src := range overlay { // the one file read from standard input
		if fixed, ok := out.Buffers[path]; ok {
			src = fixed
		}
		if _, err := stdout.Write(src); err != nil {
			return failure(stderr, err)
		}
	}
	return c.reportFixes(out, outs, stderr, stderr)
}

// lintedKinds names what flinklint lints, for the hints.
const lintedKinds = "PyFlink jobs (*.py, notebooks), Java, Kotlin and Scala jobs (*.java, *.kt, *.scala), Flink SQL (*.sql, *.q) and Flink deployment configs"

// printHints says when a named file, or the whole run, held nothing
// flinklint lints: "no findings" would otherwise read as a pass.
func printHints(w io.Writer, out *linter.Outcome) {
	if out.Context != "" {
		fmt.Fprintf(w, "flinklint: %s\n", out.Context)
	}
	for _, p := range out.NotLinted {
		if why := out.Skipped[p]; why != "" {
			// A binary file, a symlink to a directory: say what it is.
			fmt.Fprintf(w, "flinklint: %s: %s: skipped, nothing linted\n", p, why)
			continue
		}
		fmt.Fprintf(w, "flinklint: %s: nothing linted; flinklint lints %s\n", p, lintedKinds)
	}
	if n := len(out.NoFlinkSign); n > 0 {
		what := "1 .sql file shows no sign of Flink SQL and was read as another database's script"
		if n > 1 {
			what = fmt.Sprintf("%d .sql files show no sign of Flink SQL and were read as other databases' scripts", n)
		}
		fmt.Fprintf(w, "flinklint: %s, not linted (first: %s); to lint Flink SQL there, list it under sql-dialects in .flinklint.yaml or name the file (--verbose lists each)\n",
			what, out.NoFlinkSign[0])
	}
	for _, o := range out.NamedOtherDialect {
		fmt.Fprintf(w, "flinklint: %s: read as another database's script (%s), not linted; sql-dialects in .flinklint.yaml can say it is Flink SQL\n", o.Path, o.Sign)
	}
	if l := out.Run.Linted; l != nil && l.Nothing() && len(out.NotLinted) == 0 && len(out.Run.Findings) == 0 && out.Run.All == nil {
		fmt.Fprintf(w, "flinklint: found nothing to lint; flinklint lints %s\n", lintedKinds)
	}
}

// reportFixes prints what --fix did, or the diff of what it would do.
func (c *checkFlags) reportFixes(out *linter.Outcome, outs []output, stdout, stderr io.Writer) int {
	plan := out.Fixes
	for _, sk := range plan.Skipped {
		fmt.Fprintf(stderr, "flinklint: %s\n", sk)
	}
	if c.diff {
		for _, ch := range plan.Changes {
			fmt.Fprint(stdout, linter.UnifiedDiff(ch.Path, ch.Old, ch.New))
		}
		if !c.quiet {
			fmt.Fprintf(stderr, "flinklint: --diff: %s in %s would be fixed\n",
				plural(plan.Applied, "finding"), plural(len(plan.Changes), "file"))
		}
		if len(plan.Changes) > 0 {
			return exitFindings
		}
		return exitOK
	}
	if !c.quiet {
		fmt.Fprintf(stderr, "flinklint: fixed %s in %s\n", plural(plan.Applied, "finding"), plural(len(plan.Changes), "file"))
	}
	return c.report(out, outs, stdout, stderr)
}

// report writes the reports and returns the exit status.
func (c *checkFlags) report(out *linter.Outcome, outs []output, stdout, stderr io.Writer) int {
	status := exitOK
	if out.Failed {
		status = exitFindings
	}
	if out.Unreadable != "" {
		fmt.Fprintf(stderr, "flinklint: %s, named on the command line, could not be read (FL905)\n", out.Unreadable)
		status = exitUsage
	}
	status = c.robust.incomplete(stderr, out.Incomplete, status, c.quiet)
	if !c.quiet {
		printHints(stderr, out)
	}
	if n := out.Dropped(); n > 0 && !c.quiet {
		fmt.Fprintf(stderr, "flinklint: %s more not shown (--max-findings %d)\n", plural(n, "finding"), c.maxFindings)
	}
	wd, _ := os.Getwd()
	links := linkGraph(out.Linked)
	releaseModel(out)
	for _, o := range outs {
		oo := outputOptions{root: out.Root, workDir: wd, quiet: c.quiet, links: links}
		var err error
		if o.file == "" {
			oo.color = c.wantColor(stdout)
			oo.full = c.outputFormat == "full" || c.outputFormat == "" && isTerminal(stdout)
			oo.width = terminalWidth(stdout)
			err = o.write(stdout, out.Run, oo)
		} else {
			oo.full = c.outputFormat == "full"
			err = linter.WriteFile(o.file, func(w io.Writer) error { return o.write(w, out.Run, oo) })
		}
		if err != nil {
			fmt.Fprintf(stderr, "flinklint: %v\n", err)
			return exitUsage
		}
	}
	return status
}

// listFlag collects a repeatable, comma-separated flag.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error {
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			*l = append(*l, p)
		}
	}
	return nil
}

// checkFlags are the flags of `flinklint check`.
type checkFlags struct {
	formats                 listFlag // "text", "sarif:FILE", ...
	output                  string
	maxFindings             int
	fix, diff               bool
	changed                 bool
	failOn                  string
	selectIDs, ignoreIDs    listFlag
	extendSelect            listFlag
	extendIgnore            listFlag
	exclude                 listFlag
	flinkVersion            string
	targetFlink             string
	assumeAutoscaling       bool
	baseline, writeBaseline string
	jobs                    int
	noColor, quiet          bool
	outputFormat, color     string
	root                    string
	configFile              string
	explainLinks            bool
	stdinFilename           string
	staged                  bool
	robust                  robustFlags     // robust_flags.go
	set                     map[string]bool // the flags given
}

func (c *checkFlags) register(fs *flag.FlagSet) {
	fs.Var(&c.formats, "format", formatUsage())
	fs.StringVar(&c.output, "output", "", "write the report of the --format that names no file to `FILE` instead of standard output")
	fs.IntVar(&c.maxFindings, "max-findings", 0, "report at most `N` findings, errors first (0: no limit; the exit status still counts all)")
	fs.BoolVar(&c.fix, "fix", false, "apply the safe suggested fixes in place, then report what is left")
	fs.BoolVar(&c.changed, "changed", false, "the paths are changed files (pre-commit): lint the whole project so jobs meet their configs,\nbut report only findings located in, or related to, a changed file")
	fs.BoolVar(&c.diff, "diff", false, "print the fixes --fix would apply as a unified diff and change nothing")
	fs.StringVar(&c.failOn, "fail-on", "error", "exit 1 when a finding is at or above this `LEVEL`: error, warning, note or never")
	fs.Var(&c.selectIDs, "select", "run only these rules (`IDS`, comma-separated ids, id prefixes or names)")
	fs.Var(&c.ignoreIDs, "ignore", "do not run these rules (`IDS`)")
	fs.Var(&c.extendSelect, "extend-select", "run these rules (`IDS`) too, on top of --select or the configuration's select")
	fs.Var(&c.extendIgnore, "extend-ignore", "do not run these rules (`IDS`) either, on top of --ignore or the configuration's ignore")
	fs.Var(&c.exclude, "exclude", "skip paths matching this `GLOB` (repeatable)")
	fs.StringVar(&c.flinkVersion, "flink-version", "", "Flink version `X.Y` to assume when no app config states one")
	fs.StringVar(&c.targetFlink, "target-flink", "", "Flink 2.x line `X.Y` of a planned upgrade: report what breaks there (FL06x, as warnings)")
	fs.BoolVar(&c.assumeAutoscaling, "assume-autoscaling", false, "treat jobs without a linked app config as autoscaled")
	fs.StringVar(&c.baseline, "baseline", "", "report only findings not in the baseline `FILE`")
	fs.StringVar(&c.writeBaseline, "write-baseline", "", "record today's findings in the baseline `FILE` and exit 0")
	fs.IntVar(&c.jobs, "jobs", 0, "parse with `N` workers (default: the number of CPUs)")
	fs.BoolVar(&c.noColor, "no-color", false, "never colour the text output (--color never)")
	fs.StringVar(&c.outputFormat, "output-format", "", "text layout: `full` (the code with carets under each finding; the default on a terminal)\nor concise (one line per finding; the default otherwise)")
	fs.StringVar(&c.color, "color", "auto", "colour the text output: `auto` (a terminal, without NO_COLOR; FORCE_COLOR forces it), always or never")
	fs.BoolVar(&c.quiet, "quiet", false, "print findings only: no related locations, no summary")
	fs.StringVar(&c.configFile, "config", "", "read the configuration from `FILE` (default: .flinklint.yaml or pyproject.toml [tool.flinklint], searched upwards)")
	fs.BoolVar(&c.explainLinks, "explain-links", false, "print which deployment config governs which job, and why, to standard error")
	fs.StringVar(&c.root, "root", "", "the project root `DIR`, read whole for context whatever paths are named; finding paths are relative to it\n(default: read the directory of the .flinklint.yaml found from the first path upwards, else the git work tree;\npaths relative to the git work tree)")
	fs.BoolVar(&c.staged, "staged", false, "lint what git's index holds: the tracked files with their staged content, whatever the work tree holds (pre-commit)")
	fs.StringVar(&c.stdinFilename, "stdin-filename", "", "with the path -, lint standard input as the file `PATH` (an editor's unsaved buffer),\nthe rest of its project as context")
	c.robust.register(fs)
}

// parseInterspersed parses flags that may come before or after the paths.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var paths []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return paths, nil
		}
		if args[0] == "--" {
			return append(paths, args[1:]...), nil
		}
		paths = append(paths, args[0])
		args = args[1:]
	}
}

// maxStdin bounds what --stdin-filename reads, as the linter bounds a file.
const maxStdin = linter.DefaultMaxFileSize

// stdinOverlay reads standard input as the content of the file named by
// --stdin-filename when the paths are "-" (or none): the file is then the
// one path linted, in its project. It returns nil without the flag.
func stdinOverlay(name string, paths []string, stdin io.Reader) (map[string][]byte, []string, error) {
	dash := len(paths) == 1 && paths[0] == "-"
	if name == "" {
		if dash {
			return nil, nil, errors.New("the path - (standard input) needs --stdin-filename PATH")
		}
		return nil, paths, nil
	}
	if !dash && len(paths) > 0 {
		return nil, nil, fmt.Errorf("--stdin-filename lints standard input: give the path - (or none), not %s", strings.Join(paths, " "))
	}
	abs, err := filepath.Abs(name)
	if err != nil {
		return nil, nil, err
	}
	if st, err := os.Stat(abs); err == nil && st.IsDir() {
		return nil, nil, fmt.Errorf("--stdin-filename %s is a directory", name)
	}
	src, err := io.ReadAll(io.LimitReader(stdin, maxStdin+1))
	if err != nil {
		return nil, nil, fmt.Errorf("reading standard input: %w", err)
	}
	if int64(len(src)) > maxStdin {
		return nil, nil, fmt.Errorf("standard input is larger than %d bytes", maxStdin)
	}
	return map[string][]byte{abs: src}, []string{name}, nil
}

// checkLayout validates --output-format and --color.
func (c *checkFlags) checkLayout() error {
	switch c.outputFormat {
	case "", "full", "concise":
	default:
		return fmt.Errorf("--output-format %q: expected full or concise", c.outputFormat)
	}
	switch c.color {
	case "auto", "always", "never":
	default:
		return fmt.Errorf("--color %q: expected auto, always or never", c.color)
	}
	return nil
}

// releaseModel drops the run's model (the parsed files, their trees, the
// jobs), which nothing reads once the link graph is drawn, and has the
// collector take it before the reports are written when the heap is large:
// the writers allocate several times the report's size (a JSON report is
// indented in memory), and on 2,000 jobs that allocation on top of the
// model set the run's peak memory (bench/README.md, issue 31).
func releaseModel(out *linter.Outcome) {
	out.Linked, out.Model = nil, nil
	linter.CollectLarge()
}
