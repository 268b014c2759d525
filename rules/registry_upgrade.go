package rules

// upgradeRules lists the Flink 2.x upgrade rules (issue 32). Ids FL060-FL069
// and FL080-FL081 (FL070-FL079 are semantic rules).
func upgradeRules() []*Rule {
	return []*Rule{FL060, FL061, FL062, FL063, FL064, FL065, FL066, FL067, FL068, FL069, FL080, FL081}
}
