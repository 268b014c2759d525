//go:build cgo

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/report"
)

// This file is the help of the commands: `flinklint CMD --help` (or -h,
// or `flinklint help CMD`) writes it to standard output and exits 0.

// commands are the subcommands, in the order the usage lists them.
var commands = []string{"check", "upgrade-report", "rules", "explain", "server", "version", "help"}

// unknownCommand says a command is not one, with the nearest one.
func unknownCommand(stderr io.Writer, name string) {
	hint := ""
	if s, ok := flink.Suggest(name, commands); ok {
		hint = fmt.Sprintf(" (did you mean %s?)", s)
	}
	fmt.Fprintf(stderr, "flinklint: unknown command %q%s\n", name, hint)
}

// printHelp writes a command's usage line, then every flag with its two
// dashes, its value's name, what it does and its default.
func printHelp(w io.Writer, usage string, fs *flag.FlagSet) {
	fmt.Fprintf(w, "usage: %s\n", usage)
	first := true
	fs.VisitAll(func(f *flag.Flag) {
		if first {
			fmt.Fprintln(w, "\nflags:")
			first = false
		}
		name, text := flag.UnquoteUsage(f)
		line := "  --" + f.Name
		if name != "" {
			line += " " + name
		}
		fmt.Fprintln(w, line)
		if !strings.Contains(text, "(default") {
			switch f.DefValue {
			case "", "0", "false":
			default:
				text += fmt.Sprintf(" (default %s)", f.DefValue)
			}
		}
		fmt.Fprintf(w, "      %s\n", strings.ReplaceAll(text, "\n", "\n      "))
	})
}

// formatHelp is the list of output formats that ends check's help.
func formatHelp(w io.Writer) {
	fmt.Fprintln(w, "\nformats (--format NAME or NAME:FILE):")
	for _, f := range report.Formats() {
		fmt.Fprintf(w, "  %-11s %s\n", f.Name, f.For)
	}
}

// formatUsage is the --format flag's line of the help.
func formatUsage() string {
	return "output `FORMAT`: " + orList(report.FormatNames()) + ", optionally :FILE\n" +
		"(repeatable: --format text --format sarif:.sarif/flinklint.sarif) (default text)"
}

// orList is "a, b or c".
func orList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// newFlagSet is a command's flag set: parse errors go to stderr, the help
// is written by helpOrUsage.
func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {}
	return fs
}

// helpOrUsage ends a command whose flags did not parse: the help on
// standard output for -h / --help (exit 0), else a pointer to it (exit 2;
// the flag package has said what was wrong).
func helpOrUsage(err error, usage string, fs *flag.FlagSet, stdout, stderr io.Writer) int {
	if errors.Is(err, flag.ErrHelp) {
		printHelp(stdout, usage, fs)
		return exitOK
	}
	fmt.Fprintf(stderr, "Run \"%s --help\" for the flags.\n", fs.Name())
	return exitUsage
}

// sayError writes err after prefix, every line of it: a configuration
// file's list of problems (errors.Join) is one problem a line, each
// prefixed, so that none reads as the output of something else.
func sayError(w io.Writer, prefix string, err error) {
	for _, line := range strings.Split(strings.TrimRight(err.Error(), "\n"), "\n") {
		fmt.Fprintf(w, "%s: %s\n", prefix, line)
	}
}
