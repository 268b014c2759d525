//go:build cgo

package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/report"
)

// This file writes the reports of a run: formats, files, colour.

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
	full          bool              // the full text layout
	width         int               // the terminal's width (0: unknown)
	links         *report.LinkGraph // which deployment governs which job
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
	case "markdown":
		return func(w io.Writer, r *finding.Run, o outputOptions) error {
			return report.WriteMarkdown(w, r, report.MarkdownOptions{LinkBase: githubBlobBase(), Links: o.links})
		}, nil
	case "mermaid":
		return func(w io.Writer, _ *finding.Run, o outputOptions) error {
			return report.WriteMermaid(w, orEmpty(o.links))
		}, nil
	case "dot":
		return func(w io.Writer, _ *finding.Run, o outputOptions) error { return report.WriteDOT(w, orEmpty(o.links)) }, nil
	}
	return nil, fmt.Errorf("--format %q: expected %s, optionally followed by :FILE", format, orList(report.FormatNames()))
}

func orEmpty(g *report.LinkGraph) *report.LinkGraph {
	if g == nil {
		return &report.LinkGraph{}
	}
	return g
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

func plural(n int, noun string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
