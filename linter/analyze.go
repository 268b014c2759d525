package linter

import (
	"bytes"
	"errors"
	"fmt"
	"go/token"
	"runtime/debug"
	"slices"
	"sort"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/filter"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/internal/parallel"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/rules"
)

// analyze runs the selected rules' analyzers and everything they Require,
// each once, in dependency order, and turns their diagnostics into findings.
// Every pass is built by newPass (see there for the contract).
func analyze(in *input, selected []*rules.Rule) ([]finding.Finding, error) {
	results := map[*analysis.Analyzer]any{}
	d := newPassDriver(in)
	var findings []finding.Finding
	failed := map[*analysis.Analyzer]error{}
	var run func(a *analysis.Analyzer) error
	running := map[*analysis.Analyzer]bool{}
	run = func(a *analysis.Analyzer) (err error) {
		if _, done := results[a]; done {
			return nil
		}
		if err, done := failed[a]; done {
			return err
		}
		if running[a] {
			return fmt.Errorf("analyzer %s requires itself", a.Name)
		}
		running[a] = true
		defer func() {
			if err != nil {
				failed[a] = err
			}
		}()
		resultOf := map[*analysis.Analyzer]any{}
		for _, req := range a.Requires {
			if err := run(req); err != nil {
				return err
			}
			resultOf[req] = results[req]
		}
		pass, diags := d.newPass(a, resultOf)
		defer d.done(pass)
		var before func()
		if a == model.Analyzer && in.beforeModel != nil {
			before = func() { in.beforeModel(in.Input) }
		}
		res, err := runAnalyzer(a, pass, before)
		if err != nil {
			return err
		}
		results[a] = res
		if a == model.Analyzer {
			in.model = res.(*model.Model)
		}
		rule := rules.ByAnalyzer(a)
		var src textReader
		for _, r := range diags.list {
			findings = append(findings, toFinding(in, rule, r, &src))
		}
		return nil
	}
	if err := run(model.Analyzer); err != nil {
		// Without the model no rule can run. If leaving one file's parse
		// out lets it build, that file is to blame: report it and go on.
		if isolateModelPanic(in, err) {
			return analyze(in, selected)
		}
		return nil, err
	}
	// What the rules require (the model, the shared table facts) runs
	// first, one after the other; the rules themselves only read it, so
	// they run in parallel, and their findings join in rule order: the
	// same output for any --jobs. Building the model and the semantic
	// analysis each leave more garbage than the model they add to.
	in.collectLarge()
	prereqErr := make([]error, len(selected))
	for i, r := range selected {
		if r.Analyzer == nil {
			continue
		}
		for _, req := range r.Analyzer.Requires {
			if err := run(req); err != nil && prereqErr[i] == nil {
				prereqErr[i] = err
			}
		}
	}
	in.collectLarge()
	perRule := make([][]finding.Finding, len(selected))
	parallel.ForEachIndex(in.jobs, len(selected), func(i int) {
		r := selected[i]
		if r.Analyzer == nil {
			return
		}
		if _, done := results[r.Analyzer]; done {
			return // a rule another rule requires: it ran above
		}
		if err := prereqErr[i]; err != nil {
			perRule[i] = []finding.Finding{analyzerFailure(in, r, err)}
			return
		}
		perRule[i] = runRuleBounded(d, r, results)
	})
	n := len(findings)
	for _, fs := range perRule {
		n += len(fs)
	}
	findings = slices.Grow(findings, n-len(findings))
	for _, fs := range perRule {
		findings = append(findings, fs...)
	}
	findings = append(findings, problemFindings(in, selected)...)
	return dedupe(findings), nil
}

// runRule runs one rule's analyzer on the results of what it requires
// (read only), turning a failure into its FL906 finding.
func runRule(d *passDriver, r *rules.Rule, results map[*analysis.Analyzer]any) []finding.Finding {
	a := r.Analyzer
	resultOf := make(map[*analysis.Analyzer]any, len(a.Requires))
	for _, req := range a.Requires {
		resultOf[req] = results[req]
	}
	pass, diags := d.newPass(a, resultOf)
	defer d.done(pass)
	if _, err := runAnalyzer(a, pass, nil); err != nil {
		return []finding.Finding{analyzerFailure(d.in, r, err)}
	}
	out := make([]finding.Finding, 0, len(diags.list))
	var src textReader
	for _, rd := range diags.list {
		out = append(out, toFinding(d.in, r, rd, &src))
	}
	return out
}

// runRuleBounded runs a rule within the run's time bound (bound.go); an
// abandoned rule's findings are missing and FL905 says so, at the run's
// first file, as FL906 places a failed rule: a rule sees the whole model.
func runRuleBounded(d *passDriver, r *rules.Rule, results map[*analysis.Analyzer]any) []finding.Finding {
	if d.in.bound == nil || len(d.in.Files) == 0 {
		return runRule(d, r, results)
	}
	phase := fmt.Sprintf("rule %s (%s)", r.Doc.ID, r.Doc.Name)
	fs, _ := bounded(d.in.bound, phase, d.in.Files[0].Path, func() []finding.Finding { return runRule(d, r, results) })
	return fs
}

// analyzerPanic is an analyzer's panic with the Go stack.
type analyzerPanic struct {
	analyzer string
	value    any
	stack    string
}

func (p *analyzerPanic) Error() string {
	return fmt.Sprintf("internal error in analyzer %s: %v", p.analyzer, p.value)
}

// runAnalyzer runs one analyzer, turning a panic into an *analyzerPanic.
// before, if set, runs first (a test hook).
func runAnalyzer(a *analysis.Analyzer, pass *analysis.Pass, before func()) (res any, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, &analyzerPanic{analyzer: a.Name, value: r, stack: string(debug.Stack())}
		}
	}()
	if before != nil {
		before()
	}
	res, err = a.Run(pass)
	if err != nil {
		return nil, fmt.Errorf("analyzer %s: %w", a.Name, err)
	}
	return res, nil
}

// analyzerFailure is the FL906 finding for a rule whose analyzer (or one
// it requires) failed. It is placed at the start of the run's first file:
// an analyzer sees the whole model, so no file is to blame.
func analyzerFailure(in *input, r *rules.Rule, err error) finding.Finding {
	msg := fmt.Sprintf("rule %s (%s) failed and was skipped for the whole run: %s", r.Doc.ID, r.Doc.Name, redactSnippet(err.Error()))
	var p *analyzerPanic
	if in.debug && errors.As(err, &p) {
		msg += "\n" + p.stack
	}
	if in.debug && in.log != nil {
		fmt.Fprintf(in.log, "flinklint: internal error: %s\n", msg)
	}
	f := finding.Finding{RuleID: finding.RuleInternalError, Message: msg, Level: finding.Error}
	if d := rules.Lookup(finding.RuleInternalError); d != nil {
		f.RuleName, f.Level = d.Doc.Name, d.Doc.DefaultLevel
	}
	if len(in.Files) > 0 {
		first := in.Files[0]
		f.Location = locate(in.Fset, in.byPath(), nil, first.Pos(0), first.Pos(0))
	}
	return f
}

// problemFindings turns the driver's own file problems into findings, for
// the rules that run.
func problemFindings(in *input, selected []*rules.Rule) []finding.Finding {
	ran := map[string]*rules.Rule{}
	for _, r := range selected {
		ran[r.Doc.ID] = r
	}
	var out []finding.Finding
	problems := in.problems
	if in.bound != nil {
		problems = append(problems[:len(problems):len(problems)], in.bound.problems()...)
	}
	for _, p := range problems {
		r := ran[p.rule]
		if r == nil && p.rule != finding.RuleInternalError { // internal errors are always told
			continue
		}
		msg := redactSnippet(p.msg)
		if in.debug && p.stack != "" {
			msg += "\n" + p.stack
		}
		f := finding.Finding{RuleID: p.rule, Message: msg, Level: finding.Warning}
		if r == nil {
			r = rules.Lookup(p.rule)
		}
		if r != nil {
			f.RuleName, f.Level = r.Doc.Name, r.Doc.DefaultLevel
		}
		if file := in.byPath()(p.path); file != nil && file.Tok != nil {
			f.Location = locate(in.Fset, in.byPath(), nil, file.Pos(p.off), file.Pos(p.off))
		} else {
			f.Location = finding.Location{Path: p.path, StartLine: 1, StartCol: 1, StartCol16: 1, EndLine: 1, EndCol: 1, EndCol16: 1}
		}
		out = append(out, f)
	}
	return out
}

func toFinding(in *input, rule *rules.Rule, r reported, src *textReader) finding.Finding {
	d := r.Diagnostic
	f := finding.Finding{Message: d.Message, Location: locate(in.Fset, in.byPath(), src, d.Pos, d.End)}
	if rule != nil {
		f.RuleID, f.RuleName, f.Level = rule.Doc.ID, rule.Doc.Name, rule.Doc.DefaultLevel
	}
	if r.level.Rank() > 0 { // reported through Model.Report
		f.Level = r.level
	}
	if f.Level == "" {
		f.Level = finding.Warning
	}
	for _, r := range d.Related {
		f.Related = append(f.Related, finding.Related{Location: locate(in.Fset, in.byPath(), src, r.Pos, r.End), Message: r.Message})
	}
	for _, sf := range d.SuggestedFixes {
		fix := finding.Fix{Description: sf.Message}
		for _, e := range sf.TextEdits {
			end := e.End
			if !end.IsValid() {
				end = e.Pos
			}
			loc := locate(in.Fset, in.byPath(), src, e.Pos, end)
			fix.Edits = append(fix.Edits, finding.Edit{Location: loc, NewText: string(e.NewText)})
		}
		f.Fixes = append(f.Fixes, fix)
	}
	return f
}

func (in *input) byPath() func(string) *model.File {
	return func(p string) *model.File {
		if in.model != nil {
			return in.model.File(p)
		}
		for _, f := range in.Files {
			if f.Path == p {
				return f
			}
		}
		return nil
	}
}

// maxSnippet bounds the snippet kept with a location.
const maxSnippet = 400

// locate turns a position range into a Location with code-point and UTF-16
// columns, computed from the file's bytes (read through src, which may be
// nil).
func locate(fset *token.FileSet, file func(string) *model.File, src *textReader, pos, end token.Pos) finding.Location {
	tf := fset.File(pos)
	if tf == nil {
		return finding.Location{}
	}
	f := file(tf.Name())
	start := tf.Offset(pos)
	stop := start
	if end.IsValid() && fset.File(end) == tf {
		stop = max(tf.Offset(end), start)
	}
	loc := finding.Location{Path: tf.Name(), StartOffset: start, EndOffset: stop}
	var text []byte
	if f != nil {
		text = src.Of(f)
	}
	loc.StartLine, loc.StartCol, loc.StartCol16 = src.lineCol(f, tf, text, start)
	loc.EndLine, loc.EndCol, loc.EndCol16 = src.lineCol(f, tf, text, stop)
	if stop <= len(text) && stop-start <= maxSnippet {
		loc.Snippet = redactSnippet(string(text[start:stop]))
	}
	if line, ok := lineAround(text, start); ok {
		loc.SourceLine = redactSnippet(line)
	}
	if f != nil && len(f.Cells) > 0 {
		if cell, line, ok := f.CellAt(start); ok {
			loc.Cell, loc.CellLine = cell, line
		}
	}
	return loc
}

// lineCol returns the 1-based line and the 1-based column of a byte offset
// of the file tf (whose bytes are src), counted in code points and in
// UTF-16 units, from tf's line table (setLines). Lines end at LF, CRLF or
// a lone CR; a byte order mark at the start of the file takes no column.
// Invalid UTF-8 bytes count as one of each. The end of a file that ends
// with a line break is the start of the line after the last (go/token
// puts it at the end of the last line instead).
func lineCol(tf *token.File, src []byte, off int) (line, col, col16 int) {
	var r *textReader
	return r.lineCol(nil, tf, src, off)
}

// lineCol is lineCol of the file f, its columns counted from r's marks
// (textReader.columnsOf).
func (r *textReader) lineCol(f *model.File, tf *token.File, src []byte, off int) (line, col, col16 int) {
	off = min(max(off, 0), len(src))
	if off == len(src) && off > 0 && endsLine(src, off-1) {
		return tf.LineCount() + 1, 1, 1
	}
	line = tf.Line(tf.Pos(off))
	col, col16 = r.columnsOf(f, src, tf.Offset(tf.LineStart(line)), off)
	return line, col, col16
}

// setLines gives tf the line table of src (its bytes), so that
// Fset.Position, lineCol and every locate answer from a table built once
// per file rather than by scanning from the start for each position.
func setLines(tf *token.File, src []byte) {
	tf.SetLines(lineStarts(src))
}

// lineStarts is the line table of src: the offset where each line starts.
func lineStarts(src []byte) []int {
	n := 1
	for i := range src {
		if endsLine(src, i) && i+1 < len(src) {
			n++
		}
	}
	starts := make([]int, 1, n)
	for i := range src {
		if endsLine(src, i) && i+1 < len(src) {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// endsLine reports whether src[i] ends a line: LF, a lone CR, or the LF of
// a CRLF (whose CR does not).
func endsLine(src []byte, i int) bool {
	return src[i] == '\n' || src[i] == '\r' && (i+1 >= len(src) || src[i+1] != '\n')
}

// columns returns the 1-based code-point and UTF-16 columns of offset off
// on the line that starts at lineStart.
func columns(src []byte, lineStart, off int) (col, col16 int) {
	if lineStart == 0 && bytes.HasPrefix(src, bom) && off >= len(bom) {
		lineStart = len(bom)
	}
	col, col16 = 1, 1
	for i := lineStart; i < off; {
		r, size := utf8.DecodeRune(src[i:off])
		col++
		if r >= 0x10000 {
			col16 += 2
		} else {
			col16++
		}
		i += size
	}
	return col, col16
}

// bom is the UTF-8 byte order mark.
var bom = []byte{0xEF, 0xBB, 0xBF}

func dedupe(fs []finding.Finding) []finding.Finding {
	type key struct {
		rule, path, msg string
		start, end      int
	}
	seen := make(map[key]bool, len(fs))
	out := fs[:0]
	for _, f := range fs {
		k := key{f.RuleID, f.Location.Path, f.Message, f.Location.StartOffset, f.Location.EndOffset}
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, f)
	}
	return out
}

// sortFindings orders by path, line, column, rule, then message: a total
// order, so output never depends on analysis order.
func sortFindings(fs []finding.Finding) {
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		switch {
		case a.Location.Path != b.Location.Path:
			return a.Location.Path < b.Location.Path
		case a.Location.StartLine != b.Location.StartLine:
			return a.Location.StartLine < b.Location.StartLine
		case a.Location.StartCol != b.Location.StartCol:
			return a.Location.StartCol < b.Location.StartCol
		case a.RuleID != b.RuleID:
			return a.RuleID < b.RuleID
		}
		return a.Message < b.Message
	})
}

// collectComments gathers the comments of the linted files that can be
// suppressions (filter.MayHoldSuppression), for the suppression filter, with positions in the file the comment is in (inside
// the Python string for SQL comments in Python).
func collectComments(in *model.Input) []filter.Comment {
	var out []filter.Comment
	var srcs model.SourceReader
	source := srcs.Of
	add := func(f *model.File, start, end int, text string) {
		src := source(f)
		line, col, col16 := lineCol(f.Tok, src, start)
		el, ec, ec16 := lineCol(f.Tok, src, end)
		out = append(out, filter.Comment{Path: f.Path, Line: line, Text: text, Location: finding.Location{
			Path: f.Path, StartOffset: start, EndOffset: end, StartLine: line, StartCol: col, StartCol16: col16,
			EndLine: el, EndCol: ec, EndCol16: ec16,
		}})
	}
	srcText := func(f *model.File, start, end int) string {
		src := source(f)
		if start < 0 || end > len(src) || start > end {
			return ""
		}
		return string(src[start:end])
	}
	var byPath map[string]*model.File // made for the first comment in another file
	// Only a comment that can be a suppression is of use, and most are not:
	// the others are not located.
	for _, f := range in.Files {
		if f.SQL != nil {
			for _, c := range f.SQL.Comments {
				if text := srcText(f, c.Span.Start, c.Span.End); filter.MayHoldSuppression(text) {
					add(f, c.Span.Start, c.Span.End, text)
				}
			}
		}
		if f.Python != nil {
			for _, c := range f.Python.Comments {
				if filter.MayHoldSuppression(c.Text) {
					add(f, c.Span.Start, c.Span.End, c.Text)
				}
			}
		}
		for _, e := range f.Embedded {
			if e.Script == nil {
				continue
			}
			for _, c := range e.Script.Comments {
				text := ""
				if c.Span.Start >= 0 && c.Span.End <= len(e.Text.Text) {
					text = e.Text.Text[c.Span.Start:c.Span.End]
				}
				if filter.MayHoldSuppression(text) {
					ps := e.Text.PySpan(c.Span.Start, c.Span.End)
					add(f, ps.Start, ps.End, text)
				}
			}
		}
		if f.Deploy != nil && f.Python == nil { // CDK Python comments are in f.Python
			for _, c := range f.Deploy.Comments {
				cf := f
				if c.Path != "" && c.Path != f.Path { // another file of a Terraform module
					if byPath == nil {
						byPath = make(map[string]*model.File, len(in.Files))
						for _, other := range in.Files {
							byPath[other.Path] = other
						}
					}
					if cf = byPath[c.Path]; cf == nil {
						continue
					}
				}
				if filter.MayHoldSuppression(c.Text) {
					add(cf, c.Span.Start, c.Span.End, c.Text)
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Path != out[j].Path {
			return out[i].Path < out[j].Path
		}
		return out[i].Location.StartOffset < out[j].Location.StartOffset
	})
	return out
}

// lineAround is the line holding byte offset off, without its break; ok
// is false when it is longer than maxSnippet bytes, which are all it reads
// on either side of off (not the whole line for each finding on it, issue
// 46).
func lineAround(src []byte, off int) (line string, ok bool) {
	const limit = maxSnippet
	off = min(max(off, 0), len(src))
	a := off
	for a > 0 && src[a-1] != '\n' && src[a-1] != '\r' {
		if off-a >= limit {
			return "", false
		}
		a--
	}
	b := off
	for b < len(src) && src[b] != '\n' && src[b] != '\r' {
		if b-a >= limit {
			return "", false
		}
		b++
	}
	return string(src[a:b]), true
}
