package functions

import "strings"

// hiveOnly are built-in functions of Hive's module that Flink's core
// module does not have: after LOAD MODULE hive they resolve (HiveModule
// serves Hive's FunctionRegistry), without it Flink's validator reports
// "No match found for function signature". The names are those Hive's
// FunctionRegistry registers (apache/hive
// ql/src/java/org/apache/hadoop/hive/ql/exec/FunctionRegistry.java, the
// system registry's registerUDF/registerGenericUDF/registerGenericUDAF/
// registerGenericUDTF names) that are no name or alias of the catalog
// here (TestHiveOnlyFunctions holds that); Hive's operators and type-name
// conversions (int, string, ...) are left out. Flink's HiveModule hides a
// few Hive functions behind Flink's own (BUILT_IN_FUNC_BLACKLIST); those
// are Flink names, not listed here.
var hiveOnly = toSet(
	"substring_index", "space", "levenshtein", "soundex", "size", "bround", "cbrt", "pmod", "pow",
	"factorial", "crc32", "conv", "base64", "unbase64", "sha", "length", "field", "find_in_set",
	"rlike", "nvl", "day", "weekofyear", "last_day", "next_day", "trunc", "date_add", "date_sub",
	"datediff", "add_months", "months_between", "get_json_object", "xpath", "xpath_string",
	"xpath_boolean", "xpath_number", "xpath_double", "xpath_float", "xpath_long", "xpath_int",
	"xpath_short", "shiftleft", "shiftright", "shiftrightunsigned", "isnull", "isnotnull",
	"ewah_bitmap_and", "ewah_bitmap_or", "ewah_bitmap_empty", "ewah_bitmap", "std", "covar_pop",
	"covar_samp", "corr", "histogram_numeric", "percentile_approx", "collect_set", "collect_list",
	"ngrams", "context_ngrams", "compute_stats", "reflect", "reflect2", "java_method",
	"assert_true", "struct", "named_struct", "create_union", "in_file", "sort_array", "sentences",
	"format_number", "from_utc_timestamp", "to_utc_timestamp", "to_unix_timestamp", "explode",
	"inline", "json_tuple", "parse_url_tuple", "posexplode", "stack",
)

func toSet(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// IsHiveOnly reports whether a name is a built-in function of Hive's
// module that Flink's core module does not have (case-insensitive).
func IsHiveOnly(name string) bool { return hiveOnly[strings.ToLower(name)] }
