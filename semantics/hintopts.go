package semantics

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// The hint options Flink's hint strategies check before planning.
//
// Sources: apache/flink release-2.1,
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/hint/FlinkHintStrategies.java
// (LOOKUP: key-value options only, 'table' required, every option parsed,
// a positive capacity when async, the retry options all or none,
// 'lookup_miss' the only retry predicate, a positive max-attempts),
// flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/hint/LookupJoinHintOptions.java
// (the options and their types), flink-core's TimeUtils.parseDuration (the
// duration units), flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/plan/schema/CatalogSourceTable.java
// (OPTIONS on a view), and
// flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/plan/hints/stream/StateTtlHintTest.java
// (STATE_TTL without options).

// checkHintOptions reports a query hint whose options Flink rejects.
func (r *resolver) checkHintOptions(hint sqlparse.QueryHint) {
	var reason string
	switch hint.Name {
	case "STATE_TTL":
		if len(hint.Keys) == 0 && len(hint.Args) == 0 {
			reason = "Invalid STATE_TTL hint, expecting at least one key-value options specified."
		}
	case "LOOKUP":
		reason = lookupHintReason(hint)
	}
	if reason != "" {
		r.problem(Problem{Kind: HintInvalid, Span: hint.Span, Function: hint.Name, Reason: reason})
	}
}

// lookupHintReason is Flink's reason to reject a LOOKUP hint, "" when it
// accepts it.
func lookupHintReason(hint sqlparse.QueryHint) string {
	if len(hint.Args) > 0 {
		return "Invalid list options in LOOKUP hint, only support key-value options."
	}
	if len(hint.Values) != len(hint.Keys) {
		return ""
	}
	opts := map[string]string{}
	for i, k := range hint.Keys {
		opts[k.Value] = hint.Values[i].Value
	}
	if _, ok := opts["table"]; !ok {
		return "Invalid LOOKUP hint: incomplete required option(s): [Key: 'table' , default: null (fallback keys: [])]"
	}
	for _, k := range []string{"async", "output-mode", "capacity", "timeout", "retry-predicate", "retry-strategy", "fixed-delay", "max-attempts"} {
		v, ok := opts[k]
		if ok && !lookupOptionParses(k, v) {
			return fmt.Sprintf("Invalid LOOKUP hint options: Could not parse value '%s' for key '%s'.", v, k)
		}
	}
	if strings.EqualFold(strings.TrimSpace(opts["async"]), "true") {
		if c, ok := opts["capacity"]; ok && intValue(c) <= 0 {
			return fmt.Sprintf("Invalid LOOKUP hint option: capacity value should be positive integer but was %s", strings.TrimSpace(c))
		}
	}
	retry := 0
	for _, k := range []string{"retry-predicate", "retry-strategy", "fixed-delay", "max-attempts"} {
		if _, ok := opts[k]; ok {
			retry++
		}
	}
	switch {
	case retry == 0:
	case retry < 4:
		return "Invalid LOOKUP hint: retry options can be both null or all not null"
	case !strings.EqualFold(opts["retry-predicate"], "lookup_miss"):
		return fmt.Sprintf("Invalid LOOKUP hint option: unsupported retry-predicate '%s', only 'lookup_miss' is supported currently", opts["retry-predicate"])
	case intValue(opts["max-attempts"]) <= 0:
		return fmt.Sprintf("Invalid LOOKUP hint option: max-attempts value should be positive integer but was %s", strings.TrimSpace(opts["max-attempts"]))
	}
	return ""
}

var (
	intPattern = regexp.MustCompile(`^\s*[-+]?[0-9]+\s*$`)
	// durationPattern is TimeUtils.parseDuration's shape: a number and an
	// optional unit label.
	durationPattern = regexp.MustCompile(`^\s*[0-9]+\s*([a-zµ]*)\s*$`)
	durationUnits   = map[string]bool{"": true}
)

func init() {
	// TimeUtils.TimeUnit's labels, each with its plural.
	for _, u := range []string{"d", "day", "h", "hour", "min", "m", "minute", "s", "sec", "second",
		"ms", "milli", "millisecond", "µs", "micro", "microsecond", "ns", "nano", "nanosecond"} {
		durationUnits[u], durationUnits[u+"s"] = true, true
	}
}

// lookupOptionParses reports whether Flink's Configuration parses the
// value of a LOOKUP hint option by the option's type.
func lookupOptionParses(key, v string) bool {
	switch key {
	case "async":
		t := strings.TrimSpace(v)
		return strings.EqualFold(t, "true") || strings.EqualFold(t, "false")
	case "capacity", "max-attempts":
		return intPattern.MatchString(v)
	case "timeout", "fixed-delay":
		m := durationPattern.FindStringSubmatch(strings.ToLower(v))
		return m != nil && durationUnits[m[1]]
	case "output-mode":
		t := strings.TrimSpace(v)
		return strings.EqualFold(t, "ordered") || strings.EqualFold(t, "allow_unordered")
	case "retry-strategy":
		return strings.EqualFold(strings.TrimSpace(v), "fixed_delay")
	}
	return true
}

// intValue is an integer option's value; 0 when it is none.
func intValue(v string) int {
	var n int
	if _, err := fmt.Sscan(strings.TrimSpace(v), &n); err != nil {
		return 0
	}
	return n
}

// checkOptionsHint reports an OPTIONS hint on a view: options enrich a
// table's connector, and a view has none.
func (r *resolver) checkOptionsHint(n *sqlparse.NamedTable, t *Table) {
	if !t.View {
		return
	}
	for _, h := range n.Hints {
		if h.Name == "OPTIONS" {
			r.problem(Problem{Kind: HintInvalid, Span: h.Span, Function: h.Name,
				Reason: fmt.Sprintf("View '%s' cannot be enriched with new options. Hints can only be applied to tables.", backquotePath(t.Path))})
			return
		}
	}
}
