package sqlparse

// The query AST: what a query computes, for the semantic layer (package
// semantics). It is built from the tokens of a query that the scan of
// query.go accepted, by a second, recursive-descent pass (queryparse.go)
// that never reports an error: what it does not model (MATCH_RECOGNIZE,
// QUALIFY, a construct of a later Calcite) becomes an Opaque node, and a
// consumer treats an opaque node as unknown, never as wrong.
//
// Every node carries the byte span of its text. Names keep their source
// spelling (Ident.Name); Flink compares identifiers case-sensitively.

// QueryNode is a query expression: *SelectNode, *SetOpNode, *ValuesNode,
// *WithNode, *OrderedNode or *OpaqueQuery.
type QueryNode interface{ QuerySpan() Span }

// SelectNode is one SELECT block.
type SelectNode struct {
	Span Span
	// Hints are the query hints after SELECT (/*+ BROADCAST(t) */); nil
	// when there are none or one could not be read.
	Hints    []QueryHint
	Distinct bool
	Items    []SelectItem
	From     TableNode // nil without FROM
	Where    Expr      // nil when absent
	GroupBy  []Expr    // GROUP BY items; a *GroupingExpr for GROUPING SETS, ROLLUP, CUBE, ()
	Grouped  bool      // a GROUP BY clause is present (it may hold only ())
	Having   Expr
	Windows  []NamedWindow // WINDOW w AS (...)
}

// QueryHint is one hint of a query block: NAME(a, b) lists Args,
// NAME('k' = 'v', ...) lists Keys (the option keys, unquoted).
type QueryHint struct {
	Span Span
	Name string // upper case
	Args []Ident
	Keys []Literal
	// Values are the option values, one per key.
	Values []Literal
}

// SelectItem is one item of a select list: an expression with its alias,
// `*`, or `qualifier.*`.
type SelectItem struct {
	Span      Span
	Expr      Expr  // nil for a star
	Alias     Ident // Name empty when there is none
	Star      bool
	Qualifier []Ident // t in t.*
}

// NamedWindow is one WINDOW clause entry.
type NamedWindow struct {
	Name Ident
	Spec *WindowSpec
}

// SetOpNode is UNION, INTERSECT or EXCEPT (MINUS is EXCEPT).
type SetOpNode struct {
	Span        Span
	Op          string // UNION, INTERSECT, EXCEPT
	All         bool
	Left, Right QueryNode
}

// ValuesNode is VALUES (row), (row), ...; a row of one expression may be
// written without parentheses.
type ValuesNode struct {
	Span Span
	Rows [][]Expr
}

// CTE is one WITH entry.
type CTE struct {
	Name    Ident
	Columns []Ident
	Query   QueryNode
}

// WithNode is WITH ctes body.
type WithNode struct {
	Span Span
	CTEs []CTE
	Body QueryNode
}

// OrderedNode is a query with ORDER BY, LIMIT, OFFSET or FETCH.
type OrderedNode struct {
	Span    Span
	Body    QueryNode
	OrderBy []OrderItem
	Limit   Expr // LIMIT n or FETCH FIRST n ROWS ONLY; nil when absent
	Offset  Expr
}

// OrderItem is one ORDER BY item.
type OrderItem struct {
	Expr Expr
	Desc bool
}

// OpaqueQuery is a query the AST does not model.
type OpaqueQuery struct{ Span Span }

func (n *SelectNode) QuerySpan() Span  { return n.Span }
func (n *SetOpNode) QuerySpan() Span   { return n.Span }
func (n *ValuesNode) QuerySpan() Span  { return n.Span }
func (n *WithNode) QuerySpan() Span    { return n.Span }
func (n *OrderedNode) QuerySpan() Span { return n.Span }
func (n *OpaqueQuery) QuerySpan() Span { return n.Span }

// TableNode is an item of FROM: *NamedTable, *DerivedTable,
// *FunctionTable, *UnnestTable, *JoinNode or *OpaqueTable.
type TableNode interface{ TableSpan() Span }

// TableAlias is `[AS] alias [(col, ...)]` after a table item.
type TableAlias struct {
	Name    Ident // Name empty when there is none
	Columns []Ident
}

// NamedTable is a table, view or CTE read by name.
type NamedTable struct {
	Span  Span
	Name  QualifiedName
	Hints []Hint
	// SystemTime is the time of FOR SYSTEM_TIME AS OF; nil when absent.
	SystemTime Expr
	Alias      TableAlias
}

// DerivedTable is a subquery in FROM, possibly LATERAL.
type DerivedTable struct {
	Span    Span
	Lateral bool
	Query   QueryNode
	Alias   TableAlias
}

// FunctionTable is TABLE(f(...)) or LATERAL TABLE(f(...)): a table function
// or a window table-valued function (TUMBLE, HOP, CUMULATE, SESSION).
type FunctionTable struct {
	Span    Span
	Lateral bool
	Call    *CallExpr
	Alias   TableAlias
}

// UnnestTable is UNNEST(expr, ...) [WITH ORDINALITY].
type UnnestTable struct {
	Span           Span
	Args           []Expr
	WithOrdinality bool
	Alias          TableAlias
}

// JoinKind is the kind of a join.
type JoinKind int

const (
	InnerJoin JoinKind = iota
	LeftJoin
	RightJoin
	FullJoin
	CrossJoin
	CommaJoin // FROM a, b
)

// JoinNode is `left kind JOIN right [ON cond | USING (cols)]`.
type JoinNode struct {
	Span        Span
	Kind        JoinKind
	Natural     bool
	Left, Right TableNode
	On          Expr // nil when absent
	Using       []Ident
}

// OpaqueTable is a FROM item the AST does not model (MATCH_RECOGNIZE,
// TABLESAMPLE ...). Alias is set when it could be read.
type OpaqueTable struct {
	Span  Span
	Alias TableAlias
}

func (n *NamedTable) TableSpan() Span    { return n.Span }
func (n *DerivedTable) TableSpan() Span  { return n.Span }
func (n *FunctionTable) TableSpan() Span { return n.Span }
func (n *UnnestTable) TableSpan() Span   { return n.Span }
func (n *JoinNode) TableSpan() Span      { return n.Span }
func (n *OpaqueTable) TableSpan() Span   { return n.Span }

// ReadsNoTable reports whether the query reads no table at all: its FROM
// items are only VALUES (with or without an alias, `(VALUES ...) T(a, b)`)
// and subqueries of them, or it has no FROM. Such a query is bounded. A
// table function, UNNEST, a name (a table, view or CTE) or anything the
// tree does not model answers false.
func (q *Query) ReadsNoTable() bool {
	return q != nil && len(q.Sources) == 0 && constantQuery(q.Body)
}

func constantQuery(n QueryNode) bool {
	switch n := n.(type) {
	case *ValuesNode:
		return true
	case *SelectNode:
		return n.From == nil || constantTable(n.From)
	case *SetOpNode:
		return constantQuery(n.Left) && constantQuery(n.Right)
	case *OrderedNode:
		return constantQuery(n.Body)
	}
	return false
}

func constantTable(t TableNode) bool {
	switch t := t.(type) {
	case *DerivedTable:
		return !t.Lateral && constantQuery(t.Query)
	case *JoinNode:
		return constantTable(t.Left) && constantTable(t.Right)
	}
	return false
}

// MatchRecognizeTable is `input MATCH_RECOGNIZE (...) [AS alias]`. The
// parts a check reads are modelled; a clause the tree does not read
// (AFTER MATCH SKIP, SUBSET, WITHIN) is skipped or makes the whole item an
// OpaqueTable.
type MatchRecognizeTable struct {
	Span        Span
	Input       TableNode
	PartitionBy []Expr
	OrderBy     []OrderItem
	Measures    []SelectItem
	AllRows     bool // ALL ROWS PER MATCH
	// Pattern is the pattern when it is a plain sequence of variables
	// with quantifiers; nil for alternations, groups, anchors, PERMUTE.
	Pattern     []PatternTerm
	PatternSpan Span
	Define      []PatternDefine
	Alias       TableAlias
}

// PatternTerm is one variable of a pattern with its quantifier: Min and
// Max are its bounds (Max -1: unbounded; 1 and 1 without quantifier).
type PatternTerm struct {
	Var       Ident
	Min, Max  int
	Reluctant bool
}

// PatternDefine is `var AS condition` of DEFINE.
type PatternDefine struct {
	Var  Ident
	Cond Expr
}

func (n *MatchRecognizeTable) TableSpan() Span { return n.Span }
