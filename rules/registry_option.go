package rules

// optionRules lists the connector option rules (FL01x): unknown, missing, invalid and conflicting options.
// Ids FL010-FL019.
func optionRules() []*Rule {
	return []*Rule{FL010, FL011, FL012, FL013, FL014, FL015, FL016, FL017, FL018}
}
