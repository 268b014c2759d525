package finding

// The IDs of the findings that come from flinklint's own machinery rather
// than from one rule's check: parse and read problems, suppression
// comments and internal errors. The linter, the filter and the command
// report them by these names; package rules documents them under the same
// IDs.
const (
	RuleSQLSyntax                = "FL900"
	RulePythonSyntax             = "FL901"
	RuleSuppressionWithoutReason = "FL902"
	RuleUnusedSuppression        = "FL903"
	RuleConfigUnreadable         = "FL904"
	RuleUnreadableFile           = "FL905"
	RuleInternalError            = "FL906"
	RuleInvalidUTF8              = "FL907"
)
