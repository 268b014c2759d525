//go:build cgo

// Command flinklint lints Apache Flink jobs (PyFlink, Flink SQL) together
// with the deployment configs that run them.
//
//	flinklint check [flags] [path ...]   lint files and directories (default ".")
//	flinklint upgrade-report [path ...]  what stops working on Flink 2.x
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
	"fmt"
	"io"
	"os"
	"text/tabwriter"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/linter"
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
	case "upgrade-report":
		return upgradeReport(args[1:], stdout, stderr)
	case "server":
		return serverCommand(args[1:], stdin, stdout, stderr)
	case "rules":
		return rulesCommand(args[1:], stdout, stderr)
	case "explain":
		return explain(args[1:], stdout, stderr)
	case "version", "--version", "-version":
		if len(args) > 1 && (args[1] == "-h" || args[1] == "--help" || args[1] == "-help") {
			fmt.Fprintln(stdout, "usage: flinklint version")
			return exitOK
		}
		fmt.Fprintf(stdout, "flinklint %s\n", linter.Version)
		return exitOK
	case "help", "-h", "--help", "-help":
		if len(args) > 1 && args[0] == "help" && args[1] != "help" {
			if !isCommand(args[1]) {
				unknownCommand(stderr, args[1])
				return exitUsage
			}
			return run([]string{args[1], "--help"}, stdin, stdout, stderr)
		}
		usage(stdout)
		return exitOK
	}
	unknownCommand(stderr, args[0])
	usage(stderr)
	return exitUsage
}

func isCommand(name string) bool {
	for _, c := range commands {
		if c == name {
			return true
		}
	}
	return false
}

func usage(w io.Writer) {
	fmt.Fprint(w, `usage:
  flinklint check [flags] [path ...]   lint files and directories (default ".")
  flinklint upgrade-report [path ...]  what stops working on Flink 2.x, by kind and job
  flinklint rules                      list the rules
  flinklint explain ID                 print a rule's documentation
  flinklint server                     language server (LSP over stdio) for editors
  flinklint version                    print the version
  flinklint help COMMAND               a command's flags (as COMMAND --help)

Run "flinklint check --help" for the check flags and the output formats.
`)
}

// rulesCommand is `flinklint rules [--format text|json]`.
func rulesCommand(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("flinklint rules", stderr)
	format := fs.String("format", "text", "`FORMAT` of the list: text or json")
	if err := fs.Parse(args); err != nil {
		return helpOrUsage(err, "flinklint rules [--format text|json]", fs, stdout, stderr)
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

// explain prints a rule's doc page rendered for a terminal, or the raw
// markdown with --markdown.
func explain(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("flinklint explain", stderr)
	raw := fs.Bool("markdown", false, "print the page as markdown")
	noColor := fs.Bool("no-color", false, "never colour the output")
	ids, err := parseInterspersed(fs, args)
	if err != nil {
		return helpOrUsage(err, "flinklint explain [flags] ID", fs, stdout, stderr)
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

// serverCommand is `flinklint server`: the language server on standard
// input and output, the workspace linted as `flinklint check` lints it
// (its .flinklint.yaml / pyproject.toml applies).
func serverCommand(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("flinklint server", stderr)
	fs.Bool("stdio", true, "speak LSP on standard input and output (the only transport)")
	cacheMB := fs.Int("parse-cache-mb", linter.DefaultParseCacheBytes>>20,
		"bound the memory the parses kept between runs hold, in MB (by an estimate that errs high; the parses used least recently go first)")
	if err := fs.Parse(args); err != nil {
		return helpOrUsage(err, "flinklint server [--stdio] [--parse-cache-mb N]", fs, stdout, stderr)
	}
	if *cacheMB <= 0 {
		fmt.Fprintf(stderr, "flinklint server: --parse-cache-mb %d: want a number of MB above 0\n", *cacheMB)
		return exitUsage
	}
	opts := server.Options{Log: stderr, Settings: linter.Settings{ParseCache: linter.NewParseCacheBytes(int64(*cacheMB) << 20)}}
	if err := server.Serve(stdin, stdout, opts); err != nil {
		fmt.Fprintf(stderr, "flinklint server: %v\n", err)
		if errors.Is(err, server.ErrExitWithoutShutdown) {
			return 1 // the LSP's status for an exit without shutdown
		}
		return exitUsage
	}
	return exitOK
}
