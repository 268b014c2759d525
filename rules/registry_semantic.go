package rules

// semanticRules read the semantic layer (package semantics): what the
// planner rejects in a job's queries.
func semanticRules() []*Rule {
	return []*Rule{FL050, FL051, FL052, FL053, FL054, FL055, FL056, FL057, FL058, FL059, FL070, FL071, FL072, FL073, FL074, FL075, FL076, FL077, FL078, FL079, FL082, FL083, FL084, FL085}
}
