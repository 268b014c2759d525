// Package sqlparse is a tolerant recursive-descent parser for the Flink SQL
// dialect. It turns a script into statements whose every node carries a byte
// span into the input; callers map spans to file positions. It knows nothing of
// lint rules.
//
// Text that is only known at run time (a Python f-string field, a %s, a
// .format field) reaches the parser as HoleRune. A hole is accepted wherever a
// literal, identifier or option value may stand, and its value is unknown.
package sqlparse

// HoleRune stands for one piece of SQL text whose value is not known
// statically. Producers of SQL text (pyparse) substitute it for each hole.
const HoleRune = '\uE000'

// HoleString is HoleRune as a string, for producers that build text.
const HoleString = string(HoleRune)

// Span is a half-open byte range [Start, End) of the parsed input.
type Span struct{ Start, End int }

// Len returns the length of the span in bytes.
func (s Span) Len() int { return s.End - s.Start }

// Script is the result of parsing one piece of SQL text.
type Script struct {
	// Statements come in input order and do not overlap, except that a
	// CREATE TABLE ... AS inside a statement set comes before the set and
	// inside its span: the table exists before the set's INSERTs run.
	Statements []Statement
	Errors     []*SyntaxError
	// Unreleased are constructs of Flink's grammar on its master branch
	// that no release has yet (USING CONNECTION, USING ARTIFACT): accepted,
	// so that a rule can tell a job whose Flink version lacks them.
	Unreleased []Construct
	// Versioned are statements and clauses a release of the modelled
	// lines lacks (STOP JOB from 1.17, CREATE MATERIALIZED TABLE from
	// 1.20): Construct.Since is the first release that parses them.
	Versioned []Construct
	// Comments holds every -- and /* */ comment (not hints), in order;
	// suppressions live in them.
	Comments []Comment
}

// Construct is a piece of syntax a rule may need to weigh against a Flink
// version: its name as Flink's grammar spells it, and where it is.
type Construct struct {
	Name string
	Span Span
	// Since is the first Flink release that parses it ("1.18"); "" for a
	// construct only Flink's master branch has.
	Since string
}

// Comment is one SQL comment. Text excludes the delimiters.
type Comment struct {
	Span Span
	Text string
}

// SyntaxError is a located parse error. Parsing resumes at the next statement.
type SyntaxError struct {
	Span Span
	Msg  string // e.g. "expected ')' after option list, found 'WITH'"
	// MissingSemicolon is set when the error stands at a statement keyword
	// that begins a line of a script with no ';' at all: the script lists
	// statements for a runner that splits them itself, or for pasting one by
	// one, and reads as one statement only to the SQL client.
	MissingSemicolon bool
	// HiveDDL names the Hive-only clause of a CREATE TABLE that failed to
	// parse outside the Hive dialect ("TBLPROPERTIES", "STORED AS", "ROW
	// FORMAT", "a typed PARTITIONED BY column"): the statement is Hive DDL,
	// and whether it runs depends on a dialect set by code flinklint may not
	// see (TableConfig.setSqlDialect). "" otherwise.
	HiveDDL string
	// NotAnalysed is set when the error is no fault of the input but a
	// limit of this parser (a query or type nested deeper than maxDepth):
	// the statement is not analysed past Span, though Flink may run it.
	NotAnalysed bool
}

func (e *SyntaxError) Error() string { return e.Msg }

// Statement is implemented by every statement node.
type Statement interface {
	StmtSpan() Span
}

// Ident is an identifier, plain or backquoted. Name is unquoted, with
// doubled backquotes resolved. Hole is true when any part is unknown.
type Ident struct {
	Span   Span
	Name   string
	Quoted bool
	Hole   bool
}

// QualifiedName is `[catalog.][database.]object`.
type QualifiedName struct {
	Span  Span
	Parts []Ident
}

// Object returns the last part (the object name), or an empty Ident.
func (q QualifiedName) Object() Ident {
	if len(q.Parts) == 0 {
		return Ident{}
	}
	return q.Parts[len(q.Parts)-1]
}

// String renders the name with dots, unquoted. Holes render as "?".
func (q QualifiedName) String() string {
	s := ""
	for i, p := range q.Parts {
		if i > 0 {
			s += "."
		}
		if p.Hole {
			s += "?"
		} else {
			s += p.Name
		}
	}
	return s
}

// Literal is a string, number, boolean or bare word in option/SET position.
// Span includes the quotes. Value is unescaped (” -> ', U&” decoded) and
// meaningful only when Hole is false.
type Literal struct {
	Span   Span
	Value  string
	Quoted bool // a '...' string, as opposed to a bare word or number
	Hole   bool // some part of the value is unknown statically
}

// Option is one `'key' = 'value'` pair of a WITH list, ALTER ... SET list or
// OPTIONS hint.
type Option struct {
	Key   Literal
	Value Literal
}

// Span is the option's span, key through value (a hole or an elision
// standing for options is both key and value).
func (o Option) Span() Span { return Span{o.Key.Span.Start, o.Value.Span.End} }

// ColumnKind tells physical, computed and metadata columns apart.
type ColumnKind uint8

const (
	PhysicalColumn ColumnKind = iota
	ComputedColumn
	MetadataColumn
)

// Column is one column of a CREATE TABLE schema. What few columns have (an
// expression, a metadata key, a comment) is kept apart and read through
// methods, and the spans are derived, so that a schema's columns take 80
// bytes each: a script's tables hold many.
type Column struct {
	Name Ident
	Type string // the type's source text, e.g. "ROW<a INT, b STRING> NOT NULL"; empty for computed columns
	// extra is nil for a column with no expression, metadata key or comment.
	extra *columnExtra
	// end is Span().End; typeStart is TypeSpan().Start. Offsets fit in
	// int32: parse rejects larger inputs.
	end, typeStart int32
	Kind           ColumnKind
	// MetadataOfHole is set when the METADATA FROM key has a hole.
	MetadataOfHole bool
	Virtual        bool
	PrimaryKey     bool // column-level PRIMARY KEY ... NOT ENFORCED
}

// columnExtra is what a computed column, a metadata column with a key or a
// commented column has beyond the others.
type columnExtra struct {
	expr       Span
	exprAST    Expr
	metadataOf string
	comment    string
}

// Span is the column's span, from its name through its last clause.
func (c Column) Span() Span { return Span{c.Name.Span.Start, int(c.end)} }

// TypeSpan is the span of Type; zero for a computed column.
func (c Column) TypeSpan() Span {
	if c.Type == "" {
		return Span{}
	}
	return Span{int(c.typeStart), int(c.typeStart) + len(c.Type)}
}

// Expr is the span of a computed column's expression; zero for other columns.
func (c Column) Expr() Span {
	if c.extra == nil {
		return Span{}
	}
	return c.extra.expr
}

// ExprAST is a computed column's expression as a tree; nil for other columns.
func (c Column) ExprAST() Expr {
	if c.extra == nil {
		return nil
	}
	return c.extra.exprAST
}

// MetadataOf is the key of METADATA FROM 'key', empty when absent.
func (c Column) MetadataOf() string {
	if c.extra == nil {
		return ""
	}
	return c.extra.metadataOf
}

// Comment is the column's COMMENT, empty when absent.
func (c Column) Comment() string {
	if c.extra == nil {
		return ""
	}
	return c.extra.comment
}

// more returns the column's extra part, allocating it on first use.
func (c *Column) more() *columnExtra {
	if c.extra == nil {
		c.extra = &columnExtra{}
	}
	return c.extra
}

// Watermark is `WATERMARK FOR column AS expr`.
type Watermark struct {
	Span   Span
	Column Ident
	// Nested is set when Column is a field of a ROW column (r.f).
	Nested  bool
	Expr    Span
	ExprAST Expr // the expression as a tree
}

// PrimaryKey is a table- or column-level primary key constraint.
type PrimaryKey struct {
	Span        Span
	Name        string // CONSTRAINT name, if given
	Columns     []Ident
	NotEnforced bool
}

// LikeMode is INCLUDING, EXCLUDING or OVERWRITING.
type LikeMode int

const (
	LikeIncluding LikeMode = iota
	LikeExcluding
	LikeOverwriting
)

// LikeOption is one `INCLUDING ALL`, `EXCLUDING OPTIONS`, ... of a LIKE clause.
// Feature is upper case: ALL, CONSTRAINTS, GENERATED, METADATA, OPTIONS,
// PARTITIONS, WATERMARKS.
type LikeOption struct {
	Span    Span
	Mode    LikeMode
	Feature string
}

// LikeClause is `LIKE source [( like options )]`.
type LikeClause struct {
	Span    Span
	Source  QualifiedName
	Options []LikeOption
}

// CreateTable is CREATE [OR REPLACE] [TEMPORARY] TABLE, including CTAS/RTAS.
type CreateTable struct {
	Span        Span
	OrReplace   bool
	Temporary   bool
	IfNotExists bool
	Name        QualifiedName
	Columns     []Column
	// ColumnNames is the column name list of CREATE TABLE t (a, b) AS
	// (Flink 2.2), which orders the query's columns; nil otherwise.
	ColumnNames []Ident
	Watermarks  []Watermark
	PrimaryKey  *PrimaryKey // table- or column-level
	// SecondPrimaryKey is the span of a second PRIMARY KEY declaration
	// (which Flink rejects); zero when there is at most one.
	SecondPrimaryKey Span
	PartitionBy      []Ident
	Distributed      Span // DISTRIBUTED BY/INTO clause, zero if absent
	// DistributedBy are the bucket keys of DISTRIBUTED BY (nil without
	// BY), Buckets the count of INTO n BUCKETS (Value "" without INTO).
	DistributedBy []Ident
	Buckets       Literal
	Comment       string
	With          Span // the WITH (...) clause, zero if absent
	Options       []Option
	Like          *LikeClause
	AsQuery       *Query // CTAS / RTAS
	// Hive is true for Hive DDL (`CREATE [EXTERNAL] TABLE ... STORED AS ...
	// TBLPROPERTIES (...)`): a table of a Hive catalog, whose
	// TBLPROPERTIES are its options (Options, With). Only the name and the
	// properties are read.
	Hive bool
}

// AlterTable is ALTER TABLE name SET (...) / RESET (...) / other actions.
// Action is upper case: SET, RESET, ADD, MODIFY, DROP, RENAME, ...
type AlterTable struct {
	Span      Span
	IfExists  bool
	Name      QualifiedName
	Action    string
	Options   []Option  // SET (...)
	ResetKeys []Literal // RESET (...)
	// Schema is the schema change of ADD, MODIFY, DROP and RENAME; nil for
	// other actions and for a change the tree does not model
	// (DISTRIBUTION, PARTITION, a hole).
	Schema *AlterSchema
}

// AlterSchema is what ALTER TABLE ADD, MODIFY, DROP or RENAME changes.
type AlterSchema struct {
	Action string // ADD, MODIFY, DROP or RENAME
	// Columns, Watermark and PrimaryKey are the elements ADD or MODIFY
	// declare, in order.
	Columns    []AlterColumn
	Watermark  *Watermark
	PrimaryKey *PrimaryKey
	// SecondPrimaryKey is the span of a second PRIMARY KEY the statement
	// declares (Flink's SqlAlterTableSchema.validate rejects it); zero
	// when there is none.
	SecondPrimaryKey Span
	// Drop lists the columns DROP removes; DropPrimaryKey, DropWatermark
	// and DropConstraint the other things it may remove.
	Drop           []Ident
	DropPrimaryKey bool
	DropWatermark  bool
	DropConstraint Ident
	// RenameFrom and RenameTo are a column's RENAME a TO b; NewName is the
	// table's RENAME TO.
	RenameFrom, RenameTo Ident
	NewName              *QualifiedName
}

// AlterColumn is a column of ALTER TABLE ADD or MODIFY, with its place.
type AlterColumn struct {
	Column
	First bool
	After Ident // Name empty when there is no AFTER
}

// Set is `SET 'key' = 'value'` (or unquoted); a bare SET has no key.
type Set struct {
	Span  Span
	Key   Literal
	Value Literal
}

// Reset is `RESET 'key'`; a bare RESET has no key.
type Reset struct {
	Span Span
	Key  Literal
}

// Hint is one `/*+ NAME(...) */` hint. For OPTIONS hints Options is filled.
type Hint struct {
	Span    Span
	Name    string // upper case, e.g. OPTIONS
	Options []Option
}

// TableRef is a table read by a query, with its hints.
type TableRef struct {
	Span  Span
	Name  QualifiedName
	Hints []Hint
}

// Query is a query kept as a token range, with what rules need extracted.
type Query struct {
	Span    Span
	Sources []TableRef // every table in FROM / JOIN / LATERAL TABLE, in order
	// Aggregates is true for a GROUP BY (or DISTINCT) that is not grouped by a
	// window (TUMBLE/HOP/CUMULATE/SESSION TVF or group window function).
	Aggregates bool
	// RegularJoin is true for a join that is not an interval, temporal
	// (FOR SYSTEM_TIME AS OF), lookup or window join.
	RegularJoin bool
	// OuterJoin is true when a regular join is LEFT, RIGHT or FULL [OUTER]:
	// it produces updates and deletes even over insert-only inputs (an
	// inner regular join only forwards its inputs' changes).
	OuterJoin bool
	Windowed  bool
	// Body is the query as a tree (queryast.go); an *OpaqueQuery when it
	// uses syntax the tree does not model.
	Body QueryNode
}

// Insert is INSERT INTO / INSERT OVERWRITE.
type Insert struct {
	Span      Span
	Overwrite bool
	Target    QualifiedName
	Hints     []Hint   // hints on the target, e.g. /*+ OPTIONS(...) */
	Partition []Option // PARTITION (k = v, ...)
	Columns   []Ident
	Query     *Query // nil for VALUES
	// Values is the VALUES list of an INSERT ... VALUES as a tree (a
	// *ValuesNode, or an *OpaqueQuery); nil when Query is set.
	Values QueryNode
}

// StatementSet is EXECUTE STATEMENT SET BEGIN ... END or the SQL-client
// BEGIN STATEMENT SET; ... END; form.
type StatementSet struct {
	Span    Span
	Inserts []*Insert
}

// Select is a query on its own (SELECT, WITH, VALUES, EXECUTE <query>).
type Select struct {
	Span  Span
	Query *Query
}

// CreateView is CREATE [TEMPORARY] VIEW name AS query.
type CreateView struct {
	Span        Span
	Temporary   bool
	IfNotExists bool
	Name        QualifiedName
	Columns     []Ident // the view's column list, nil when absent
	Query       *Query
}

// AlterView is ALTER VIEW name RENAME TO new_name (NewName set) or ALTER
// VIEW name AS query (Query set).
type AlterView struct {
	Span    Span
	Name    QualifiedName
	NewName *QualifiedName
	Query   *Query
}

// CreateCatalog is CREATE CATALOG name WITH (...).
type CreateCatalog struct {
	Span        Span
	IfNotExists bool
	Name        Ident
	Options     []Option
}

// CreateFunction is CREATE [TEMPORARY] [SYSTEM] FUNCTION name AS 'class' ...
type CreateFunction struct {
	Span     Span
	Name     QualifiedName
	Class    Literal
	Language string
	Jars     []Literal // USING JAR '...'
	// Temporary and System are CREATE TEMPORARY [SYSTEM] FUNCTION;
	// IfNotExists its IF NOT EXISTS.
	Temporary, System, IfNotExists bool
}

// UseCatalog is USE CATALOG name.
type UseCatalog struct {
	Span Span
	Name Ident
}

// UseDatabase is USE [catalog.]database: with a catalog part it switches
// the current catalog too.
type UseDatabase struct {
	Span Span
	Name QualifiedName
}

// Generic is any other statement Flink accepts (USE MODULES, SHOW, DESCRIBE, DROP,
// EXPLAIN, LOAD MODULE, ADD JAR, COMPILE PLAN, ...). Keyword is the leading
// keywords in upper case, e.g. "ADD JAR", "USE MODULES", "SHOW TABLES".
// Strings holds its string literals (jar paths, plan files).
type Generic struct {
	Span    Span
	Keyword string
	Strings []Literal
	// Object is the object a DROP TABLE / VIEW / FUNCTION / CATALOG /
	// DATABASE / MODEL, CREATE DATABASE / MODEL, ALTER CATALOG / MODEL, SHOW CREATE TABLE / VIEW / MODEL,
	// DESCRIBE, LOAD MODULE, UNLOAD MODULE or SHOW DATABASES FROM statement names, when the statement is that
	// keyword, an optional IF [NOT] EXISTS and one name (and what the
	// statement allows after it); nil otherwise.
	Object      *QualifiedName
	IfExists    bool
	IfNotExists bool // CREATE DATABASE IF NOT EXISTS
	// Action is the word after the object: ALTER CATALOG's SET, RESET or
	// COMMENT, ALTER MODEL's SET, RESET or RENAME, DROP DATABASE's RESTRICT or CASCADE; the word before it of
	// SHOW DATABASES FROM|IN name (whose Object is that name); ""
	// otherwise.
	Action string
	// Names are the module names of USE MODULES, in order; nil for
	// another statement or when a name is not an identifier.
	Names []Ident
	// Model is what CREATE MODEL declares after its name, or what ALTER
	// MODEL SET / RESET changes; nil for another statement, or when the
	// statement holds a hole or what flinklint does not read.
	Model *ModelSpec
}

func (s *CreateTable) StmtSpan() Span    { return s.Span }
func (s *AlterTable) StmtSpan() Span     { return s.Span }
func (s *Set) StmtSpan() Span            { return s.Span }
func (s *Reset) StmtSpan() Span          { return s.Span }
func (s *Insert) StmtSpan() Span         { return s.Span }
func (s *StatementSet) StmtSpan() Span   { return s.Span }
func (s *Select) StmtSpan() Span         { return s.Span }
func (s *CreateView) StmtSpan() Span     { return s.Span }
func (s *AlterView) StmtSpan() Span      { return s.Span }
func (s *CreateCatalog) StmtSpan() Span  { return s.Span }
func (s *CreateFunction) StmtSpan() Span { return s.Span }
func (s *Generic) StmtSpan() Span        { return s.Span }
func (s *UseCatalog) StmtSpan() Span     { return s.Span }
func (s *UseDatabase) StmtSpan() Span    { return s.Span }
