package rules

import (
	"go/token"
	"path"
	"strings"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/model"
)

// Where a deployment's facts are written (positions of facts, properties
// and spans) and what kind of deployment it is: shared by every rule that
// reports at or about a deployment config.

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

// depFactRange converts a deployment fact's line (key through value) into
// positions; the deployment itself when the fact has no span.
func depFactRange[T any](m *model.Model, d *model.Deployment, f deploy.Fact[T]) (token.Pos, token.Pos) {
	p := d.Path
	if f.Path != "" {
		p = f.Path
	}
	s := f.Span
	if f.KeySpan != (deploy.Span{}) && f.KeySpan.Start <= s.End {
		s.Start = f.KeySpan.Start
	}
	if s == (deploy.Span{}) {
		s = d.Span
	}
	return m.Range(p, s.Start, s.End)
}
