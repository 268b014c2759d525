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
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/flinklint/flinklint/filter"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/report"
	"github.com/flinklint/flinklint/rules"
)

const (
	exitOK       = 0
	exitFindings = 1
	exitUsage    = 2
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is main without the process: it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
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
		return check(args[1:], stdout, stderr)
	case "rules":
		return listRules(stdout)
	case "explain":
		if len(args) != 2 {
			fmt.Fprintln(stderr, "flinklint explain: want exactly one rule id, e.g. flinklint explain FL001")
			return exitUsage
		}
		r := rules.Lookup(args[1])
		if r == nil {
			fmt.Fprintf(stderr, "flinklint explain: no rule %q (flinklint rules lists them)\n", args[1])
			return exitUsage
		}
		fmt.Fprint(stdout, r.Doc.Markdown())
		return exitOK
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
  flinklint version                    print the version

Run "flinklint check -h" for the check flags.
`)
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
	format, output          string
	failOn                  string
	selectIDs, ignoreIDs    listFlag
	exclude                 listFlag
	flinkVersion            string
	assumeAutoscaling       bool
	baseline, writeBaseline string
	jobs                    int
	noColor, quiet          bool
	root                    string
}

func (c *checkFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&c.format, "format", "text", "output format: text, sarif, json, github or checkstyle")
	fs.StringVar(&c.output, "output", "", "write the report to `FILE` instead of standard output")
	fs.StringVar(&c.failOn, "fail-on", "error", "exit 1 when a finding is at or above this level: error, warning, note or never")
	fs.Var(&c.selectIDs, "select", "run only these rules (`IDS`, comma-separated ids, id prefixes or names)")
	fs.Var(&c.ignoreIDs, "ignore", "do not run these rules (`IDS`)")
	fs.Var(&c.exclude, "exclude", "skip paths matching this `GLOB` (repeatable)")
	fs.StringVar(&c.flinkVersion, "flink-version", "", "Flink version `X.Y` to assume when no app config states one")
	fs.BoolVar(&c.assumeAutoscaling, "assume-autoscaling", false, "treat jobs without a linked app config as autoscaled")
	fs.StringVar(&c.baseline, "baseline", "", "report only findings not in the baseline `FILE`")
	fs.StringVar(&c.writeBaseline, "write-baseline", "", "record today's findings in the baseline `FILE` and exit 0")
	fs.IntVar(&c.jobs, "jobs", 0, "parse with `N` workers (default: the number of CPUs)")
	fs.BoolVar(&c.noColor, "no-color", false, "never colour the text output")
	fs.BoolVar(&c.quiet, "quiet", false, "print findings only: no related locations, no summary")
	fs.StringVar(&c.root, "root", "", "`DIR` finding paths are relative to (default: the git work tree, else the working directory)")
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

func check(args []string, stdout, stderr io.Writer) int {
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
	failOn, err := filter.ParseFailOn(c.failOn)
	if err != nil {
		fmt.Fprintf(stderr, "flinklint check: --%v\n", err)
		return exitUsage
	}
	write, err := writerFor(c.format)
	if err != nil {
		fmt.Fprintf(stderr, "flinklint check: %v\n", err)
		return exitUsage
	}
	if c.jobs < 0 {
		fmt.Fprintln(stderr, "flinklint check: --jobs wants a positive number")
		return exitUsage
	}
	var selected []*rules.Rule
	for _, r := range rules.All() {
		if filter.RuleEnabled(r.Doc.ID, r.Doc.Name, c.selectIDs, c.ignoreIDs) {
			selected = append(selected, r)
		}
	}
	if len(selected) == 0 {
		selected = []*rules.Rule{}
	}
	res, err := linter.Run(linter.Options{
		Paths:             paths,
		Root:              c.root,
		Jobs:              c.jobs,
		Exclude:           c.exclude,
		Rules:             selected,
		FlinkVersion:      c.flinkVersion,
		AssumeAutoscaling: c.assumeAutoscaling,
	})
	if err != nil {
		fmt.Fprintf(stderr, "flinklint: %v\n", err)
		return exitUsage
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
	if c.baseline != "" {
		fh, err := os.Open(c.baseline)
		if err != nil {
			fmt.Fprintf(stderr, "flinklint: --baseline: %v\n", err)
			return exitUsage
		}
		b, err := filter.ReadBaseline(fh)
		fh.Close()
		if err != nil {
			fmt.Fprintf(stderr, "flinklint: --baseline %s: %v\n", c.baseline, err)
			return exitUsage
		}
		run.Findings = b.Filter(run.Findings)
	}
	wd, _ := os.Getwd()
	out := stdout
	opts := outputOptions{root: res.Root, workDir: wd, quiet: c.quiet}
	if c.output == "" {
		opts.color = !c.noColor && colorTerminal(stdout)
	} else {
		err = writeFile(c.output, func(w io.Writer) error { return write(w, run, opts) })
	}
	if c.output == "" {
		err = write(out, run, opts)
	}
	if err != nil {
		fmt.Fprintf(stderr, "flinklint: %v\n", err)
		return exitUsage
	}
	return filter.ExitCode(run.Findings, failOn)
}

type outputOptions struct {
	root, workDir string
	color, quiet  bool
}

type writeFunc func(io.Writer, *report.Run, outputOptions) error

func writerFor(format string) (writeFunc, error) {
	switch strings.ToLower(format) {
	case "text":
		return func(w io.Writer, r *report.Run, o outputOptions) error {
			return report.WriteText(w, r, report.TextOptions{Color: o.color, Root: o.root, WorkDir: o.workDir, Quiet: o.quiet})
		}, nil
	case "sarif":
		return func(w io.Writer, r *report.Run, o outputOptions) error {
			return report.WriteSARIF(w, r, report.SARIFOptions{Root: o.root})
		}, nil
	case "json":
		return func(w io.Writer, r *report.Run, _ outputOptions) error { return report.WriteJSON(w, r) }, nil
	case "github":
		return func(w io.Writer, r *report.Run, _ outputOptions) error { return report.WriteGitHub(w, r) }, nil
	case "checkstyle":
		return func(w io.Writer, r *report.Run, _ outputOptions) error { return report.WriteCheckstyle(w, r) }, nil
	}
	return nil, fmt.Errorf("--format %q: want text, sarif, json, github or checkstyle", format)
}

func writeFile(name string, write func(io.Writer) error) error {
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
