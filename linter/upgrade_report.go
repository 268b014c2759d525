package linter

import (
	"sort"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/rules"
)

// This file is the upgrade report: what in a repository stops working on
// Flink 2.x, grouped by kind (rule) with counts per job, for a migration
// ticket. It is a run of the upgrade rules only.

// UpgradeReport is the findings of the upgrade rules, grouped.
type UpgradeReport struct {
	// Target is the planned line (--target-flink, target-flink:), "" when
	// none: then only jobs already on 2.x are reported.
	Target string
	// Kinds are the rules with findings, by rule id.
	Kinds []UpgradeKind
	// Jobs are the jobs with findings and their counts, by name; a finding
	// in no job's files counts under "".
	Jobs []UpgradeCount
	// Total counts the findings.
	Total int
	// Incomplete says what the run could not analyse (Result.Incomplete):
	// a report of an incomplete run is no all-clear.
	Incomplete []string
}

// UpgradeKind is one rule's findings.
type UpgradeKind struct {
	RuleID, RuleName, Summary string
	Findings                  []finding.Finding
	// Jobs are the jobs the findings are in, with how many each, by name.
	Jobs []UpgradeCount
}

// UpgradeCount is how many findings a job has.
type UpgradeCount struct {
	Job   string
	Count int
}

// Upgrade runs the upgrade rules with s (its rule selection, fixes,
// baseline and cap are not used) and groups their findings.
func Upgrade(s Settings) (*UpgradeReport, error) {
	s.Select, s.Ignore, s.ExtendSelect, s.ExtendIgnore = rules.UpgradeRuleIDs(), []string{}, nil, nil
	s.Fix, s.Diff, s.Baseline, s.WriteBaseline, s.MaxFindings = false, false, "", "", 0
	out, err := Check(s)
	if err != nil {
		return nil, err
	}
	target := s.TargetFlink
	if target == "" && out.Linked != nil {
		target = out.Linked.Options.TargetFlink
	}
	rep := groupUpgrade(target, out.Run.Findings, jobsByPath(out.Linked))
	rep.Incomplete = out.Incomplete
	return rep, nil
}

// groupUpgrade groups findings by rule, counting them per job.
func groupUpgrade(target string, findings []finding.Finding, jobsOf map[string][]string) *UpgradeReport {
	r := &UpgradeReport{Target: target, Total: len(findings)}
	byRule := map[string]int{}
	perJob := map[string]int{}
	perRuleJob := map[string]map[string]int{}
	for _, f := range findings {
		i, ok := byRule[f.RuleID]
		if !ok {
			i = len(r.Kinds)
			byRule[f.RuleID] = i
			k := UpgradeKind{RuleID: f.RuleID, RuleName: f.RuleName}
			if rule := rules.Lookup(f.RuleID); rule != nil {
				k.Summary = rule.Doc.Summary
			}
			r.Kinds = append(r.Kinds, k)
			perRuleJob[f.RuleID] = map[string]int{}
		}
		r.Kinds[i].Findings = append(r.Kinds[i].Findings, f)
		jobs := jobsOf[f.Location.Path]
		if len(jobs) == 0 {
			jobs = []string{""}
		}
		for _, j := range jobs {
			perJob[j]++
			perRuleJob[f.RuleID][j]++
		}
	}
	sort.Slice(r.Kinds, func(a, b int) bool { return r.Kinds[a].RuleID < r.Kinds[b].RuleID })
	for i := range r.Kinds {
		r.Kinds[i].Jobs = counts(perRuleJob[r.Kinds[i].RuleID])
	}
	r.Jobs = counts(perJob)
	return r
}

func counts(m map[string]int) []UpgradeCount {
	out := make([]UpgradeCount, 0, len(m))
	for j, n := range m {
		out = append(out, UpgradeCount{Job: j, Count: n})
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Job < out[b].Job })
	return out
}

// jobsByPath maps each file of a job (its entry, the SQL files it reads,
// the configs of the deployments that run it) to the jobs it belongs to.
func jobsByPath(m *model.Model) map[string][]string {
	out := map[string][]string{}
	if m == nil {
		return out
	}
	add := func(f *model.File, job string) {
		if f == nil {
			return
		}
		for _, j := range out[f.Path] {
			if j == job {
				return
			}
		}
		out[f.Path] = append(out[f.Path], job)
	}
	for _, job := range m.Jobs {
		add(job.Entry, job.Name)
		for _, f := range job.SQLFiles {
			add(f, job.Name)
		}
		for _, l := range job.Deployments {
			add(l.Deployment.File, job.Name)
		}
	}
	return out
}
