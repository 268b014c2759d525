package rules

// registry lists every rule. Add a new rule here (and nowhere else).
func registry() []*Rule {
	return []*Rule{
		FL001,
		FL900, FL901, FL902, FL903,
	}
}
