//go:build cgo

// Command flinklint lints Apache Flink jobs (PyFlink, Flink SQL) together
// with the deployment configs that run them.
//
//	flinklint check [flags] [path ...]   lint files and directories (default ".")
//	flinklint rules                      list the rules
//	flinklint explain ID                 print a rule's documentation
//	flinklint version                    print the version
//
// Exit status: 0 no finding at or above --fail-on, 1 findings at or above
// it, 2 usage error or internal error.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/flinklint/flinklint/config"
	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/filter"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/internal/gitindex"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/report"
	"github.com/flinklint/flinklint/rules"
	"github.com/flinklint/flinklint/server"
)

const (
	exitOK       = 0
	exitFindings = 1
	exitUsage    = 2
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is main without the process: it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if err := rules.Validate(); err != nil {
		fmt.Fprintf(stderr, "flinklint: internal error: %v\n", err)
		return exitUsage
	}
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	switch args[0] {
	case "check":
		return check(args[1:], stdin, stdout, stderr)
	case "server":
		return serverCommand(args[1:], stdin, stdout, stderr)
	case "rules":
		return rulesCommand(args[1:], stdout, stderr)
	case "explain":
		return explain(args[1:], stdout, stderr)
	case "version", "--version", "-version":
		fmt.Fprintf(stdout, "flinklint %s\n", linter.Version)
		return exitOK
	case "help", "-h", "--help":
		usage(stdout)
		return exitOK
	}
	fmt.Fprintf(stderr, "flinklint: unknown command %q\n", args[0])
	usage(stderr)
	return exitUsage
}

func usage(w io.Writer) {
	fmt.Fprint(w, `usage:
  flinklint check [flags] [path ...]   lint files and directories (default ".")
  flinklint rules                      list the rules
  flinklint explain ID                 print a rule's documentation
  flinklint server                     language server (LSP over stdio) for editors
  flinklint version                    print the version

Run "flinklint check -h" for the check flags.
`)
}

// rulesCommand is `flinklint rules [--format text|json]`.
func rulesCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("flinklint rules", flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", "text", "`FORMAT` of the list: text or json")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	switch *format {
	case "text":
		return listRules(stdout)
	case "json":
		type jsonRule struct {
			ID           string   `json:"id"`
			Name         string   `json:"name"`
			DefaultLevel string   `json:"default_level"`
			Summary      string   `json:"summary"`
			Tags         []string `json:"tags"`
			URL          string   `json:"url"`
		}
		out := []jsonRule{}
		for _, r := range rules.All() {
			tags := append([]string{}, r.Doc.Tags...)
			out = append(out, jsonRule{r.Doc.ID, r.Doc.Name, string(r.Doc.DefaultLevel), r.Doc.Summary, tags, r.Doc.URL()})
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return exitUsage
		}
		return exitOK
	}
	fmt.Fprintf(stderr, "flinklint rules: --format %s: expected text or json\n", *format)
	return exitUsage
}

func listRules(w io.Writer) int {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tNAME\tLEVEL\tSUMMARY")
	for _, r := range rules.All() {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", r.Doc.ID, r.Doc.Name, r.Doc.DefaultLevel, r.Doc.Summary)
	}
	if err := tw.Flush(); err != nil {
		return exitUsage
	}
	return exitOK
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
	robust                  robustFlags // robust_flags.go
}

func (c *checkFlags) register(fs *flag.FlagSet) {
	fs.Var(&c.formats, "format", "output `FORMAT`: text, sarif, json, github or checkstyle, optionally :FILE\n(repeatable: --format text --format sarif:.sarif/flinklint.sarif) (default text)")
	fs.StringVar(&c.output, "output", "", "write the report of the --format that names no file to `FILE` instead of standard output")
	fs.IntVar(&c.maxFindings, "max-findings", 0, "report at most `N` findings, errors first (0: no limit; the exit status still counts all)")
	fs.BoolVar(&c.fix, "fix", false, "apply the safe suggested fixes in place, then report what is left")
	fs.BoolVar(&c.changed, "changed", false, "the paths are changed files (pre-commit): lint the whole project so jobs meet their configs,\nbut report only findings located in, or related to, a changed file")
	fs.BoolVar(&c.diff, "diff", false, "print the fixes --fix would apply as a unified diff and change nothing")
	fs.StringVar(&c.failOn, "fail-on", "error", "exit 1 when a finding is at or above this level: error, warning, note or never")
	fs.Var(&c.selectIDs, "select", "run only these rules (`IDS`, comma-separated ids, id prefixes or names)")
	fs.Var(&c.ignoreIDs, "ignore", "do not run these rules (`IDS`)")
	fs.Var(&c.extendSelect, "extend-select", "run these rules (`IDS`) too, on top of --select or the configuration's select")
	fs.Var(&c.extendIgnore, "extend-ignore", "do not run these rules (`IDS`) either, on top of --ignore or the configuration's ignore")
	fs.Var(&c.exclude, "exclude", "skip paths matching this `GLOB` (repeatable)")
	fs.StringVar(&c.flinkVersion, "flink-version", "", "Flink version `X.Y` to assume when no app config states one")
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
	fs.StringVar(&c.root, "root", "", "`DIR` finding paths are relative to (default: the git work tree, else the working directory)")
	fs.BoolVar(&c.staged, "staged", false, "read only the files in git's index (.git/index): untracked files in the work tree never change the result (pre-commit)")
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

func check(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("flinklint check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c checkFlags
	c.register(fs)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: flinklint check [flags] [path ...]")
		fs.PrintDefaults()
	}
	paths, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	if err != nil {
		return exitUsage
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if err := c.checkLayout(); err != nil {
		fmt.Fprintf(stderr, "flinklint check: %v\n", err)
		return exitUsage
	}
	overlay, paths, err := stdinOverlay(c.stdinFilename, paths, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "flinklint check: %v\n", err)
		return exitUsage
	}
	cfg, err := loadConfig(c.configFile, paths)
	if err != nil {
		fmt.Fprintf(stderr, "flinklint: %v\n", err)
		return exitUsage
	}
	opts, failOn, err := c.options(cfg, set)
	if err != nil {
		fmt.Fprintf(stderr, "flinklint check: %v\n", err)
		return exitUsage
	}
	opts.Paths = paths
	if opts.Root == "" {
		opts.Root = rootOutside(paths)
	}
	if c.root == "" && !contains(opts.Root, paths) {
		// The configuration's repository (--config elsewhere) does not hold
		// the paths: judge them in their own repositories' common ancestor
		// rather than refuse a readable directory.
		opts.Root = commonRoot(paths)
	}
	if overlay == nil {
		if err := readable(paths); err != nil {
			fmt.Fprintf(stderr, "flinklint: %v\n", err)
			return exitUsage
		}
	}
	if !c.changed && len(paths) > 0 && allFiles(paths) {
		// Files named on the command line (an editor, a script, pre-commit
		// without --changed) are judged in their project: their jobs meet
		// the deployments that run them.
		c.changed = true
	}
	var changed map[string]bool
	if c.changed {
		// Lint the project the paths belong to; report on the paths.
		if opts.Root, err = projectRoot(opts.Root); err != nil {
			fmt.Fprintf(stderr, "flinklint: %v\n", err)
			return exitUsage
		}
		changed = changedSet(opts.Root, paths)
		opts.Paths = []string{opts.Root}
		if len(paths) == 0 {
			changed = nil // nothing named: the whole project
		}
		for p := range changed {
			if name := path.Base(p); name == ".flinklint.yaml" || name == ".flinklint.yml" || name == "pyproject.toml" {
				changed = nil // the configuration changed: every finding may have
				break
			}
		}
	}
	opts.Overlay = overlay
	if c.staged {
		// What a commit holds: pre-commit stashes the unstaged changes of
		// tracked files, but untracked files stay in the work tree.
		if opts.Only, err = gitindex.TrackedUnder(opts.Root); err != nil {
			fmt.Fprintf(stderr, "flinklint check --staged: %v\n", err)
			return exitUsage
		}
	}
	c.robust.apply(&opts, stderr)
	outs, err := c.outputs()
	if err != nil {
		fmt.Fprintf(stderr, "flinklint check: %v\n", err)
		return exitUsage
	}
	res, err := linter.Run(opts)
	if err == nil && changed != nil {
		res.Run.Findings = touching(res.Run.Findings, changed)
	}
	if err == nil && c.explainLinks {
		printLinks(stderr, res)
	}
	if err != nil {
		fmt.Fprintf(stderr, "flinklint: %v\n", err)
		return exitUsage
	}
	if c.fix || c.diff {
		if c.writeBaseline != "" {
			fmt.Fprintln(stderr, "flinklint check: --fix and --diff do not go with --write-baseline")
			return exitUsage
		}
		if err := applyBaseline(c.baseline, res.Run); err != nil {
			fmt.Fprintf(stderr, "flinklint: %v\n", err)
			return exitUsage
		}
		plan := res.PlanFixes()
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
		if err := plan.Write(); err != nil {
			fmt.Fprintf(stderr, "flinklint: %v\n", err)
			return exitUsage
		}
		if !c.quiet {
			fmt.Fprintf(stderr, "flinklint: fixed %s in %s\n", plural(plan.Applied, "finding"), plural(len(plan.Changes), "file"))
		}
		if len(plan.Changes) > 0 { // report what is left
			if res, err = linter.Run(opts); err != nil {
				fmt.Fprintf(stderr, "flinklint: %v\n", err)
				return exitUsage
			}
			if changed != nil {
				res.Run.Findings = touching(res.Run.Findings, changed)
			}
		}
	}
	run := res.Run
	if c.writeBaseline != "" {
		if err := writeFile(c.writeBaseline, func(w io.Writer) error { return filter.WriteBaseline(w, run.Findings) }); err != nil {
			fmt.Fprintf(stderr, "flinklint: %v\n", err)
			return exitUsage
		}
		fmt.Fprintf(stderr, "flinklint: wrote %d findings to %s\n", len(run.Findings), c.writeBaseline)
		return exitOK
	}
	if err := applyBaseline(c.baseline, run); err != nil {
		fmt.Fprintf(stderr, "flinklint: %v\n", err)
		return exitUsage
	}
	status := filter.ExitCode(run.Findings, failOn)
	if named := unreadableNamed(run.Findings, changed); named != "" {
		// A file the user named and flinklint could not read is never a pass.
		fmt.Fprintf(stderr, "flinklint: %s, named on the command line, could not be read (FL905)\n", named)
		status = exitUsage
	}
	if c.maxFindings > 0 {
		var dropped int
		shown := *run
		shown.Findings, dropped = filter.Cap(run.Findings, c.maxFindings)
		if dropped > 0 {
			shown.All = run.Findings
		}
		if dropped > 0 && !c.quiet {
			fmt.Fprintf(stderr, "flinklint: %s more not shown (--max-findings %d)\n", plural(dropped, "finding"), c.maxFindings)
		}
		run = &shown
	}
	wd, _ := os.Getwd()
	for _, o := range outs {
		oo := outputOptions{root: res.Root, workDir: wd, quiet: c.quiet}
		if o.file == "" {
			oo.color = c.wantColor(stdout)
			oo.full = c.outputFormat == "full" || c.outputFormat == "" && isTerminal(stdout)
			oo.width = terminalWidth(stdout)
			err = o.write(stdout, run, oo)
		} else {
			oo.full = c.outputFormat == "full"
			err = writeFile(o.file, func(w io.Writer) error { return o.write(w, run, oo) })
		}
		if err != nil {
			fmt.Fprintf(stderr, "flinklint: %v\n", err)
			return exitUsage
		}
	}
	return status
}

// applyBaseline drops the findings recorded in the baseline file, if any.
// The baseline is applied once: a second call finds it already applied.
func applyBaseline(file string, run *finding.Run) error {
	if file == "" {
		return nil
	}
	fh, err := os.Open(file)
	if err != nil {
		return fmt.Errorf("--baseline: %w", err)
	}
	defer fh.Close()
	b, err := filter.ReadBaseline(fh)
	if err != nil {
		return fmt.Errorf("--baseline %s: %w", file, err)
	}
	run.Findings = b.Filter(run.Findings)
	return nil
}

func plural(n int, noun string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// output is one report of the run: a format and where it goes ("" is
// standard output).
type output struct {
	format, file string
	write        writeFunc
}

// outputs resolves the --format and --output flags: each --format is NAME or
// NAME:FILE; --output is the file of the one format that names none; at most
// one report goes to standard output.
func (c *checkFlags) outputs() ([]output, error) {
	specs := []string(c.formats)
	if len(specs) == 0 {
		specs = []string{"text"}
	}
	var outs []output
	toStdout := 0
	for _, spec := range specs {
		name, file, _ := strings.Cut(spec, ":")
		w, err := writerFor(name)
		if err != nil {
			return nil, err
		}
		if file == "" {
			file = c.output
		}
		if file == "" {
			toStdout++
		}
		outs = append(outs, output{format: name, file: file, write: w})
	}
	if toStdout > 1 {
		return nil, errors.New("several --format values write to standard output; expected all but one to name a file: --format sarif:FILE")
	}
	seen := map[string]bool{}
	for _, o := range outs {
		if o.file != "" && seen[o.file] {
			return nil, fmt.Errorf("two reports write to %s", o.file)
		}
		seen[o.file] = true
	}
	if c.diff && toStdout > 0 && len(c.formats) > 0 {
		return nil, errors.New("--diff prints the diff on standard output; give the --format a file: --format sarif:FILE")
	}
	return outs, nil
}

type outputOptions struct {
	root, workDir string
	color, quiet  bool
	full          bool // the full text layout
	width         int  // the terminal's width (0: unknown)
}

type writeFunc func(io.Writer, *finding.Run, outputOptions) error

func writerFor(format string) (writeFunc, error) {
	switch strings.ToLower(format) {
	case "text":
		return func(w io.Writer, r *finding.Run, o outputOptions) error {
			return report.WriteText(w, r, report.TextOptions{Color: o.color, Root: o.root, WorkDir: o.workDir, Quiet: o.quiet, Full: o.full, Width: o.width})
		}, nil
	case "sarif":
		// No Root: the log names no absolute path of this machine (it is often
		// uploaded); consumers resolve %SRCROOT% against their checkout.
		return func(w io.Writer, r *finding.Run, _ outputOptions) error {
			return report.WriteSARIF(w, r, report.SARIFOptions{})
		}, nil
	case "json":
		return func(w io.Writer, r *finding.Run, _ outputOptions) error { return report.WriteJSON(w, r) }, nil
	case "github":
		return func(w io.Writer, r *finding.Run, _ outputOptions) error { return report.WriteGitHub(w, r) }, nil
	case "checkstyle":
		return func(w io.Writer, r *finding.Run, _ outputOptions) error { return report.WriteCheckstyle(w, r) }, nil
	}
	return nil, fmt.Errorf("--format %q: expected text, sarif, json, github or checkstyle, optionally followed by :FILE", format)
}

// writeFile writes a report to name, creating its parent directories
// (`--format sarif:.sarif/flinklint.sarif` in a fresh checkout).
func writeFile(name string, write func(io.Writer) error) error {
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

// wantColor decides the colour of the text written to w: --color always /
// never (and --no-color) win; auto colours a terminal unless NO_COLOR is
// set, and FORCE_COLOR (https://force-color.org) colours any output.
func (c *checkFlags) wantColor(w io.Writer) bool {
	switch {
	case c.noColor || c.color == "never":
		return false
	case c.color == "always":
		return true
	case os.Getenv("FORCE_COLOR") != "" && os.Getenv("NO_COLOR") == "":
		return true
	}
	return colorTerminal(w)
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// terminalWidth is the width of the terminal w is, from COLUMNS or the
// terminal itself; 0 when unknown.
func terminalWidth(w io.Writer) int {
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n > 0 {
		return n
	}
	if f, ok := w.(*os.File); ok && isTerminal(w) {
		return ttyWidth(f)
	}
	return 0
}

// colorTerminal reports whether w is a terminal and NO_COLOR is unset
// (https://no-color.org: any non-empty value turns colour off).
func colorTerminal(w io.Writer) bool {
	if os.Getenv("NO_COLOR") != "" {
		return false
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// loadConfig reads --config, or finds the project configuration from the
// working directory upwards.
// loadConfig reads --config, else the configuration found from the first
// linted path upwards (the working directory when no path is named), so
// `flinklint check ../other-repo` uses that repository's settings.
func loadConfig(file string, paths []string) (*config.Config, error) {
	if file != "" {
		return config.LoadFile(file)
	}
	start, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	if len(paths) > 0 {
		if abs, err := filepath.Abs(paths[0]); err == nil {
			if info, err := os.Stat(abs); err == nil && !info.IsDir() {
				abs = filepath.Dir(abs)
			}
			start = abs
		}
	}
	return config.Load(start)
}

// options merges the project configuration with the flags; a flag given on
// the command line wins over the file.
func (c *checkFlags) options(cfg *config.Config, set map[string]bool) (linter.Options, finding.Level, error) {
	var opts linter.Options
	failOnText := c.failOn
	if !set["fail-on"] && cfg.FailOn != "" {
		failOnText = cfg.FailOn
	}
	failOn, err := filter.ParseFailOn(failOnText)
	if err != nil {
		source := "--fail-on"
		if !set["fail-on"] {
			source = cfg.Path + ": fail_on"
		}
		return opts, "", fmt.Errorf("%s=%s: expected error, warning, note or never", source, failOnText)
	}
	if c.jobs < 0 {
		return opts, "", fmt.Errorf("--jobs=%d: expected a positive number of workers", c.jobs)
	}
	if c.maxFindings < 0 {
		return opts, "", fmt.Errorf("--max-findings=%d: expected 0 (no limit) or a positive number", c.maxFindings)
	}
	if c.fix && c.diff {
		return opts, "", errors.New("--fix and --diff: expected one of them (--diff shows what --fix would write)")
	}
	for _, l := range []struct {
		source   string
		patterns []string
	}{
		{"--select", c.selectIDs}, {"--ignore", c.ignoreIDs}, {"--extend-select", c.extendSelect}, {"--extend-ignore", c.extendIgnore},
		{cfg.Path + ": select", cfg.Select}, {cfg.Path + ": ignore", cfg.Ignore},
	} {
		if err := checkRulePatterns(l.source, l.patterns); err != nil {
			return opts, "", err
		}
	}
	for _, k := range sortedKeys(cfg.Severity) {
		if err := checkRulePatterns(cfg.Path+": severity", []string{k}); err != nil {
			return opts, "", err
		}
	}
	for _, pi := range cfg.PerPathIgnores {
		if err := checkRulePatterns(cfg.Path+": per-path-ignores."+pi.Pattern, pi.Rules); err != nil {
			return opts, "", err
		}
	}
	opts.Rules = selectRules(c, cfg, set)
	opts.Root = c.root
	if opts.Root == "" && cfg.Path != "" {
		opts.Root = linter.FindRoot(cfg.Dir)
	}
	root := opts.Root
	if root == "" {
		wd, err := os.Getwd()
		if err != nil {
			return opts, "", err
		}
		root = linter.FindRoot(wd)
	}
	opts.Jobs = c.jobs
	opts.Exclude = append(append([]string(nil), cfg.Exclude...), c.exclude...)
	opts.FlinkVersion = cfg.FlinkVersion
	for _, v := range []struct{ source, version string }{{cfg.Path + ": flink-version", cfg.FlinkVersion}, {"--flink-version", c.flinkVersion}} {
		if err := checkFlinkVersion(v.source, v.version); err != nil {
			return opts, "", err
		}
	}
	if c.flinkVersion != "" {
		opts.FlinkVersion = c.flinkVersion
	}
	opts.AssumeAutoscaling = c.assumeAutoscaling || cfg.AssumeAutoscaling
	opts.MaxFileSize = cfg.MaxFileSize
	opts.Connectors = cfg.Connectors
	if len(cfg.Severity) > 0 {
		opts.Severity = map[string]finding.Level{}
		for k, v := range cfg.Severity {
			l, err := filter.ParseSeverity(v)
			if err != nil {
				return opts, "", fmt.Errorf("%s: severity of %s: %w", cfg.Path, k, err)
			}
			opts.Severity[k] = l
		}
	}
	for _, pi := range cfg.PerPathIgnores {
		opts.PathIgnores = append(opts.PathIgnores, filter.PathIgnore{Pattern: pi.Pattern, Rules: pi.Rules})
	}
	// Mapping paths are relative to the config file; the linker wants them
	// relative to the root.
	for _, d := range cfg.Deployments {
		m := deploy.Mapping{Config: rootRel(root, cfg.Dir, d.Config)}
		for _, j := range d.Jobs {
			m.Jobs = append(m.Jobs, rootRel(root, cfg.Dir, j))
		}
		opts.Mappings = append(opts.Mappings, m)
	}
	return opts, failOn, nil
}

func rootRel(root, dir, p string) string {
	if dir == "" || filepath.IsAbs(p) {
		return filepath.ToSlash(p)
	}
	rel, err := filepath.Rel(root, filepath.Join(dir, filepath.FromSlash(p)))
	if err != nil {
		return filepath.ToSlash(p)
	}
	return filepath.ToSlash(rel)
}

// printLinks explains the linker's decisions: every deployment with its
// jobs or why it has none, then every job with its deployments or why it
// has none.
func printLinks(w io.Writer, res *linter.Result) {
	if res.Model == nil {
		return
	}
	links, jobs := res.Model.Links, res.Model.Jobs
	linked := 0
	for _, l := range links {
		if len(l.Jobs) > 0 {
			linked++
		}
	}
	deps := res.Model.Deployments
	switch {
	case len(deps) == 0:
		fmt.Fprintf(w, "links: no deployment config found; %s, none linked\n", plural(len(jobs), "job"))
	case linked == 0:
		fmt.Fprintf(w, "links: %s found, no job matched (%s in the run)\n", plural(len(deps), "deployment config"), plural(len(jobs), "job"))
	}
	if len(links) == 0 {
		for _, d := range deps {
			fmt.Fprintf(w, "links: %s (%s) -> no job\n    The run has no job file.\n", d.Path, d.Name)
		}
	}
	for _, l := range links {
		name := l.Deployment.Name
		if name == "" {
			name = string(l.Deployment.Kind)
		}
		governed := "no job"
		if len(l.Jobs) > 0 {
			governed = strings.Join(l.Jobs, ", ")
		}
		fmt.Fprintf(w, "links: %s (%s) -> %s\n    %s\n", l.Deployment.Path, name, governed, l.Why)
	}
	for _, mod := range res.Model.Modules {
		var users []string
		for _, j := range mod.UsedBy {
			users = append(users, j.Name)
		}
		fmt.Fprintf(w, "links: module %s is part of job %s, which runs its functions\n", mod.File.Path, strings.Join(users, ", "))
	}
	for _, j := range jobs {
		if len(j.Deployments) == 0 {
			why := "no deployment config names it (map it in .flinklint.yaml)"
			switch {
			case strings.HasSuffix(j.Name, model.UnreachedSuffix):
				why = "the file never calls these functions, so no deployment runs them; they are checked on their own"
			case j.Unlinkable:
				why = "a test file runs under a test runner, never as a deployed job; it is checked on its own"
			case len(deps) == 0:
				why = "the run has no deployment config"
			}
			fmt.Fprintf(w, "links: job %s <- no deployment: %s\n", j.Name, why)
			continue
		}
		var by []string
		for _, d := range j.Deployments {
			by = append(by, d.Deployment.Path)
		}
		fmt.Fprintf(w, "links: job %s <- %s\n", j.Name, strings.Join(by, ", "))
	}
}

// explain prints a rule's doc page rendered for a terminal, or the raw
// markdown with --markdown.
func explain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("flinklint explain", flag.ContinueOnError)
	fs.SetOutput(stderr)
	raw := fs.Bool("markdown", false, "print the page as markdown")
	noColor := fs.Bool("no-color", false, "never colour the output")
	ids, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	if err != nil {
		return exitUsage
	}
	if len(ids) != 1 {
		fmt.Fprintln(stderr, "flinklint explain: expected exactly one rule id or name, e.g. flinklint explain FL001")
		return exitUsage
	}
	r := rules.Lookup(ids[0])
	if r == nil {
		hint := ""
		var known []string
		for _, r := range rules.All() {
			known = append(known, r.Doc.ID, r.Doc.Name)
		}
		if s, ok := flink.Suggest(ids[0], known); ok {
			hint = fmt.Sprintf("; did you mean %s?", s)
		}
		fmt.Fprintf(stderr, "flinklint explain: no rule %q%s (flinklint rules lists them)\n", ids[0], hint)
		return exitUsage
	}
	if *raw {
		fmt.Fprint(stdout, r.Doc.Markdown())
		return exitOK
	}
	fmt.Fprint(stdout, renderMarkdown(r.Doc.Markdown(), !*noColor && colorTerminal(stdout)))
	return exitOK
}

// projectRoot is the root --changed lints: --root, else the git work tree
// (or the working directory).
func projectRoot(root string) (string, error) {
	if root == "" {
		wd, err := os.Getwd()
		if err != nil {
			return "", err
		}
		root = linter.FindRoot(wd)
	}
	return filepath.Abs(root)
}

// changedSet turns the changed paths into root-relative slash paths.
func changedSet(root string, paths []string) map[string]bool {
	set := map[string]bool{}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			continue
		}
		if rel, err := filepath.Rel(root, abs); err == nil {
			set[filepath.ToSlash(rel)] = true
		}
	}
	return set
}

// touching keeps the findings that involve a changed file: at their
// location, at a related location (the app config that makes a job
// rescale), or in an edit of their fixes.
func touching(findings []finding.Finding, changed map[string]bool) []finding.Finding {
	var out []finding.Finding
	for _, f := range findings {
		keep := changed[f.Location.Path]
		for _, r := range f.Related {
			keep = keep || changed[r.Location.Path]
		}
		for _, fix := range f.Fixes {
			for _, e := range fix.Edits {
				keep = keep || changed[e.Location.Path]
			}
		}
		if keep {
			out = append(out, f)
		}
	}
	return out
}

// rootOutside returns the root for paths that lie outside the working
// directory's project (flinklint check /tmp/copy-of-a-repo): the git work
// tree of the first path, or its directory. It returns "" (the default root)
// when every path is inside the working directory's project.
func rootOutside(paths []string) string {
	wd, err := os.Getwd()
	if err != nil || len(paths) == 0 {
		return ""
	}
	wdRoot := linter.FindRoot(wd)
	first := ""
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return ""
		}
		if rel, err := filepath.Rel(wdRoot, abs); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			if first == "" {
				first = abs
			}
		}
	}
	if first == "" {
		return ""
	}
	if info, err := os.Stat(first); err == nil && !info.IsDir() {
		first = filepath.Dir(first)
	}
	return linter.FindRoot(first)
}

// selectRules merges the rule selection like ruff: a flag --select or
// --ignore replaces the configuration's list, --extend-select and
// --extend-ignore add to the list in force, and a rule the command line
// selects runs even when the configuration ignores it.
func selectRules(c *checkFlags, cfg *config.Config, set map[string]bool) []*rules.Rule {
	selectIDs, ignoreIDs := []string(c.selectIDs), []string(c.ignoreIDs)
	if !set["select"] {
		selectIDs = cfg.Select
	}
	if !set["ignore"] {
		ignoreIDs = cfg.Ignore
	}
	if len(selectIDs) > 0 {
		selectIDs = append(append([]string(nil), selectIDs...), c.extendSelect...)
	}
	ignoreIDs = append(append([]string(nil), ignoreIDs...), c.extendIgnore...)
	cliSelect := append(append([]string(nil), c.selectIDs...), c.extendSelect...)
	cliIgnore := append(append([]string(nil), c.ignoreIDs...), c.extendIgnore...)
	out := []*rules.Rule{}
	for _, r := range rules.All() {
		id, name := r.Doc.ID, r.Doc.Name
		on := filter.RuleEnabled(id, name, selectIDs, ignoreIDs) ||
			(len(cliSelect) > 0 && filter.RuleEnabled(id, name, cliSelect, cliIgnore))
		if on {
			out = append(out, r)
		}
	}
	return out
}

// checkRulePatterns rejects a rule id, id prefix or name that selects no
// rule: `--select FL9999` would otherwise check nothing and pass.
func checkRulePatterns(source string, patterns []string) error {
	var known []string
	for _, r := range rules.All() {
		known = append(known, r.Doc.ID, r.Doc.Name)
	}
	for _, p := range patterns {
		matched := strings.EqualFold(p, "ALL")
		for _, r := range rules.All() {
			matched = matched || filter.RuleEnabled(r.Doc.ID, r.Doc.Name, []string{p}, nil)
		}
		if matched {
			continue
		}
		msg := fmt.Sprintf("%s %s: no rule has this id, id prefix or name", source, p)
		if s, ok := flink.Suggest(p, known); ok {
			msg += fmt.Sprintf(" (did you mean %s?)", s)
		}
		return errors.New(msg + "; `flinklint rules` lists them")
	}
	return nil
}

// checkFlinkVersion rejects a Flink version flinklint knows nothing of.
func checkFlinkVersion(source, v string) error {
	if v == "" {
		return nil
	}
	var known []string
	for _, s := range flink.SupportedVersions() {
		known = append(known, s.String())
	}
	if pv, ok := flink.ParseVersion(v); ok && flink.Supported(pv) {
		return nil
	}
	return fmt.Errorf("%s %s: not a Flink release flinklint knows; one of %s", source, v, strings.Join(known, ", "))
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// allFiles reports whether every path names an existing regular file (not
// a directory: a directory named on the command line is its own context).
func allFiles(paths []string) bool {
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil || info.IsDir() {
			return false
		}
	}
	return true
}

// unreadableNamed returns a file named on the command line that could not
// be read (an FL905 finding at it), "" when there is none.
func unreadableNamed(findings []finding.Finding, named map[string]bool) string {
	for _, f := range findings {
		if f.RuleID == "FL905" && named[f.Location.Path] {
			return f.Location.Path
		}
	}
	return ""
}

// readable checks that every file named on the command line can be opened:
// a file the user names and flinklint cannot read is an error, not a pass.
func readable(paths []string) error {
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil || info.IsDir() {
			continue // a missing path is reported by the run itself
		}
		f, err := os.Open(p)
		if err != nil {
			return fmt.Errorf("cannot read %s: %w", p, err)
		}
		f.Close()
	}
	return nil
}

// contains reports whether every path lies in root ("" is the working
// directory's project, which rootOutside already checked).
func contains(root string, paths []string) bool {
	if root == "" {
		return true
	}
	absRoot, err := filepath.Abs(root)
	if err != nil {
		return true
	}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return true
		}
		if rel, err := filepath.Rel(absRoot, abs); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return false
		}
	}
	return true
}

// commonRoot is the deepest directory holding the project root (git work
// tree, else directory) of every path.
func commonRoot(paths []string) string {
	var common []string
	for i, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return ""
		}
		if info, err := os.Stat(abs); err == nil && !info.IsDir() {
			abs = filepath.Dir(abs)
		}
		parts := strings.Split(filepath.ToSlash(linter.FindRoot(abs)), "/")
		if i == 0 {
			common = parts
			continue
		}
		n := 0
		for n < len(common) && n < len(parts) && common[n] == parts[n] {
			n++
		}
		common = common[:n]
	}
	root := filepath.FromSlash(strings.Join(common, "/"))
	if root == "" {
		return string(filepath.Separator)
	}
	return root
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

// serverCommand is `flinklint server`: the language server on standard
// input and output, the workspace linted as `flinklint check` lints it
// (its .flinklint.yaml / pyproject.toml applies).
func serverCommand(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("flinklint server", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Bool("stdio", true, "speak LSP on standard input and output (the only transport)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	lintOptions := func(root string) (linter.Options, error) {
		cfg, err := loadConfig("", []string{root})
		if err != nil {
			return linter.Options{}, err
		}
		var c checkFlags
		c.failOn, c.color = "error", "never"
		opts, _, err := c.options(cfg, map[string]bool{})
		return opts, err
	}
	if err := server.Serve(stdin, stdout, server.Options{LintOptions: lintOptions, Log: stderr}); err != nil {
		fmt.Fprintf(stderr, "flinklint server: %v\n", err)
		return exitUsage
	}
	return exitOK
}
