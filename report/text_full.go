package report

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flinklint/flinklint/finding"
)

// writeFull renders the "full" text format:
//
//	jobs/sink.py:40:13: error FL001 'auto-compaction' on filesystem table ...
//	   |
//	40 |         'auto-compaction' = 'true'
//	   |         ^^^^^^^^^^^^^^^^^^^^^^^^^^
//	   = infra/app.yaml:33:13: ConfigurationType CUSTOM with AutoScalingEnabled true ...
//	   |
//	33 |             AutoScalingEnabled: true
//	   |             ^^^^^^^^^^^^^^^^^^^^^^^^
//	   = fix: Set 'auto-compaction' to 'false'
//
// then the summary line. A location without its source line (a file that
// could not be read) shows no code.
func writeFull(b *strings.Builder, run *finding.Run, opts TextOptions) {
	width := opts.Width
	if width <= 0 {
		width = 100
	}
	for i := range run.Findings {
		f := &run.Findings[i]
		gutter := len(strconv.Itoa(f.Location.StartLine))
		for _, r := range f.Related {
			gutter = max(gutter, len(strconv.Itoa(r.Location.StartLine)))
		}
		pad := strings.Repeat(" ", gutter)
		loc := f.Location
		head := fmt.Sprintf("%s: %s%s %s ", fmt.Sprintf("%s:%d:%d", opts.displayPath(loc.Path), loc.StartLine, loc.StartCol),
			cellText(loc), f.Level, f.RuleID)
		lines := wrap(head+oneLine(f.Message), width, "  ")
		if plain := strings.TrimSuffix(head, " "); opts.Color && strings.HasPrefix(lines[0], plain) {
			lines[0] = opts.paint(ansiBold, fmt.Sprintf("%s:%d:%d", opts.displayPath(loc.Path), loc.StartLine, loc.StartCol)) + ": " +
				cellText(loc) + opts.paint(levelColour(f.Level), string(f.Level)) + " " + f.RuleID + lines[0][len(plain):]
		}
		for _, l := range lines {
			b.WriteString(l)
			b.WriteByte('\n')
		}
		writeCode(b, loc, pad, levelColour(f.Level), opts)
		for _, r := range f.Related {
			rel := fmt.Sprintf("%s:%d:%d", opts.displayPath(r.Location.Path), r.Location.StartLine, r.Location.StartCol)
			for j, l := range wrap(rel+": "+oneLine(r.Message), width-gutter-3, "  ") {
				mark := "="
				if j > 0 {
					mark = " "
				}
				fmt.Fprintf(b, "%s %s %s\n", pad, opts.paint(ansiDim, mark), l)
			}
			writeCode(b, r.Location, pad, ansiCyan, opts)
		}
		for _, fx := range f.Fixes {
			fmt.Fprintf(b, "%s %s fix: %s\n", pad, opts.paint(ansiDim, "="), oneLine(fx.Description))
		}
		b.WriteByte('\n')
	}
	b.WriteString(Summary(run))
	b.WriteByte('\n')
}

// writeCode prints a location's source line with carets under its range.
func writeCode(b *strings.Builder, loc finding.Location, pad, colour string, opts TextOptions) {
	if loc.SourceLine == "" && loc.StartCol <= 1 && loc.EndCol <= 1 {
		return
	}
	bar := opts.paint(ansiDim, "|")
	line := strings.TrimRight(loc.SourceLine, " \t")
	fmt.Fprintf(b, "%s %s\n", pad, bar)
	fmt.Fprintf(b, "%s %s %s\n", opts.paint(ansiDim, fmt.Sprintf("%*d", len(pad), loc.StartLine)), bar, line)
	runes := []rune(loc.SourceLine)
	start := min(max(loc.StartCol-1, 0), len(runes))
	end := len(runes)
	if loc.EndLine == loc.StartLine {
		end = min(max(loc.EndCol-1, start), len(runes))
	}
	var lead strings.Builder
	for _, r := range runes[:start] {
		if r == '\t' {
			lead.WriteByte('\t')
		} else {
			lead.WriteByte(' ')
		}
	}
	carets := strings.Repeat("^", max(end-start, 1))
	fmt.Fprintf(b, "%s %s %s%s\n", pad, bar, lead.String(), opts.paint(colour, carets))
}

// wrap breaks text into lines of at most width code points at spaces; the
// lines after the first start with indent. A word longer than the width
// stays whole.
func wrap(text string, width int, indent string) []string {
	width = max(width, 20)
	var out []string
	var cur strings.Builder
	n := 0
	for _, w := range strings.Fields(text) {
		wl := len([]rune(w))
		if n > 0 && n+1+wl > width {
			out = append(out, cur.String())
			cur.Reset()
			cur.WriteString(indent)
			n = len(indent)
		} else if n > 0 {
			cur.WriteByte(' ')
			n++
		}
		cur.WriteString(w)
		n += wl
	}
	out = append(out, cur.String())
	return out
}
