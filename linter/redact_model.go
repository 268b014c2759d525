package linter

import (
	"sort"
	"strings"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// redactSecrets removes every plaintext secret of the run (model.Secrets)
// from the findings, whichever rule reported them: the bytes of a secret
// value inside a snippet become flink.Redacted, and a secret value quoted
// in a message is replaced too. A fix that would write a secret is
// dropped. Output writers then never see a secret.
//
// extra are secrets of files outside the run that a whole run would also
// redact (Subset.Secrets).
func redactSecrets(m *model.Model, findings []finding.Finding, extra []model.Secret) {
	if m == nil {
		return
	}
	secrets := m.Secrets()
	if len(extra) > 0 {
		// In the order of a whole run's: by file, then as each file has them.
		secrets = append(append([]model.Secret(nil), secrets...), extra...)
		sort.SliceStable(secrets, func(i, j int) bool { return secrets[i].File.Path < secrets[j].File.Path })
	}
	if len(secrets) == 0 {
		return
	}
	spans := map[string][][2]int{}
	var values []string
	sources := map[*model.File][]byte{} // read once each, also when dropped
	for _, s := range secrets {
		spans[s.File.Path] = append(spans[s.File.Path], [2]int{s.ValueStart, s.ValueEnd})
		values = append(values, s.Value)
		src, ok := sources[s.File]
		if !ok {
			src = s.File.Source()
			sources[s.File] = src
		}
		if s.ValueStart >= 0 && s.ValueEnd <= len(src) && s.ValueStart < s.ValueEnd {
			raw := string(src[s.ValueStart:s.ValueEnd])
			values = append(values, raw, strings.Trim(raw, `'"`))
		}
	}
	// Longer values first, so a value containing another is replaced whole;
	// very short values are left to the span redaction (replacing "pw" in
	// every message would garble them).
	sort.Slice(values, func(i, j int) bool { return len(values[i]) > len(values[j]) })
	kept := values[:0]
	for _, v := range values {
		if len(v) >= 4 {
			kept = append(kept, v)
		}
	}
	scrub := func(s string) string {
		for _, v := range kept {
			if strings.Contains(s, v) {
				s = strings.ReplaceAll(s, v, flink.Redacted)
			}
		}
		return s
	}
	for i := range findings {
		f := &findings[i]
		f.Message = scrub(f.Message)
		redactLocation(&f.Location, spans[f.Location.Path], scrub)
		for j := range f.Related {
			f.Related[j].Message = scrub(f.Related[j].Message)
			redactLocation(&f.Related[j].Location, spans[f.Related[j].Location.Path], scrub)
		}
		fixes := f.Fixes[:0]
		for _, fx := range f.Fixes {
			leaks := false
			for _, e := range fx.Edits {
				leaks = leaks || scrub(e.NewText) != e.NewText
			}
			if !leaks {
				fx.Description = scrub(fx.Description)
				fixes = append(fixes, fx)
			}
		}
		f.Fixes = fixes
	}
}

// redactLocation replaces the bytes of secret spans inside the snippet
// and inside the source line.
func redactLocation(loc *finding.Location, spans [][2]int, scrub func(string) string) {
	if loc.SourceLine != "" {
		// Columns count code points: the line starts that many characters'
		// bytes before the location.
		prefix := []rune(loc.SourceLine)
		lineStart := loc.StartOffset
		if n := loc.StartCol - 1; n >= 0 && n <= len(prefix) {
			lineStart -= len(string(prefix[:n]))
		}
		loc.SourceLine = scrub(redactSpans(loc.SourceLine, lineStart, spans))
	}
	redactSnippetOf(loc, spans, scrub)
}

// redactSpans replaces the parts of text (which starts at byte offset base
// of its file) that secret spans cover.
func redactSpans(text string, base int, spans [][2]int) string {
	var cut [][2]int
	for _, s := range spans {
		a, b := max(s[0], base), min(s[1], base+len(text))
		if a < b {
			cut = append(cut, [2]int{a - base, b - base})
		}
	}
	if len(cut) == 0 {
		return text
	}
	sort.Slice(cut, func(i, j int) bool { return cut[i][0] < cut[j][0] })
	var b strings.Builder
	prev := 0
	for _, c := range cut {
		if c[0] < prev {
			c[0] = prev
		}
		if c[1] <= prev {
			continue
		}
		b.WriteString(text[prev:c[0]])
		b.WriteString(flink.Redacted)
		prev = c[1]
	}
	b.WriteString(text[prev:])
	return b.String()
}

func redactSnippetOf(loc *finding.Location, spans [][2]int, scrub func(string) string) {
	if loc.Snippet == "" {
		return
	}
	if len(loc.Snippet) != loc.EndOffset-loc.StartOffset {
		loc.Snippet = scrub(loc.Snippet)
		return
	}
	var cut [][2]int
	for _, s := range spans {
		a, b := max(s[0], loc.StartOffset), min(s[1], loc.EndOffset)
		if a < b {
			cut = append(cut, [2]int{a - loc.StartOffset, b - loc.StartOffset})
		}
	}
	if len(cut) > 0 {
		sort.Slice(cut, func(i, j int) bool { return cut[i][0] < cut[j][0] })
		var b strings.Builder
		prev := 0
		for _, c := range cut {
			if c[0] < prev {
				c[0] = prev
			}
			if c[1] <= prev {
				continue
			}
			b.WriteString(loc.Snippet[prev:c[0]])
			b.WriteString(flink.Redacted)
			prev = c[1]
		}
		b.WriteString(loc.Snippet[prev:])
		loc.Snippet = b.String()
	}
	loc.Snippet = scrub(loc.Snippet)
}
