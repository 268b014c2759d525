package rules

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
	rs = append(rs, semanticRules()...)
	rs = append(rs, upgradeRules()...)
	return append(rs, driverRules()...)
}

// driverRules are rules the linter reports itself, outside the analysis
// graph (the suppression checks of package filter). They have docs but no
// analyzer.
func driverRules() []*Rule { return []*Rule{FL902, FL903} }
