package rules

import (
	"go/token"
	"path"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/model"
)

// Helpers shared by the deployment rules (FL030-FL049).

// factLine returns the positions of a deploy fact as written, key through
// value, in the file it was written in (a Terraform var file when
// Fact.Path says so).
func factLine[T any](m *model.Model, d *model.Deployment, f deploy.Fact[T]) (token.Pos, token.Pos) {
	p := d.Path
	if f.Path != "" {
		p = f.Path
	}
	s := f.Span
	if f.KeySpan != (deploy.Span{}) && f.KeySpan.Start <= f.Span.End {
		s.Start = f.KeySpan.Start
	}
	return m.Range(p, s.Start, s.End)
}

// depSpan returns the positions of a span of the deployment's own file.
func depSpan(m *model.Model, d *model.Deployment, s deploy.Span) (token.Pos, token.Pos) {
	return m.Range(d.Path, s.Start, s.End)
}

// propLine is a property's key through its value.
func propLine(p deploy.Property) deploy.Span {
	if p.KeySpan != (deploy.Span{}) && p.KeySpan.Start <= p.Span.End {
		return deploy.Span{Start: p.KeySpan.Start, End: p.Span.End}
	}
	return p.Span
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

// isAWSKind tells the AWS Managed Flink readers apart from the others.
func isAWSKind(k deploy.Kind) bool {
	switch k {
	case deploy.CloudFormation, deploy.Terraform, deploy.CDKPython, deploy.CDKTypeScript, deploy.AWSCLI, deploy.AWSSDK, deploy.AppProperties:
		return true
	}
	return false
}

// rescalingLinks returns the linked deployments that are known to rescale
// the job, reactive ones apart.
func rescalingLinks(job *model.Job) (scaling, reactive []*model.Deployment) {
	for _, l := range job.Deployments {
		d := l.Deployment
		if d.Rescaling.Rescales != deploy.Yes {
			continue
		}
		if d.Scheduler.Value == deploy.SchedulerReactive {
			reactive = append(reactive, d)
		} else {
			scaling = append(scaling, d)
		}
	}
	return scaling, reactive
}

// dirOf is the directory of a repository-relative path ("." for the root).
func dirOf(p string) string { return path.Dir(p) }

// lowerEq compares ASCII case-insensitively after trimming space.
func lowerEq(a, b string) bool { return strings.EqualFold(strings.TrimSpace(a), b) }
