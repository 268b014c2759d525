package flinkcorpus

import (
	"regexp"
	"slices"
	"strings"

	"github.com/flinklint/flinklint/internal/conformance"
)

// families map Flink's messages to the reason families of the team's
// conformance set (internal/conformance.ReasonRules); the first match wins.
var families = []struct {
	family string
	re     *regexp.Regexp
}{
	// What Flink's parser and converters reject of CREATE MODEL and ALTER
	// MODEL's declarations (SqlCreateModel.validate,
	// SqlCreateModelConverter, SqlAlterModelSetConverter, ...), before
	// duplicate-column and setting-unsupported take their words.
	{"model", regexp.MustCompile(`(?i)Model property list can not be empty|column list can not be empty with non-empty|CREATE MODEL AS SELECT syntax|Duplicate (input|output) column name|ALTER MODEL (SET|RESET) does not support`)},
	{"view-column-count", regexp.MustCompile(`(?i)VIEW definition and input fields not match`)},
	{"updating-into-append-only", regexp.MustCompile(`(?i)doesn't support consuming (update|delete|update and delete) changes|please declare primary key for sink table`)},
	{"updating-input-unsupported", regexp.MustCompile(`(?i)doesn't support consuming|can only be applied on insert-only|IntervalJoin doesn't support`)},
	{"sort-not-time-attribute", regexp.MustCompile(`(?i)Sort on a non-time-attribute field is not supported|Primary sort order of a streaming table must be ascending on time|Sort on a non-time-attribute`)},
	// CatalogManager refuses a permanent DROP a temporary object shadows
	// (rule FL058), before catalog-database's catch-all takes its path.
	{"drop-shadowed", regexp.MustCompile(`(?i)Drop it first before removing the permanent`)},
	{"catalog-database", regexp.MustCompile(`(?i)Alter temporary (catalog|system) function is not supported|A (catalog|database) with name \[|\bCatalog \S+ (already exists|does not exist)|\bDatabase \S+ (already exists|does not exist|in catalog \S+ is not empty)|Cannot drop a (catalog|database) which is currently in use|ALTER CATALOG|is only supported for (tables|views), but`)},
	{"temporal-join-processing-time", regexp.MustCompile(`(?i)Processing-time temporal join is not supported`)},
	{"alter-table", regexp.MustCompile(`(?i)Failed to execute ALTER TABLE|Referenced column .* by 'AFTER'|Try to (add|modify|drop)|ALTER TABLE`)},
	{"temporal-join-condition", regexp.MustCompile(`(?i)Temporal table join|temporal table join|Event-Time Temporal Table Join|FOR SYSTEM_TIME AS OF|system time period specification|Temporal table's primary key .* must be included in the equivalence condition of temporal join`)},
	{"match-recognize", regexp.MustCompile(`(?i)single pattern variable|MATCH_RECOGNIZE|MATCH_ROWTIME|MATCH_PROCTIME|Greedy quantifiers|rowtime or proctime for order by|ALL ROWS PER MATCH|empty matches|Match Recognize`)},
	{"over-window", regexp.MustCompile(`(?i)OVER windows?|over window|OVER clause|ORDER BY in OVER|must be ordered by a time attribute|OVER agg|window definition|ROWS frame|RANGE .*PRECEDING|ROWS .*PRECEDING|window can only be ordered`)},
	// Messages that name a time attribute or a window column but are
	// about a watermark declaration or a name, before the window family.
	{"watermark-column", regexp.MustCompile(`(?i)A watermark can not be defined`)},
	{"ambiguous-column", regexp.MustCompile(`(?i)Column '[^']*' is ambiguous`)},
	{"window-not-time-attribute", regexp.MustCompile(`(?i)time attribute|rowtime attribute|proctime attribute|Window aggregate can only be defined over a time attribute|TIMECOL|window_start|window_end|window properties|Window can only be defined`)},
	{"window-argument", regexp.MustCompile(`(?i)MONTH and YEAR time unit|TUMBLE|HOP\b|CUMULATE|SESSION|window size|slide|step|Window TVF|windowing TVF|window table function`)},
	{"hint-invalid", regexp.MustCompile(`(?i)hint|OPTIONS\(|STATE_TTL|LOOKUP`)},
	{"mode-unsupported", regexp.MustCompile(`(?i)batch mode|streaming mode|runtime mode|is not supported in streaming|is not supported in batch|only supported in batch|only supported in streaming|Unsupported (batch|streaming)`)},
	{"insert-column-count", regexp.MustCompile(`(?i)Column types of query result and sink|number of columns|Number of columns must match|Query schema:|query result.*sink`)},
	{"insert-unknown-column", regexp.MustCompile(`(?i)Unknown target column|target column|is not in the table|Duplicate column name|has no default value and does not allow NULLs`)},
	{"metadata-column", regexp.MustCompile(`(?i)metadata`)},
	{"partition-key-unknown", regexp.MustCompile(`(?i)partition|DISTRIBUTED BY|bucket`)},
	{"primary-key-column", regexp.MustCompile(`(?i)primary key`)},
	{"watermark-column", regexp.MustCompile(`(?i)watermark`)},
	{"unknown-table", regexp.MustCompile(`(?i)Object '.*' not found|Table .* (was )?not found|Table '.*' not found|Table .* does not exist|View .* does not exist|not found in catalog|doesn't exist|does not exist|Cannot find table|Unknown table`)},
	{"unknown-column", regexp.MustCompile(`(?i)Column '.*' not found|Unknown field|Unknown column|not found in any table|Cannot resolve field`)},
	{"unknown-function", regexp.MustCompile(`(?i)No match found for function signature|Undefined function|Unsupported function|function .* does not exist|Function .* not found`)},
	{"ambiguous-column", regexp.MustCompile(`(?i)ambiguous`)},
	// ModuleManager's messages, before object-exists takes "A module
	// with name 'x' already exists".
	{"module", regexp.MustCompile(`(?i)module with name|Module '.*' appears more than once`)},
	{"object-exists", regexp.MustCompile(`(?i)already exists|already exist`)},
	{"function-signature", regexp.MustCompile(`(?i)Invalid function call|Cannot apply '|Invalid number of arguments|Supported form\(s\)|Invalid input arguments|argument|operand|Illegal use of 'NULL'|count of one field|Parameters must be of the same type|Map requires an even number of arguments`)},
	{"group-by-column", regexp.MustCompile(`(?i)is not being grouped|GROUP BY|Aggregate expression is illegal|aggregate function|Aggregate functions`)},
	{"set-operation-columns", regexp.MustCompile(`(?i)Column count mismatch in (UNION|INTERSECT|EXCEPT)|Type mismatch in column .* of (UNION|INTERSECT|EXCEPT)|UNION|INTERSECT|EXCEPT|MINUS`)},
	{"expression-type", regexp.MustCompile(`(?i)Cannot cast|cannot be cast|type mismatch|Incompatible types|must be a boolean|must be of type|Illegal mixing of types|not comparable|CAST`)},
	{"like-clause", regexp.MustCompile(`(?i)LIKE clause|merging|INCLUDING|EXCLUDING|OVERWRITING`)},
	{"computed-column", regexp.MustCompile(`(?i)computed column`)},
	{"alter-table", regexp.MustCompile(`(?i)column .* (is|are) referenced by|modify|rename`)},
	{"duplicate-column", regexp.MustCompile(`(?i)duplicate`)},
	{"lookup-join-condition", regexp.MustCompile(`(?i)lookup`)},
	{"syntax", regexp.MustCompile(`(?i)Encountered|SQL parse failed|Non-query expression|Incorrect syntax|Lexical error|parse`)},
	{"setting-unsupported", regexp.MustCompile(`(?i)config|option|No enum constant|Could not parse value|Failed to set key`)},
	{"catalog-database", regexp.MustCompile(`(?i)catalog|database`)},
	{"module", regexp.MustCompile(`(?i)module`)},
	{"statement-set", regexp.MustCompile(`(?i)statement set|STATEMENT SET`)},
}

// Family is the reason family of a rejected case's message ("other" when
// no family matches, "unknown" when the test asserts no message); "" for a
// planned case.
func Family(o Outcome, message string) string {
	if o != Rejected {
		return ""
	}
	if strings.TrimSpace(message) == "" {
		return "unknown"
	}
	for _, f := range families {
		if f.re.MatchString(message) {
			return f.family
		}
	}
	return "other"
}

// FamilyRules maps each family to the rules that report Flink's reason for
// it: the conformance set's map (internal/conformance.ReasonRules) and the
// families only the corpus has.
func FamilyRules() map[string][]string {
	m := conformance.ReasonRules()
	// FL070 says "Processing-time temporal join is not supported yet" of
	// a FOR SYSTEM_TIME AS OF a processing time against a table without a
	// lookup source; FL900's parser reports what may stand in a statement
	// set and the syntax errors, FL083 an END that closes no statement set.
	m["temporal-join-processing-time"] = []string{"FL070"}
	// The family's lookup join messages ("Temporal table join requires an
	// equality condition on fields of table [...]") are FL070's.
	m["temporal-join-condition"] = append(slices.Clone(m["temporal-join-condition"]), "FL070")
	// FL074 reports a ranking or offset function selected without OVER
	// ("OVER clause is necessary for window functions"), in either mode.
	m["over-window"] = append(slices.Clone(m["over-window"]), "FL074")
	m["statement-set"] = []string{"FL900", "FL083"}
	m["syntax"] = []string{"FL900"}
	// FL059 reports what CatalogManager rejects of catalogs and databases,
	// FL082 what ModuleManager rejects.
	m["catalog-database"] = []string{"FL059"}
	m["drop-shadowed"] = []string{"FL058"}
	// ALTER TABLE's new schema is validated as CREATE TABLE's is
	// (AlterSchemaConverter builds it, the resolver checks it): "Failed to
	// execute ALTER TABLE statement. Invalid primary key 'PK_c'. Column 'c'
	// is not a physical column." is FL052's reason on the ALTER TABLE.
	m["alter-table"] = append(slices.Clone(m["alter-table"]), "FL052")
	m["module"] = []string{"FL082"}
	m["model"] = []string{"FL085"}
	// An INSERT's static partition that is no partition key of its sink
	// ("Static partition column 'b' should be in the partition keys
	// list [a] ...") is FL050's: the INSERT does not fit its sink.
	m["partition-key-unknown"] = append(slices.Clone(m["partition-key-unknown"]), "FL050")
	for _, f := range []string{"unknown", "other"} {
		m[f] = nil
	}
	return m
}
