package linter

import (
	"github.com/flinklint/flinklint/filter"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/rules"
)

// This file is the filter chain: every stage between the findings the
// rules report and the findings a client shows, in the one order every
// client gets. Each stage is a function of package filter, tested there on
// its own; the rule selection happened before the run (Options.Rules).

// A stage is one filter of the chain.
type stage struct {
	name  string
	apply func([]finding.Finding) []finding.Finding
}

// chainStages are the stages of a run, in order: suppressions (which need
// the comments of the files and the rules that ran), severity overrides,
// per-path ignores, the stable order and fingerprints, the changed-files
// filter, the baseline, and the cap. The cap keeps every finding in
// run.All so that the exit status and the summary count them all.
func (o *Options) chainStages(comments []filter.Comment, run *finding.Run) []stage {
	ran := map[string]bool{}
	for _, r := range o.Rules {
		ran[r.Doc.ID] = true
	}
	stages := []stage{}
	if !o.NoSuppress {
		stages = append(stages, stage{"suppressions", func(fs []finding.Finding) []finding.Finding {
			kept, problems := filter.ApplySuppressions(fs, comments, func(id string) bool {
				r := rules.Lookup(id)
				return r == nil || ran[r.Doc.ID]
			})
			return append(kept, keepRules(problems, ran)...)
		}})
	}
	stages = append(stages,
		stage{"severity", func(fs []finding.Finding) []finding.Finding { return filter.ApplySeverity(fs, o.Severity) }},
		stage{"path-ignores", func(fs []finding.Finding) []finding.Finding { return filter.IgnorePaths(fs, o.PathIgnores) }},
		stage{"order", func(fs []finding.Finding) []finding.Finding {
			sortFindings(fs)
			for i := range fs {
				fs[i].Fingerprint = filter.Fingerprint(fs[i])
			}
			return fs
		}},
	)
	if o.ReportOn != nil {
		stages = append(stages, stage{"changed-files", func(fs []finding.Finding) []finding.Finding { return filter.Touching(fs, o.ReportOn) }})
	}
	if o.Baseline != nil {
		stages = append(stages, stage{"baseline", func(fs []finding.Finding) []finding.Finding {
			kept := o.Baseline.Filter(fs)
			run.Baselined = len(fs) - len(kept)
			return kept
		}})
	}
	if o.MaxFindings > 0 {
		stages = append(stages, capStage(o.MaxFindings, run))
	}
	return stages
}

// capStage keeps at most maxFindings findings, errors first, and all of
// them in run.All when it leaves some out.
func capStage(maxFindings int, run *finding.Run) stage {
	return stage{"cap", func(fs []finding.Finding) []finding.Finding {
		kept, dropped := filter.Cap(fs, maxFindings)
		if dropped > 0 {
			run.All = fs
		}
		return kept
	}}
}

// applyChain runs the findings through the stages.
func applyChain(findings []finding.Finding, stages []stage) []finding.Finding {
	for _, s := range stages {
		findings = s.apply(findings)
	}
	return findings
}
