package report

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/flinklint/flinklint/finding"
)

// TextOptions controls the text writer.
type TextOptions struct {
	// Color turns on ANSI colours. The caller decides (a TTY, no NO_COLOR,
	// no --no-color); the writer never looks at the terminal itself.
	Color bool
	// Root is the directory Location.Path is relative to, and WorkDir the
	// directory printed paths are made relative to. When either is empty
	// paths are printed as they are.
	Root, WorkDir string
	// Quiet drops the related locations and the summary line.
	Quiet bool
	// Full shows, under each finding, its source line with carets under
	// the exact characters, each related location with its line, and the
	// fixes, the message wrapped at Width (ruff's "full" format); the
	// default is one line per finding ("concise").
	Full bool
	// Width is the terminal width the full format wraps at (0: 100).
	Width int
}

const (
	ansiReset  = "\x1b[0m"
	ansiBold   = "\x1b[1m"
	ansiRed    = "\x1b[31m"
	ansiYellow = "\x1b[33m"
	ansiCyan   = "\x1b[36m"
	ansiDim    = "\x1b[2m"
)

// WriteText writes one line per finding,
//
//	path:line:col: level FLxxx message
//
// with 1-based lines and code-point columns, each related location indented
// below it, and a summary line ("2 errors, 1 warning in 2 files").
func WriteText(w io.Writer, run *finding.Run, opts TextOptions) error {
	var b strings.Builder
	if opts.Full && !opts.Quiet {
		writeFull(&b, run, opts)
		_, err := io.WriteString(w, b.String())
		return err
	}
	for i := range run.Findings {
		f := &run.Findings[i]
		loc := f.Location
		fmt.Fprintf(&b, "%s: %s%s %s %s\n",
			opts.paint(ansiBold, fmt.Sprintf("%s:%d:%d", opts.displayPath(loc.Path), loc.StartLine, loc.StartCol)),
			cellText(loc), opts.paint(levelColour(f.Level), string(f.Level)),
			f.RuleID, oneLine(f.Message))
		if opts.Quiet {
			continue
		}
		for _, r := range f.Related {
			fmt.Fprintf(&b, "    %s: %s\n",
				opts.paint(ansiDim, fmt.Sprintf("%s:%d:%d", opts.displayPath(r.Location.Path), r.Location.StartLine, r.Location.StartCol)),
				oneLine(r.Message))
		}
	}
	if !opts.Quiet {
		b.WriteString(Summary(run))
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Summary renders the count line, e.g. "2 errors, 1 warning in 2 files" or
// "no findings in 14 files".
func Summary(run *finding.Run) string {
	var errs, warns, notes int
	files := map[string]bool{}
	all := run.Findings
	if run.All != nil {
		all = run.All
	}
	for _, f := range all {
		files[f.Location.Path] = true
		switch f.Level {
		case finding.Error:
			errs++
		case finding.Warning:
			warns++
		default:
			notes++
		}
	}
	if len(all) == 0 {
		return fmt.Sprintf("no findings in %s", plural(run.FilesRead, "file")) + baselinedText(run) + lintedText(run.Linted)
	}
	var parts []string
	for _, c := range []struct {
		n    int
		noun string
	}{{errs, "error"}, {warns, "warning"}, {notes, "note"}} {
		if c.n > 0 {
			parts = append(parts, plural(c.n, c.noun))
		}
	}
	s := fmt.Sprintf("%s in %s", strings.Join(parts, ", "), plural(len(files), "file"))
	if len(all) > len(run.Findings) {
		s += fmt.Sprintf(" (%d shown, --max-findings)", len(run.Findings))
	}
	s += baselinedText(run)
	if run.Linted != nil && run.Linted.Nothing() {
		// Findings about files of no Flink job the model counts (a
		// DataStream program, a notebook's cells): "nothing found" would
		// contradict them.
		return s
	}
	return s + lintedText(run.Linted)
}

// baselinedText says how many findings the baseline hid: " (3 findings
// hidden by the baseline)", "" when it hid none.
func baselinedText(run *finding.Run) string {
	if run.Baselined == 0 {
		return ""
	}
	return fmt.Sprintf(" (%s hidden by the baseline)", plural(run.Baselined, "finding"))
}

// lintedText says what the run linted, by kind: "; linted 3 Python jobs,
// 2 SQL scripts, 1 deployment config".
func lintedText(l *finding.Linted) string {
	if l == nil {
		return ""
	}
	if l.Nothing() {
		return "; no Flink job, SQL script or deployment config found"
	}
	var parts []string
	for _, c := range []struct {
		n    int
		noun string
	}{{l.PythonJobs, "Python job"}, {l.JVMJobs, "JVM job"}, {l.SQLScripts, "SQL script"}, {l.Deployments, "deployment config"}} {
		if c.n > 0 {
			parts = append(parts, plural(c.n, c.noun))
		}
	}
	return "; linted " + strings.Join(parts, ", ")
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func levelColour(l finding.Level) string {
	switch l {
	case finding.Error:
		return ansiRed + ansiBold
	case finding.Warning:
		return ansiYellow + ansiBold
	}
	return ansiCyan
}

func (o TextOptions) paint(code, s string) string {
	if !o.Color {
		return s
	}
	return code + s + ansiReset
}

// displayPath turns a root-relative slash path into one relative to the
// working directory, as compilers print them.
func (o TextOptions) displayPath(p string) string {
	if o.Root == "" || o.WorkDir == "" {
		return p
	}
	rel, err := filepath.Rel(o.WorkDir, filepath.Join(o.Root, filepath.FromSlash(p)))
	if err != nil {
		return p
	}
	return filepath.ToSlash(rel)
}

// oneLine keeps a message on its line: a finding is one line of output.
func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " ")), " ")
}

// cellText names the notebook cell and line of a location ("cell 3, line
// 2: "), "" outside notebooks.
func cellText(loc finding.Location) string {
	if loc.Cell == 0 {
		return ""
	}
	return fmt.Sprintf("cell %d, line %d: ", loc.Cell, loc.CellLine)
}
