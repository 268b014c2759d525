package sqlparse

// Expr is an expression node of the query AST (queryast.go).
type Expr interface{ ExprSpan() Span }

// LiteralKind classifies a literal.
type LiteralKind int

const (
	NumberLiteral LiteralKind = iota
	StringLiteral
	BoolLiteral
	NullLiteral
	BinaryLiteral // X'0AF1'
	// TypedLiteral is DATE '...', TIME '...', TIMESTAMP '...' or TIMESTAMP
	// WITH LOCAL TIME ZONE '...': TypeName holds the type's words.
	TypedLiteral
	// SymbolLiteral is a keyword argument: the time unit of TIMESTAMPADD
	// and TIMESTAMPDIFF.
	SymbolLiteral
)

// LiteralExpr is a literal. Text is the source text for numbers and the
// unescaped value for strings.
type LiteralExpr struct {
	Span     Span
	Kind     LiteralKind
	Text     string
	TypeName string // TypedLiteral only: DATE, TIME, TIMESTAMP, TIMESTAMP_LTZ
}

// IntervalExpr is INTERVAL [-]'value' unit [TO unit]. Units are upper case
// (SECOND, DAY, ...); To is empty for a single unit.
type IntervalExpr struct {
	Span     Span
	Negative bool
	Value    Expr
	From, To string
}

// NameExpr is an identifier or compound identifier (t.col, col, a.b.c).
type NameExpr struct {
	Span  Span
	Parts []Ident
}

// CallExpr is a function call. Args is nil and OpaqueArgs set when the
// argument list uses syntax the AST does not model (TRIM(BOTH ... FROM ...),
// JSON_VALUE(... RETURNING ...)).
type CallExpr struct {
	Span        Span
	Name        QualifiedName
	Distinct    bool
	Star        bool // COUNT(*)
	Args        []Expr
	OpaqueArgs  bool
	Filter      Expr // FILTER (WHERE ...)
	WithinGroup []OrderItem
	Over        *WindowSpec // nil without OVER
}

// WindowSpec is the window of OVER or of a WINDOW clause. Ref names a
// window of the WINDOW clause (OVER w). Frame is the ROWS/RANGE clause's
// span, zero when absent.
type WindowSpec struct {
	Span        Span
	Ref         Ident
	PartitionBy []Expr
	OrderBy     []OrderItem
	Frame       Span
	Range       bool // a RANGE frame
	// FrameTokens are the frame's tokens as written (ROWS, BETWEEN, 2,
	// PRECEDING, ...); FrameHole is set when one is a hole.
	FrameTokens []string
	FrameHole   bool
}

// CastExpr is CAST(x AS type) or TRY_CAST. Type is the type's source text.
type CastExpr struct {
	Span     Span
	Try      bool
	X        Expr
	Type     string
	TypeSpan Span
}

// ExtractExpr is EXTRACT(unit FROM x).
type ExtractExpr struct {
	Span Span
	Unit string
	X    Expr
}

// CaseExpr is CASE [operand] WHEN ... THEN ... [ELSE ...] END.
type CaseExpr struct {
	Span    Span
	Operand Expr // nil for a searched CASE
	Whens   []WhenClause
	Else    Expr
}

// WhenClause is one WHEN ... THEN ... of a CASE.
type WhenClause struct {
	When, Then Expr
}

// UnaryExpr is -x, +x or NOT x. Op is "-", "+" or "NOT".
type UnaryExpr struct {
	Span Span
	Op   string
	X    Expr
}

// BinaryExpr is x op y. Op is upper case: + - * / % || = <> != < > <= >=
// AND OR.
type BinaryExpr struct {
	Span Span
	Op   string
	L, R Expr
}

// IsExpr is x IS [NOT] NULL|TRUE|FALSE|UNKNOWN, or x IS [NOT] DISTINCT
// FROM y (What "DISTINCT FROM", R set).
type IsExpr struct {
	Span Span
	X    Expr
	Not  bool
	What string
	R    Expr
}

// BetweenExpr is x [NOT] BETWEEN [ASYMMETRIC|SYMMETRIC] lo AND hi.
type BetweenExpr struct {
	Span      Span
	X, Lo, Hi Expr
	Not       bool
	Symmetric bool
}

// LikeExpr is x [NOT] LIKE|SIMILAR TO pattern [ESCAPE e].
type LikeExpr struct {
	Span       Span
	Op         string // LIKE or SIMILAR TO
	Not        bool
	X, Pattern Expr
	Escape     Expr
}

// InExpr is x [NOT] IN (list) or x [NOT] IN (query).
type InExpr struct {
	Span  Span
	X     Expr
	Not   bool
	List  []Expr
	Query QueryNode // nil for a list
}

// ExistsExpr is EXISTS (query).
type ExistsExpr struct {
	Span  Span
	Query QueryNode
}

// SubqueryExpr is a scalar subquery.
type SubqueryExpr struct {
	Span  Span
	Query QueryNode
}

// FieldExpr is x.field on an expression that is not a plain name (f(x).a,
// (r).a); a.b on names is a NameExpr.
type FieldExpr struct {
	Span  Span
	X     Expr
	Field Ident
}

// IndexExpr is x[i]: an array element or a map value.
type IndexExpr struct {
	Span     Span
	X, Index Expr
}

// RowExpr is ROW(a, b) or a parenthesised list (a, b).
type RowExpr struct {
	Span     Span
	Explicit bool // written with ROW
	Items    []Expr
}

// ConstructorExpr is ARRAY[...] or MAP[...].
type ConstructorExpr struct {
	Span  Span
	Kind  string // ARRAY or MAP
	Items []Expr
}

// GroupingExpr is GROUPING SETS (...), ROLLUP (...), CUBE (...) or the
// empty grouping set () of a GROUP BY.
type GroupingExpr struct {
	Span  Span
	Kind  string // GROUPING SETS, ROLLUP, CUBE, ()
	Items []Expr // a set of several columns is a *RowExpr
}

// DescriptorExpr is DESCRIPTOR(col, ...), an argument of a window TVF.
type DescriptorExpr struct {
	Span    Span
	Columns []Ident
}

// TableArgExpr is a table argument of a table function: TABLE name, or a
// query (Query set instead of Name) in the argument list of a FROM
// TABLE(f(...)) call or followed by PARTITION BY or ORDER BY. PartitionBy
// holds the keys of PARTITION BY (simple names), OrderBy the items of
// ORDER BY.
type TableArgExpr struct {
	Span        Span
	Name        QualifiedName
	Query       QueryNode
	PartitionBy []Expr
	OrderBy     []OrderItem
}

// NamedArgExpr is `name => value`, a named argument.
type NamedArgExpr struct {
	Span  Span
	Name  Ident
	Value Expr
}

// StarExpr is `*` where an expression stands (COUNT(*) aside).
type StarExpr struct{ Span Span }

// HoleExpr is text known only at run time (HoleRune): an unknown
// expression.
type HoleExpr struct{ Span Span }

// OpaqueExpr is an expression the AST does not model.
type OpaqueExpr struct{ Span Span }

func (e *LiteralExpr) ExprSpan() Span     { return e.Span }
func (e *IntervalExpr) ExprSpan() Span    { return e.Span }
func (e *NameExpr) ExprSpan() Span        { return e.Span }
func (e *CallExpr) ExprSpan() Span        { return e.Span }
func (e *CastExpr) ExprSpan() Span        { return e.Span }
func (e *ExtractExpr) ExprSpan() Span     { return e.Span }
func (e *CaseExpr) ExprSpan() Span        { return e.Span }
func (e *UnaryExpr) ExprSpan() Span       { return e.Span }
func (e *BinaryExpr) ExprSpan() Span      { return e.Span }
func (e *IsExpr) ExprSpan() Span          { return e.Span }
func (e *BetweenExpr) ExprSpan() Span     { return e.Span }
func (e *LikeExpr) ExprSpan() Span        { return e.Span }
func (e *InExpr) ExprSpan() Span          { return e.Span }
func (e *ExistsExpr) ExprSpan() Span      { return e.Span }
func (e *SubqueryExpr) ExprSpan() Span    { return e.Span }
func (e *FieldExpr) ExprSpan() Span       { return e.Span }
func (e *IndexExpr) ExprSpan() Span       { return e.Span }
func (e *RowExpr) ExprSpan() Span         { return e.Span }
func (e *ConstructorExpr) ExprSpan() Span { return e.Span }
func (e *GroupingExpr) ExprSpan() Span    { return e.Span }
func (e *DescriptorExpr) ExprSpan() Span  { return e.Span }
func (e *TableArgExpr) ExprSpan() Span    { return e.Span }
func (e *NamedArgExpr) ExprSpan() Span    { return e.Span }
func (e *StarExpr) ExprSpan() Span        { return e.Span }
func (e *HoleExpr) ExprSpan() Span        { return e.Span }
func (e *OpaqueExpr) ExprSpan() Span      { return e.Span }
