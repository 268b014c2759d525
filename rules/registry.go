package rules

import (
	"strings"

	"github.com/flinklint/flinklint/filter"
)

// registry lists every rule. Add a new rule here (and nowhere else).
func registry() []*Rule {
	rs := []*Rule{
		FL001,
		FL900, FL901, FL904, FL905,
		FL906, FL907, // reported by the linter itself (robustness)
	}
	// Each rule family lists its rules in its own registry_<family>.go.
	rs = append(rs, optionRules()...)
	rs = append(rs, sinkRules()...)
	rs = append(rs, deploymentRules()...)
	return append(rs, driverRules()...)
}

// driverRules are rules the linter reports itself, outside the analysis
// graph (the suppression checks of package filter). They have docs but no
// analyzer.
func driverRules() []*Rule {
	var out []*Rule
	for _, ri := range filter.Rules() {
		d := Doc{
			ID: ri.ID, Name: ri.Name, Summary: ri.Summary, DefaultLevel: ri.DefaultLevel,
			Since: "0.1.0", Tags: []string{"suppression"},
			Explanation: ri.Explanation, Fix: ri.Fix,
			Suppress: "This rule is about suppressions and cannot itself be suppressed inline; use `--ignore " + ri.ID + "` or `ignore` in `.flinklint.yaml`.",
		}
		if ri.Example != "" {
			ex := Example{Path: "job.py", Lang: "python", Code: ri.Example}
			if strings.HasPrefix(ri.Example, "CREATE") || strings.HasPrefix(ri.Example, "--") {
				ex = Example{Path: "job.sql", Lang: "sql", Code: ri.Example}
			}
			d.Examples = []Example{ex}
		}
		out = append(out, &Rule{Doc: d})
	}
	return out
}
