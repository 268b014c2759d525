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

// literalQuote checks that the option value's source text is exactly the
// SQL literal as written (quotes included), so an edit cannot break an
// escape inside a Python string, and returns its quote character ("" for a
// bare value).
func literalQuote(opt *model.Option) (quote string, ok bool) {
	f := opt.File
	if f == nil || !opt.ValuePos.IsValid() {
		return "", false
	}
	start, end := f.Tok.Offset(opt.ValuePos), f.Tok.Offset(opt.ValueEnd)
	if start < 0 || end > len(f.Src) || start >= end {
		return "", false
	}
	text := string(f.Src[start:end])
	if len(text) >= 2 && (text[0] == '\'' || text[0] == '"') && text[len(text)-1] == text[0] {
		if text[1:len(text)-1] != opt.Value {
			return "", false
		}
		return text[:1], true
	}
	if text != opt.Value {
		return "", false
	}
	return "", true
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
		if end < 0 || end >= len(f.Src) || f.Src[end] != ')' || last.Key == "connector" {
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
	start := off
	for start > 0 && f.Src[start-1] != '\n' {
		start--
	}
	end := start
	for end < off && (f.Src[end] == ' ' || f.Src[end] == '\t') {
		end++
	}
	return string(f.Src[start:end])
}

// srcText returns the bytes of a span of a run file, "" when out of range.
func srcText(f *model.File, s deploy.Span) string {
	if f == nil || s.Start < 0 || s.End > len(f.Src) || s.Start >= s.End {
		return ""
	}
	return string(f.Src[s.Start:s.End])
}

// unquoted strips one pair of matching quotes.
func unquoted(s string) string {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}

// renameFix replaces the text at s (a key or value written as a plain or
// quoted scalar equal to old) with repl, keeping the quotes. It is offered
// only when the source text is exactly old, so nested or escaped spellings
// are never half-edited.
func renameFix(d *model.Deployment, s deploy.Span, old, repl, msg string) (analysis.SuggestedFix, bool) {
	text := srcText(d.File, s)
	if text == "" || unquoted(text) != old {
		return analysis.SuggestedFix{}, false
	}
	if text != old {
		repl = text[:1] + repl + text[:1]
	}
	return analysis.SuggestedFix{
		Message:   msg,
		TextEdits: []analysis.TextEdit{{Pos: d.File.Pos(s.Start), End: d.File.Pos(s.End), NewText: []byte(repl)}},
	}, true
}
