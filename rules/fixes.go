package rules

import (
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/model"
)

// Suggested fixes that rewrite text the user wrote (an option value, a
// key, a table's WITH clause), offered only when the source text is exactly
// the value the fix replaces so that an edit never breaks a quote or escape.

// writtenLiteral reports how want is written at bytes [start, end) of f:
// quote is the quote character around it ("'" or `"`), "" when it is
// written bare. ok is false unless the text there is exactly want, bare or
// in one pair of matching quotes, with no quote or backslash inside: an
// edit that replaces or extends such a literal can never break an escape,
// also when the literal is SQL inside a Python string or a YAML scalar. It
// is the one check every fix that rewrites a literal makes first.
func writtenLiteral(f *model.File, start, end int, want string) (quote string, ok bool) {
	if f == nil {
		return "", false
	}
	return writtenLiteralIn(f.Source(), start, end, want)
}

// writtenLiteralIn is writtenLiteral in a file's bytes src.
func writtenLiteralIn(src []byte, start, end int, want string) (quote string, ok bool) {
	if start < 0 || end > len(src) || start >= end {
		return "", false
	}
	text := string(src[start:end])
	if text == want && !strings.ContainsAny(text, `'"\`) {
		return "", true
	}
	if len(text) < 2 || (text[0] != '\'' && text[0] != '"') || text[len(text)-1] != text[0] {
		return "", false
	}
	if inner := text[1 : len(text)-1]; inner != want || strings.ContainsAny(inner, `'"\`) {
		return "", false
	}
	return text[:1], true
}

// writtenLiteralAt is writtenLiteral for the positions [pos, end).
func writtenLiteralAt(f *model.File, pos, end token.Pos, want string) (quote string, ok bool) {
	if f == nil || !pos.IsValid() || !end.IsValid() {
		return "", false
	}
	return writtenLiteral(f, f.Tok.Offset(pos), f.Tok.Offset(end), want)
}

// literalQuote is writtenLiteralAt for an option's value.
func literalQuote(opt *model.Option) (quote string, ok bool) {
	return writtenLiteralAt(opt.File, opt.ValuePos, opt.ValueEnd, opt.Value)
}

// setValueFix replaces an option's value, keeping its quoting.
func setValueFix(opt *model.Option, value, msg string) (analysis.SuggestedFix, bool) {
	if strings.ContainsAny(value, `'"\`) {
		return analysis.SuggestedFix{}, false
	}
	q, ok := literalQuote(opt)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{Message: msg, TextEdits: []analysis.TextEdit{{
		Pos: opt.ValuePos, End: opt.ValueEnd, NewText: []byte(q + value + q)}}}, true
}

// addTableOptionFix adds 'key' = 'value' after the last option of a table's WITH
// clause (SQL), or .option("key", "value") after the last option of a
// descriptor chain. It is offered only where the insertion cannot break the
// surrounding string: after a quoted value that is written verbatim, with
// the same quote character.
func addTableOptionFix(t *model.Table, key, value string) (analysis.SuggestedFix, bool) {
	if t == nil {
		return analysis.SuggestedFix{}, false
	}
	var last *model.Option
	for _, o := range t.Options {
		if o.File != t.File || (o.Origin != model.FromWith && o.Origin != model.FromDescriptor) {
			continue
		}
		if last == nil || o.End > last.End {
			last = o
		}
	}
	if last == nil {
		return analysis.SuggestedFix{}, false
	}
	msg := "Add '" + key + "' = '" + value + "'"
	f := last.File
	if last.Origin == model.FromDescriptor {
		// The option's span is the call's arguments without the parentheses.
		end := f.Tok.Offset(last.End)
		if src := f.Source(); end < 0 || end >= len(src) || src[end] != ')' || last.Key == "connector" {
			return analysis.SuggestedFix{}, false
		}
		at := f.Pos(end + 1)
		text := `.option("` + key + `", "` + value + `")`
		return analysis.SuggestedFix{Message: msg, TextEdits: []analysis.TextEdit{{Pos: at, End: at, NewText: []byte(text)}}}, true
	}
	q, ok := literalQuote(last)
	if !ok || q == "" {
		return analysis.SuggestedFix{}, false
	}
	text := ", " + q + key + q + " = " + q + value + q
	if strings.HasSuffix(f.Path, ".sql") || strings.HasSuffix(f.Path, ".q") {
		text = ",\n" + indentOf(f, last.Pos) + q + key + q + " = " + q + value + q
	}
	return analysis.SuggestedFix{Message: msg, TextEdits: []analysis.TextEdit{{Pos: last.ValueEnd, End: last.ValueEnd, NewText: []byte(text)}}}, true
}

// indentOf is the leading whitespace of the line holding pos.
func indentOf(f *model.File, pos token.Pos) string {
	off := f.Tok.Offset(pos)
	src := f.Source()
	if off > len(src) {
		return ""
	}
	start := off
	for start > 0 && src[start-1] != '\n' {
		start--
	}
	end := start
	for end < off && (src[end] == ' ' || src[end] == '\t') {
		end++
	}
	return string(src[start:end])
}

// renameFix replaces the text at s (a key or value written as a plain or
// quoted scalar equal to old) with repl, keeping the quotes. It is offered
// only when the source text is exactly old, so nested or escaped spellings
// are never half-edited.
func renameFix(d *model.Deployment, s deploy.Span, old, repl, msg string) (analysis.SuggestedFix, bool) {
	q, ok := writtenLiteral(d.File, s.Start, s.End, old)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	repl = q + repl + q
	return analysis.SuggestedFix{
		Message:   msg,
		TextEdits: []analysis.TextEdit{{Pos: d.File.Pos(s.Start), End: d.File.Pos(s.End), NewText: []byte(repl)}},
	}, true
}
