// Package functions is Flink's built-in functions as the planner types
// them: names and SQL aliases, where a function may be called (scalar,
// aggregate, OVER only, group window, window TVF), arities, the release
// that added it, and the result type of a call from its arguments' types.
//
// A Catalog is the functions of one release line (New(Version{1, 19}));
// Default is the shared catalog of every function modelled. Lookup finds
// a function by name or SQL alias, case-insensitively; a name it does not
// find is no built-in of Flink's (the test holds every name Flink's two
// function tables define), though a LOAD MODULE (hive) or a catalog
// function may still define it.
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
// (builtins.go names each), from apache/flink's master branch as the
// library's snapshot holds it (BuiltInFunctionDefinitions.java at commit
// 000e58e6afbd, FlinkSqlOperatorTable.java at 0161f9e216b3, both after
// release 2.1): SQL is served by FlinkSqlOperatorTable's definitions for
// every function there and by BuiltInFunctionDefinitions' for the
// functions with a runtime implementation (the others are Table API only),
// and the types below follow that split. A function's Since is set only
// where the release that added it is known (SESSION as a window TVF:
// 1.19); a zero Since promises nothing about 1.15 to 1.18, so a rule must
// not report a function as missing from a release on its account.
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
// No generator reads those files: their return types are code (Calcite's
// ReturnTypes cascades, Flink's TypeStrategies), transcribed here into
// inference functions; TestEveryBuiltinNameIsKnown holds the names read
// from both files so that a name Flink knows is never unknown here.
//
// The package is pure: it imports only semantics/types.
package functions
