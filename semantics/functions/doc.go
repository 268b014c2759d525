// Package functions is Flink's built-in functions as the planner types
// them: names and SQL aliases, where a function may be called (scalar,
// aggregate, OVER only, group window, window TVF), arities, the release
// that added it, and the result type of a call from its arguments' types.
//
// Inference answers one of three things (Result.Status): Known, with the
// type (and Exact when its lengths, precisions and nullability are
// Flink's, not only its kind); Opaque, when flinklint cannot tell (an
// argument of unknown type, a function it does not model, a user-defined
// function); Invalid, with Flink's reason (a wrong number of arguments,
// an argument type the function rejects: SUM of a STRING,
// CURRENT_WATERMARK of a column that is no rowtime attribute, CAST between
// types Flink cannot convert, a window TVF over a column that is no time
// attribute). Rules report only Invalid; an Opaque result makes every
// expression built on it opaque.
//
// Window TVFs (TUMBLE, HOP, CUMULATE, SESSION in FROM TABLE(...)) are
// described by WindowTVFs: the DESCRIPTOR argument must name a time
// attribute (CheckWindowTimeColumn) and the TVF appends window_start,
// window_end and window_time (WindowColumns). The group windows of GROUP
// BY share their names (GroupWindows); CheckGroupWindowTimeColumn and
// CheckGroupWindowSize give the planner's reasons for a group window over
// a column that is no time attribute or with a year-month size; their
// auxiliary functions (TUMBLE_START, ..._ROWTIME, ..._PROCTIME) are in the
// catalog. CAST, CASE and the predicates are syntax, not calls: Cast, Case
// and Predicate type them.
//
// The catalog is transcribed, one group per source file of Flink
// (builtins.go names each), from apache/flink at release-1.19 with the
// additions of 1.20, 2.0 and 2.1 where Since says so:
//
//   - flink-table/flink-table-common/src/main/java/org/apache/flink/table/
//     functions/BuiltInFunctionDefinitions.java
//   - flink-table/flink-table-planner/src/main/java/org/apache/flink/table/
//     planner/functions/sql/FlinkSqlOperatorTable.java
//   - flink-table/flink-table-planner/src/main/java/org/apache/flink/table/
//     planner/functions/sql/SqlWindowTableFunction.java (window columns,
//     the time-attribute check and its message)
//   - flink-table/flink-table-common/src/main/java/org/apache/flink/table/
//     types/inference/strategies/CurrentWatermarkInputTypeStrategy.java
//     (CURRENT_WATERMARK's messages)
//   - Calcite's SqlStdOperatorTable, ReturnTypes and the aggregate
//     functions Flink re-exports (COUNT, SUM, AVG, MIN, MAX, STDDEV_*,
//     VAR_*, RANK and its kin, LAG, LEAD).
//
// The package is pure: it imports only semantics/types.
package functions
