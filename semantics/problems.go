package semantics

import "strconv"

// ProblemKind says what the planner rejects. The kinds are one enum, as
// go/types keeps its error codes: each value is written out and never
// changes (a rule, a suppression or a stored result may hold it), a new
// kind takes a new value, and a kind no check raises any more stays
// reserved. The gaps between the families are kept from the time each
// family counted from its own base.
//
// Each kind's doc says which Problem fields it fills; String names the
// kind, and Message gives the words of Flink's error for it (Flink's own
// message, or Calcite's, is in Problem.Reason where the check words it).
type ProblemKind int

// The kinds of the catalog, INSERT and DDL checks.
const (
	// InsertColumnCount: the query of an INSERT has another number of
	// columns than the sink's persisted columns (or the listed ones).
	InsertColumnCount ProblemKind = 1
	// InsertColumnType: a query column's type does not cast implicitly to
	// its sink column's type.
	InsertColumnType ProblemKind = 2
	// WindowNotTimeAttribute: a window TVF's time column is no time
	// attribute (Column, QueryType, Function; GroupWindow, Materialized),
	// or no TIMESTAMP or TIMESTAMP_LTZ at all, in any mode (Reason is then
	// the validator's message).
	WindowNotTimeAttribute ProblemKind = 3
	// TableSchemaInvalid: a table's declared schema breaks Flink's rules
	// (primary key, watermark, partition keys, computed columns), when it
	// is created or after an ALTER TABLE. Reason is Flink's message.
	TableSchemaInvalid ProblemKind = 4
	// AlterTableInvalid: an ALTER TABLE action does not fit the table it
	// changes (a column to add exists, one to drop is used). Reason is
	// Flink's message.
	AlterTableInvalid ProblemKind = 5
	// UnknownTable: a table, view or alias the query names does not
	// exist (Table; Alias when it is a qualifier in the query).
	UnknownTable ProblemKind = 6
	// UnknownColumn: a column no FROM item has (Column; Table is the
	// qualifier when the name has one).
	UnknownColumn ProblemKind = 7
	// HintUnknownTable: a join or STATE_TTL hint names a table the query
	// does not read (Function is the hint, Reason Flink's message).
	HintUnknownTable ProblemKind = 8
	// AmbiguousColumn: a one-part name two FROM items have (Column).
	AmbiguousColumn ProblemKind = 9
	// UnknownFunction: a call of a function that is no built-in and no
	// function the job creates (Function; Gone when the job dropped it).
	UnknownFunction ProblemKind = 10
	// ObjectExists: a CREATE of a table or view the job already created
	// (Table; Reason is Flink's message).
	ObjectExists ProblemKind = 11
	// HintInvalid: a hint whose options Flink rejects, or an OPTIONS hint
	// on a view (Function is the hint, Reason Flink's message).
	HintInvalid ProblemKind = 12
	// TargetColumnInvalid: an INSERT's column list names a column the
	// sink does not have, one column twice, or leaves out a NOT NULL
	// column (Table, Column, Reason); Function is "PARTITION" when the
	// name stands in its PARTITION (...) list.
	TargetColumnInvalid ProblemKind = 13
	// CTASColumnsInvalid: the columns a CREATE TABLE ... AS declares do
	// not merge with its query's (Table, Reason).
	CTASColumnsInvalid ProblemKind = 14
	// DropShadowed: a permanent DROP TABLE or DROP VIEW of a path a
	// temporary object of the same kind shadows (Table; Reason is
	// Flink's message).
	DropShadowed ProblemKind = 15
	// CatalogInvalid: a statement on catalogs or databases that
	// CatalogManager or the catalog rejects (USE or DROP of one the
	// session does not have, DROP of the current one, CREATE of one it
	// has, ALTER CATALOG RESET of 'type'), or SHOW CREATE TABLE / VIEW of
	// the other kind of object. Reason is Flink's message.
	CatalogInvalid ProblemKind = 16
	// FunctionCallInvalid: a call of a built-in function whose operands
	// the function's checker rejects, every operand's type known
	// (Function is the name, Reason Flink's message).
	FunctionCallInvalid ProblemKind = 17
	// ModuleInvalid: a LOAD MODULE, UNLOAD MODULE or USE MODULES that
	// ModuleManager rejects (Function is the module's name, Reason
	// Flink's message).
	ModuleInvalid ProblemKind = 18
	// ViewColumnsInvalid: CREATE VIEW's column list names another number
	// of columns than its query gives (Table; QueryColumns are the
	// query's, Reason lists the view's).
	ViewColumnsInvalid ProblemKind = 19
	// ModelInvalid: a CREATE MODEL or ALTER MODEL that Flink's parser or
	// converter rejects for what it declares (an INPUT list without an
	// OUTPUT list, no options, a column named twice or not physical, an
	// empty SET or RESET). Table is the model, Reason Flink's message.
	ModelInvalid ProblemKind = 20
	// StaticPartitionInvalid: an INSERT's PARTITION (k = v) names a
	// column that is no partition key of the sink (Table, Column; Reason
	// is Flink's message).
	StaticPartitionInvalid ProblemKind = 21
)

// The kinds of the temporal join checks (rules FL070-FL074).
const (
	// ProcTimeTemporalJoin: FOR SYSTEM_TIME AS OF a processing-time
	// attribute of the left side, against a table (or a view of tables)
	// known to have no lookup source: Flink plans a processing-time
	// temporal join, which it does not support. Table is the table that
	// lacks a lookup source, Function its connector, Column the time
	// attribute.
	ProcTimeTemporalJoin ProblemKind = 100
	// EventTimeTemporalJoinInvalid: FOR SYSTEM_TIME AS OF a rowtime of
	// the left side, against a table that is no versioned table (no
	// rowtime, no primary key) or whose rowtime type differs. Table is the
	// versioned table, Reason Flink's message.
	EventTimeTemporalJoinInvalid ProblemKind = 101
)

// The kinds of the time-attribute checks on sorts, OVER windows and
// window arguments (rules FL075-FL077).
const (
	// SortNotTimeAttribute: a streaming query's ORDER BY without LIMIT
	// whose first key is no time attribute (Column and QueryType; Column
	// is empty for an expression), or one sorted descending (Descending).
	SortNotTimeAttribute ProblemKind = 200
	// OverWindowInvalid: an OVER aggregate the streaming planner rejects
	// (Reason is Flink's message; Column and QueryType the ORDER BY key
	// when it is no time attribute).
	OverWindowInvalid ProblemKind = 201
	// WindowArgumentInvalid: a window TVF's or group window's arguments
	// the planner rejects (Function; Reason is Flink's message).
	WindowArgumentInvalid ProblemKind = 202
	// UnionTimeAttributes: a streaming UNION whose column is a time
	// attribute on one side and not on the other, or a rowtime on one and
	// a proctime on the other (Column; Reason is Flink's message).
	UnionTimeAttributes ProblemKind = 203
)

// The kinds of the query shape and MATCH_RECOGNIZE checks.
const (
	// QueryShapeInvalid: a query block Calcite's validator rejects for its
	// shape. Reason is the validator's message.
	QueryShapeInvalid ProblemKind = 300
	// MatchOrderInvalid: a MATCH_RECOGNIZE's ORDER BY the streaming planner
	// rejects (Reason).
	MatchOrderInvalid ProblemKind = 320
	// MatchRecognizeInvalid: a MATCH_RECOGNIZE the planner rejects in any
	// mode (Reason).
	MatchRecognizeInvalid ProblemKind = 321
)

// The kinds of the lookup join, changelog and runtime-mode checks (rules
// FL070, FL078, FL079).
const (
	// LookupJoinInvalid: a lookup join (FOR SYSTEM_TIME AS OF a
	// processing time, against a table with a lookup source) the planner
	// rejects: a RIGHT or FULL join, an IS NOT DISTINCT FROM between the
	// sides, or no equality on a field of the lookup table. Table is the
	// lookup table, Reason Flink's message.
	LookupJoinInvalid ProblemKind = 700
	// UpdatingInputUnsupported: an operator that consumes inserts only
	// (an interval join) reads an updating input. Function is the
	// operator, Reason Flink's message; Changelog the input's.
	UpdatingInputUnsupported ProblemKind = 701
	// ModeUnsupported: a statement Flink runs in batch mode only (DELETE,
	// UPDATE, TRUNCATE TABLE) in a session known to run in streaming mode.
	// Function is the statement's keyword, Reason Flink's message.
	ModeUnsupported ProblemKind = 702
)

// The kinds of the session checks: what the SQL client's session rejects
// given its state (rules FL083, FL084).
const (
	// SessionStatementInvalid: a statement the SQL client or gateway
	// rejects for the session's state: an END with no BEGIN STATEMENT SET
	// open. Reason is Flink's message.
	SessionStatementInvalid ProblemKind = 800
	// SettingInvalid: a SET of a value Flink cannot read for a key it
	// reads when the SET runs (Column is the key, Reason Flink's message).
	SettingInvalid ProblemKind = 801
	// BatchSourceUnsupported: a table read in batch mode whose source is
	// unbounded or produces updates (Table; Function is its connector,
	// Reason Flink's message).
	BatchSourceUnsupported ProblemKind = 802
)

// problemKinds names every kind and gives the words of Flink's error
// for it: the exception and the gist of its message, or the message
// itself where it has one form.
var problemKinds = map[ProblemKind]struct{ name, message string }{
	InsertColumnCount:            {"InsertColumnCount", "ValidationException: Column types of query result and sink for '<sink>' do not match. Cause: Different number of columns."},
	InsertColumnType:             {"InsertColumnType", "ValidationException: Column types of query result and sink for '<sink>' do not match. Cause: Incompatible types for sink column '<column>' at position <n>."},
	WindowNotTimeAttribute:       {"WindowNotTimeAttribute", "ValidationException: The window function requires the timecol is a time attribute type, but is <type>."},
	TableSchemaInvalid:           {"TableSchemaInvalid", "ValidationException: the table's schema (primary key, watermark, partition keys, computed columns)"},
	AlterTableInvalid:            {"AlterTableInvalid", "ValidationException: the ALTER TABLE action does not fit the table"},
	UnknownTable:                 {"UnknownTable", "ValidationException: Object '<name>' not found"},
	UnknownColumn:                {"UnknownColumn", "ValidationException: Column '<name>' not found in any table"},
	HintUnknownTable:             {"HintUnknownTable", "ValidationException: The options of following hints cannot match the name of input tables or views"},
	AmbiguousColumn:              {"AmbiguousColumn", "ValidationException: Column '<name>' is ambiguous"},
	UnknownFunction:              {"UnknownFunction", "ValidationException: No match found for function signature <name>(<args>)"},
	ObjectExists:                 {"ObjectExists", "TableAlreadyExistException: Table (or view) <path> already exists in Catalog <catalog>."},
	HintInvalid:                  {"HintInvalid", "ValidationException: the hint's options"},
	TargetColumnInvalid:          {"TargetColumnInvalid", "ValidationException: Unknown target column '<name>'"},
	CTASColumnsInvalid:           {"CTASColumnsInvalid", "ValidationException: the columns of CREATE TABLE AS do not merge with its query's"},
	FunctionCallInvalid:          {"FunctionCallInvalid", "ValidationException: Cannot apply '<name>' to arguments of type '<name>(<types>)'. Supported form(s): '<name>(<families>)'"},
	ModuleInvalid:                {"ModuleInvalid", "ValidationException: No module with name '<name>' exists"},
	ViewColumnsInvalid:           {"ViewColumnsInvalid", "ValidationException: VIEW definition and input fields not match: Def fields: [<names>]. Input fields: [<names>]."},
	StaticPartitionInvalid:       {"StaticPartitionInvalid", "ValidationException: Static partition column '<column>' should be in the partition keys list [<keys>] for table '<table>'."},
	ModelInvalid:                 {"ModelInvalid", "SqlValidateException / ValidationException: the model's columns or options (Model property list can not be empty., Duplicate input column name: '<name>'., ...)"},
	DropShadowed:                 {"DropShadowed", "ValidationException: Temporary <kind> with identifier '<path>' exists. Drop it first before removing the permanent <kind>."},
	CatalogInvalid:               {"CatalogInvalid", "CatalogException / ValidationException: the catalog or database statement (A catalog with name [<name>] does not exist., Cannot drop a catalog which is currently in use., ...)"},
	ProcTimeTemporalJoin:         {"ProcTimeTemporalJoin", "TableException: Processing-time temporal join is not supported yet."},
	EventTimeTemporalJoinInvalid: {"EventTimeTemporalJoinInvalid", "ValidationException: Event-Time Temporal Table Join requires both primary key and row time attribute in versioned table"},
	SortNotTimeAttribute:         {"SortNotTimeAttribute", "TableException: Sort on a non-time-attribute field is not supported."},
	OverWindowInvalid:            {"OverWindowInvalid", "TableException: OVER windows' ordering in stream mode must be defined on a time attribute."},
	WindowArgumentInvalid:        {"WindowArgumentInvalid", "ValidationException: the window's arguments"},
	UnionTimeAttributes:          {"UnionTimeAttributes", "ValidationException: Union fields with time attributes requires same types, but the types are <right> and <left>."},
	QueryShapeInvalid:            {"QueryShapeInvalid", "ValidationException: the query block's shape"},
	MatchOrderInvalid:            {"MatchOrderInvalid", "TableException: You must specify either rowtime or proctime for order by."},
	MatchRecognizeInvalid:        {"MatchRecognizeInvalid", "TableException: the MATCH_RECOGNIZE clause"},
	LookupJoinInvalid:            {"LookupJoinInvalid", "TableException: Temporal table join requires an equality condition on fields of table [<table>]."},
	UpdatingInputUnsupported:     {"UpdatingInputUnsupported", "TableException: <operator> doesn't support consuming update and delete changes which is produced by node <node>"},
	ModeUnsupported:              {"ModeUnsupported", "TableException: the statement is not supported in the job's runtime mode"},
	SessionStatementInvalid:      {"SessionStatementInvalid", "SqlExecutionException: No Statement Set to submit. 'END' statement should be used after 'BEGIN STATEMENT SET'."},
	SettingInvalid:               {"SettingInvalid", "SqlExecutionException: Failed to set key <key> with value <value>."},
	BatchSourceUnsupported:       {"BatchSourceUnsupported", "ValidationException: Querying an unbounded table '<table>' in batch mode is not allowed. The table source is unbounded."},
}

// String names the kind as its constant is named.
func (k ProblemKind) String() string {
	if d, ok := problemKinds[k]; ok {
		return d.name
	}
	return "ProblemKind(" + strconv.Itoa(int(k)) + ")"
}

// Message gives the words of Flink's error for the kind: its exception
// and message, with <placeholders> for what a problem fills in; "" for
// a value that is no kind.
func (k ProblemKind) Message() string { return problemKinds[k].message }
