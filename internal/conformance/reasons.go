// Package conformance measures flinklint's semantic rules against the
// planner conformance set (semantics/testdata/conformance): statements
// Flink's planner rejects, each with the reason it rejects them, and
// statements it plans. Its test reports, per reason, how many rejected
// statements a rule catches, and fails on any finding of the semantic
// family on a statement Flink plans.
package conformance

// semanticRules are the rule ids whose warnings and errors on a planned
// case count as false positives, besides every id of ReasonRules.
func semanticRules() []string {
	return []string{
		"FL023",
		"FL050", "FL051", "FL052", "FL053", "FL054",
		"FL055", "FL056", "FL057", "FL058", "FL059",
		"FL070", "FL071", "FL072", "FL073", "FL074",
		"FL075", "FL076", "FL077", "FL078", "FL079", "FL082", "FL085",
	}
}

// ReasonRules maps each reason slug a case may name to the rules that
// report Flink's reason for it. A reason with no rule yet maps to nil: its
// cases count in the denominator of the recall and are never caught with
// their reason. "other" is what no rule family targets: any finding of the
// semantic family on the statement counts for it.
//
// Add a rule id here when a rule lands that reports the reason.
func ReasonRules() map[string][]string {
	return map[string][]string{
		// INSERT INTO / CTAS: the query against the sink's columns.
		"insert-column-count":          {"FL050"},
		"insert-column-type":           {"FL050"},
		"insert-unknown-column":        {"FL054"},
		"metadata-column":              {"FL052"},
		"changelog-source-primary-key": nil,
		"ctas-columns":                 {"FL050"},
		// Names the query uses.
		"unknown-column":        {"FL054"},
		"unknown-table":         {"FL054"},
		"unknown-function":      {"FL054"},
		"ambiguous-column":      {"FL056"},
		"function-signature":    {"FL074", "FL073"}, // FL073: MATCH_ROWTIME's arguments
		"expression-type":       {"FL072"},
		"group-by-column":       {"FL072"},
		"set-operation-columns": {"FL072"},
		// DDL.
		"duplicate-column":      {"FL052"},
		"watermark-type":        {"FL052"},
		"watermark-column":      {"FL052", "FL053"},
		"primary-key-column":    {"FL052"},
		"partition-key-unknown": {"FL052"},
		"computed-column":       {"FL052"},
		"like-clause":           {"FL052"},
		"alter-table":           {"FL053"},
		"object-exists":         {"FL057"},
		"view-column-count":     {"FL050"},
		// Time attributes, windows, joins.
		"window-not-time-attribute":        {"FL051"},
		"window-argument":                  {"FL077"},
		"window-property":                  {"FL072"},
		"sort-not-time-attribute":          {"FL075"},
		"over-window":                      {"FL076"},
		"temporal-join-no-primary-key":     {"FL071"},
		"temporal-join-no-rowtime":         {"FL071"},
		"temporal-join-not-time-attribute": {"FL071"},
		"temporal-join-condition":          {"FL071"},
		"temporal-join-rowtime-type":       {"FL071"},
		"lookup-join-condition":            {"FL070"},
		"lookup-join-type":                 {"FL070"},
		"lookup-join-unsupported":          {"FL070"},
		"interval-join":                    nil,
		"rowtime-in-regular-join-window":   {"FL051", "FL076"},
		"match-recognize":                  {"FL073"},
		// Changelog.
		"updating-into-append-only":  {"FL023", "FL078"},
		"updating-input-unsupported": {"FL078"},
		// Hints and settings.
		"hint-unknown-table":  {"FL055"},
		"hint-invalid":        {"FL055"},
		"mode-unsupported":    {"FL079", "FL084"},
		"setting-unsupported": {"FL083"},
		"other":               nil,
	}
}

// knownFalsePositives are planned cases a rule of the semantic family is
// known to flag today, each with the issue that will fix it. They are
// reported, not failed; a listed case that is no longer flagged fails the
// test until it is removed from the list, so the list only shrinks.
func knownFalsePositives() map[string]string {
	return map[string]string{}
}
