package functions

import (
	"github.com/flinklint/flinklint/semantics/types"
)

// CheckGroupWindowTimeColumn checks the first argument of a group window
// (TUMBLE(ts, size) in GROUP BY): a datetime that is no time attribute is
// rejected when the aggregate is planned ("Window aggregate can only be
// defined over a time attribute column, but TIMESTAMP(3) encountered.",
// StreamLogicalWindowAggregateRule, the type printed as Calcite prints
// it); a column that is no datetime at all fails Calcite's operand check
// ("Cannot apply '$TUMBLE' to arguments of type ..."). ok is true when
// the column is a time attribute or not Known. Streaming only: a batch job
// windows over any TIMESTAMP.
func CheckGroupWindowTimeColumn(window string, col types.Type) (reason string, ok bool) {
	switch {
	case !col.Known() || col.IsTimeAttr():
		return "", true
	case !col.Is(types.Datetime):
		return "Cannot apply '$" + window + "' to arguments of type", false
	}
	return "Window aggregate can only be defined over a time attribute column, but " + col.CalciteString() + " encountered.", false
}

// CheckGroupWindowSize checks a group window's size, slide or gap: a
// year-month interval is rejected ("Window aggregate only support SECOND,
// MINUTE, HOUR, DAY as the time unit. MONTH and YEAR time unit are not
// supported yet.", LogicalWindowAggregateRuleBase.getOperandAsLong).
func CheckGroupWindowSize(size types.Type) (reason string, ok bool) {
	if size.Kind == types.IntervalYearMonth {
		return "Window aggregate only support SECOND, MINUTE, HOUR, DAY as the time unit. MONTH and YEAR time unit are not supported yet.", false
	}
	return "", true
}
