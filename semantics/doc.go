// Package semantics is flinklint's semantic layer: what a job's SQL means,
// as Flink's planner would see it, without a JVM.
//
// For each job of the model it replays the job's statements in the order
// the job runs them (model.Job.Units) into a Catalog, and resolves every
// query against the catalog as it stands at that statement: which table
// each name reads, which columns each relation has, with their types
// (package semantics/types), nullability and time attributes. The outcome
// is a Job: the catalog after the last statement, and the Problems found
// on the way (an INSERT whose query does not fit its sink, a window over a
// column that is no time attribute, ...). Rules read it through Analyzer
// and turn problems into findings; the layer itself reports nothing.
//
// The layer never guesses. A table of a catalog flinklint cannot see (a
// Hive, JDBC or Iceberg catalog, a table the job's Python registers in
// code flinklint does not follow), a function it does not know, a
// construct the query tree keeps opaque, a hole of a Python string: each
// makes the relation or the column that depends on it unknown (Relation.
// Opaque, a types.Unknown type, Column.AttrUnknown), and no problem is
// raised about anything unknown. A problem is raised only when every input
// to the check is known.
//
// The pieces, in the order data flows:
//
//	catalog.go   Catalog, Table, Column: CatalogManager's catalogs, current
//	             catalog and database, and its two namespaces (temporary
//	             objects shadow permanent ones); names.go the replay of
//	             CREATE, DROP, DESCRIBE and functions, analyzer.go of the
//	             other DDL (CREATE TABLE with LIKE, CTAS, views, ALTER, USE)
//	resolve.go   the query resolver: scopes, FROM items, select lists
//	expr.go      expression typing
//	functions.go the built-in functions the resolver types
//	session.go   the session beside the catalog: the runtime mode that SET
//	             and RESET change statement by statement, and the checks
//	             that read it (batch-only statements, batch scans, SETs
//	             the SQL client rejects, an END with no statement set)
//	problems.go  ProblemKind: every kind of problem, one enum whose values
//	             never change, with Flink's message for each
//	check.go     Problem, and the INSERT checks (the sink, its column list,
//	             the query against it)
//	analyzer.go  the analysis.Analyzer rules require, and its Result
//	refs.go      References: a replay that records every name it resolved
//	             and what it names (the language service's definitions,
//	             references and hovers)
package semantics
