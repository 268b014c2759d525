package sqlparse

import (
	"fmt"
	"strconv"
	"strings"
)

// The query AST builder: a recursive-descent pass over the tokens of a query
// the scan of query.go accepted. It records no error: a construct it does
// not model bails out, and the smallest enclosing node that can stand for
// unknown text (an argument list, a FROM item, else the whole query)
// becomes opaque.

// astBail unwinds the AST builder out of text it does not model.
type astBail struct{}

// astParser reads the tokens [pos, end) of the parser's statement buffer.
type astParser struct {
	p       *parser
	pos     int
	end     int
	depth   int
	sources []TableRef // the scan's table references, for their hints
	// far is the furthest token a bail-out happened at: where the text
	// the tree does not model is, for tests and debugging.
	far int
	// deep is 1 + the token where the nesting first went past maxDepth
	// (0: it never did): a tree given up there is reported, not silent.
	deep int
}

// buildQueryAST builds the AST of the query made of tokens [i, j).
func (p *parser) buildQueryAST(i, j int, sources []TableRef) QueryNode {
	a := &astParser{p: p, pos: i, end: j, sources: sources}
	var n QueryNode
	if !a.try(func() {
		n = a.query()
		if a.pos != a.end {
			a.bail()
		}
	}) {
		a.reportDepth()
		return &OpaqueQuery{Span: a.spanFrom(i, j)}
	}
	return n
}

// buildExprAST builds the AST of the expression made of tokens [i, j): a
// computed column or a watermark. Text it does not model is an OpaqueExpr.
func (p *parser) buildExprAST(i, j int) Expr {
	a := &astParser{p: p, pos: i, end: j}
	var e Expr
	if !a.try(func() {
		e = a.expr()
		if a.pos != a.end {
			a.bail()
		}
	}) {
		a.reportDepth()
		return &OpaqueExpr{Span: a.spanFrom(i, j)}
	}
	return e
}

// reportDepth records, for a tree given up, the place its nesting went
// past maxDepth: the rules know nothing of the query from there, and a
// user must hear it (docs/robustness.md).
func (a *astParser) reportDepth() {
	if a.deep == 0 {
		return
	}
	t := a.tok(a.deep - 1)
	a.p.limitAt(Span{int(t.start), int(t.end)}, fmt.Sprintf("query nested deeper than %d levels: flinklint does not analyse it past this point", maxDepth))
}

// try runs f and reports whether it finished without bailing out; on a
// bail-out the position and depth are restored.
func (a *astParser) try(f func()) (ok bool) {
	pos, depth := a.pos, a.depth
	defer func() {
		if r := recover(); r != nil {
			if _, isBail := r.(astBail); !isBail {
				panic(r)
			}
			a.pos, a.depth = pos, depth
			ok = false
		}
	}()
	f()
	return true
}

func (a *astParser) bail() {
	a.far = max(a.far, a.pos)
	panic(astBail{})
}

// enter bounds the recursion; leave undoes it.
func (a *astParser) enter() {
	a.depth++
	if a.depth > maxDepth {
		if a.deep == 0 {
			a.deep = a.pos + 1
		}
		a.bail()
	}
}

func (a *astParser) leave() { a.depth-- }

// --- tokens ----------------------------------------------------------------

func (a *astParser) tok(i int) token {
	if i >= 0 && i < a.end {
		return a.p.toks[i]
	}
	off := a.p.eof
	if a.end > 0 && a.end <= len(a.p.toks) {
		off = int(a.p.toks[a.end-1].end)
	}
	return token{start: int32(off), end: int32(off), kind: tkEOF}
}

func (a *astParser) text(i int) string { return a.p.text(a.tok(i)) }

// isWord reports whether token i is the word w (any case), not a hole.
func (a *astParser) isWord(i int, w string) bool {
	t := a.tok(i)
	return t.kind == tkIdent && !t.hole() && equalFold(a.p.text(t), w)
}

func (a *astParser) atWord(w string) bool { return a.isWord(a.pos, w) }

func (a *astParser) acceptWord(w string) bool {
	if a.atWord(w) {
		a.pos++
		return true
	}
	return false
}

func (a *astParser) expectWord(w string) {
	if !a.acceptWord(w) {
		a.bail()
	}
}

func (a *astParser) isPunct(i int, c byte) bool {
	t := a.tok(i)
	return t.kind == tkPunct && a.p.src[t.start] == c
}

func (a *astParser) acceptPunct(c byte) bool {
	if a.isPunct(a.pos, c) {
		a.pos++
		return true
	}
	return false
}

func (a *astParser) expectPunct(c byte) {
	if !a.acceptPunct(c) {
		a.bail()
	}
}

// adjacent reports whether tokens i and i+1 touch (the two bytes of <=).
func (a *astParser) adjacent(i int) bool {
	return i+1 < a.end && a.p.toks[i].end == a.p.toks[i+1].start
}

// spanFrom is the byte span of tokens [i, j).
func (a *astParser) spanFrom(i, j int) Span {
	if j <= i {
		t := a.tok(i)
		return Span{int(t.start), int(t.start)}
	}
	return Span{int(a.tok(i).start), int(a.tok(j - 1).end)}
}

// span is the byte span of the tokens from i to the current position.
func (a *astParser) span(i int) Span { return a.spanFrom(i, a.pos) }

// astReserved are the words that cannot be an implicit alias or a column name: they begin
// or continue a clause.
var astReserved = map[string]bool{
	"SELECT": true, "FROM": true, "WHERE": true, "GROUP": true, "HAVING": true, "ORDER": true,
	"LIMIT": true, "OFFSET": true, "FETCH": true, "UNION": true, "INTERSECT": true, "EXCEPT": true,
	"MINUS": true, "JOIN": true, "INNER": true, "LEFT": true, "RIGHT": true, "FULL": true, "CROSS": true,
	"NATURAL": true, "ON": true, "USING": true, "WINDOW": true, "AS": true, "AND": true, "OR": true,
	"NOT": true, "IS": true, "IN": true, "LIKE": true, "BETWEEN": true, "SIMILAR": true, "ESCAPE": true,
	"CASE": true, "WHEN": true, "THEN": true, "ELSE": true, "END": true, "VALUES": true, "WITH": true,
	"FOR": true, "MATCH_RECOGNIZE": true, "TABLESAMPLE": true, "LATERAL": true, "OVER": true,
	"FILTER": true, "WITHIN": true, "QUALIFY": true, "DISTINCT": true, "ALL": true, "ASC": true,
	"DESC": true, "NULLS": true, "BY": true, "OUTER": true, "TABLE": true, "UNNEST": true,
	"EXISTS": true, "INTERVAL": true, "CAST": true, "NULL": true, "TRUE": true, "FALSE": true,
	"ROWS": true, "RANGE": true, "PARTITION": true, "ORDINALITY": true, "SYSTEM_TIME": true,
	"APPLY": true, "UESCAPE": true, "ANY": true, "SOME": true, "MEMBER": true, "SUBMULTISET": true,
}

func (a *astParser) reservedAt(i int) bool {
	t := a.tok(i)
	if t.kind != tkIdent || t.hole() || t.end-t.start > 16 {
		return false
	}
	var buf [16]byte
	w := buf[:0]
	for _, c := range []byte(a.p.text(t)) {
		if 'a' <= c && c <= 'z' {
			c -= 'a' - 'A'
		}
		w = append(w, c)
	}
	return astReserved[string(w)]
}

// nameAt reports whether token i can be an identifier here: a word that is
// not reserved, or a backquoted name. Double-quoted text is not a Flink
// identifier (it is modelled nowhere: the caller bails).
func (a *astParser) nameAt(i int) bool {
	t := a.tok(i)
	return t.kind == tkQuoted || (t.kind == tkIdent && !a.reservedAt(i))
}

func (a *astParser) ident() Ident {
	if !a.nameAt(a.pos) {
		a.bail()
	}
	id := a.p.identOf(a.tok(a.pos))
	a.pos++
	return id
}

func (a *astParser) identList() []Ident {
	a.expectPunct('(')
	var ids []Ident
	for {
		ids = append(ids, a.ident())
		if !a.acceptPunct(',') {
			break
		}
	}
	a.expectPunct(')')
	return ids
}

// skipGroup skips the parenthesised group opened at the current token.
func (a *astParser) skipGroup() {
	depth := 0
	for ; a.pos < a.end; a.pos++ {
		switch {
		case a.isPunct(a.pos, '('):
			depth++
		case a.isPunct(a.pos, ')'):
			depth--
			if depth == 0 {
				a.pos++
				return
			}
		}
	}
	a.bail()
}

// queryStartAt reports whether a query begins at token i, after any '('.
func (a *astParser) queryStartAt(i int) bool {
	for a.isPunct(i, '(') {
		i++
	}
	return a.isWord(i, "SELECT") || a.isWord(i, "WITH") || a.isWord(i, "VALUES")
}

// --- queries -----------------------------------------------------------------

func (a *astParser) query() QueryNode {
	a.enter()
	defer a.leave()
	start := a.pos
	if a.acceptWord("WITH") {
		w := &WithNode{}
		for {
			var c CTE
			c.Name = a.ident()
			if a.isPunct(a.pos, '(') {
				c.Columns = a.identList()
			}
			a.expectWord("AS")
			a.expectPunct('(')
			c.Query = a.query()
			a.expectPunct(')')
			w.CTEs = append(w.CTEs, c)
			if !a.acceptPunct(',') {
				break
			}
		}
		w.Body = a.query()
		w.Span = a.span(start)
		return w
	}
	return a.ordered(start, a.setExpr())
}

func (a *astParser) ordered(start int, body QueryNode) QueryNode {
	if !a.atWord("ORDER") && !a.atWord("LIMIT") && !a.atWord("OFFSET") && !a.atWord("FETCH") {
		return body
	}
	o := &OrderedNode{Body: body}
	if a.acceptWord("ORDER") {
		a.expectWord("BY")
		o.OrderBy = a.orderList()
	}
	if a.acceptWord("LIMIT") && !a.acceptWord("ALL") {
		o.Limit = a.expr()
	}
	if a.acceptWord("OFFSET") {
		o.Offset = a.expr()
		_ = a.acceptWord("ROW") || a.acceptWord("ROWS")
	}
	if a.acceptWord("FETCH") {
		if !a.acceptWord("FIRST") {
			a.expectWord("NEXT")
		}
		if !a.atWord("ROW") && !a.atWord("ROWS") {
			o.Limit = a.expr()
		}
		if !a.acceptWord("ROW") {
			a.expectWord("ROWS")
		}
		a.expectWord("ONLY")
	}
	o.Span = a.span(start)
	return o
}

func (a *astParser) orderList() []OrderItem {
	var items []OrderItem
	for {
		items = append(items, a.orderItem())
		if !a.acceptPunct(',') {
			return items
		}
	}
}

// orderItem reads an expression with ASC or DESC and NULLS FIRST or LAST.
func (a *astParser) orderItem() OrderItem {
	it := OrderItem{Expr: a.expr()}
	if a.acceptWord("DESC") {
		it.Desc = true
	} else {
		a.acceptWord("ASC")
	}
	if a.acceptWord("NULLS") {
		if !a.acceptWord("FIRST") {
			a.expectWord("LAST")
		}
	}
	return it
}

func (a *astParser) setExpr() QueryNode {
	start := a.pos
	left := a.queryTerm()
	for {
		var op string
		switch {
		case a.atWord("UNION"):
			op = "UNION"
		case a.atWord("INTERSECT"):
			op = "INTERSECT"
		case a.atWord("EXCEPT"), a.atWord("MINUS"):
			op = "EXCEPT"
		default:
			return left
		}
		a.pos++
		all := a.acceptWord("ALL")
		if !all {
			a.acceptWord("DISTINCT")
		}
		right := a.queryTerm()
		left = &SetOpNode{Span: a.span(start), Op: op, All: all, Left: left, Right: right}
	}
}

func (a *astParser) queryTerm() QueryNode {
	a.enter()
	defer a.leave()
	switch {
	case a.atWord("SELECT"):
		return a.selectBlock()
	case a.atWord("VALUES"):
		return a.values()
	case a.isPunct(a.pos, '('):
		a.pos++
		q := a.query()
		a.expectPunct(')')
		return q
	case a.atWord("TABLE") && a.nameAt(a.pos+1):
		// TABLE t: every column of t.
		start := a.pos
		a.pos++
		t := a.namedTable()
		return &SelectNode{Span: a.span(start), Items: []SelectItem{{Span: t.Span, Star: true}}, From: t}
	}
	a.bail()
	return nil
}

func (a *astParser) values() *ValuesNode {
	start := a.pos
	a.pos++ // VALUES
	v := &ValuesNode{}
	for {
		if a.isPunct(a.pos, '(') && !a.queryStartAt(a.pos+1) {
			a.pos++
			var row []Expr
			for {
				row = append(row, a.expr())
				if !a.acceptPunct(',') {
					break
				}
			}
			a.expectPunct(')')
			v.Rows = append(v.Rows, row)
		} else {
			v.Rows = append(v.Rows, []Expr{a.expr()})
		}
		if !a.acceptPunct(',') {
			break
		}
	}
	v.Span = a.span(start)
	return v
}

func (a *astParser) skipHints() {
	for a.tok(a.pos).kind == tkHint {
		a.pos++
	}
}

func (a *astParser) selectBlock() *SelectNode {
	start := a.pos
	a.pos++ // SELECT
	s := &SelectNode{}
	for a.tok(a.pos).kind == tkHint {
		hints, ok := a.p.queryHints(a.tok(a.pos))
		if !ok {
			s.Hints = nil
			a.pos++
			a.skipHints()
			break
		}
		s.Hints = append(s.Hints, hints...)
		a.pos++
	}
	if a.acceptWord("DISTINCT") {
		s.Distinct = true
	} else {
		a.acceptWord("ALL")
	}
	s.Items = a.selectItems()
	if a.acceptWord("FROM") {
		s.From = a.fromClause()
	}
	if a.acceptWord("WHERE") {
		s.Where = a.expr()
	}
	if a.atWord("GROUP") && a.isWord(a.pos+1, "BY") {
		a.pos += 2
		s.Grouped = true
		s.GroupBy = a.groupItems()
	}
	if a.acceptWord("HAVING") {
		s.Having = a.expr()
	}
	if a.acceptWord("WINDOW") {
		for {
			nw := NamedWindow{Name: a.ident()}
			a.expectWord("AS")
			nw.Spec = a.windowSpec()
			s.Windows = append(s.Windows, nw)
			if !a.acceptPunct(',') {
				break
			}
		}
	}
	s.Span = a.span(start)
	return s
}

func (a *astParser) selectItems() []SelectItem {
	items := make([]SelectItem, 0, a.countSelectItems())
	for {
		items = append(items, a.selectItem())
		if !a.acceptPunct(',') {
			return items
		}
	}
}

// countSelectItems estimates the number of items of the select list that
// begins at the current token, so that the list is allocated once: the
// commas outside parentheses before FROM, or before the end of the query
// or of the parenthesis it stands in.
func (a *astParser) countSelectItems() int {
	n, depth := 1, 0
	for i := a.pos; i < a.end; i++ {
		t := a.p.toks[i]
		if t.kw == kwFROM && depth == 0 {
			break
		}
		if t.kind != tkPunct {
			continue
		}
		switch a.p.src[t.start] {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				n++
			}
		}
		if depth < 0 {
			break
		}
	}
	return n
}

func (a *astParser) selectItem() SelectItem {
	start := a.pos
	if a.acceptPunct('*') {
		return SelectItem{Span: a.span(start), Star: true}
	}
	// t.* or db.t.*
	i := a.pos
	var qual []Ident
	for a.nameAt(i) && a.isPunct(i+1, '.') {
		qual = append(qual, a.p.identOf(a.tok(i)))
		i += 2
		if a.isPunct(i, '*') {
			a.pos = i + 1
			return SelectItem{Span: a.span(start), Star: true, Qualifier: qual}
		}
	}
	it := SelectItem{Expr: a.expr()}
	if a.acceptWord("AS") {
		it.Alias = a.ident()
	} else if a.nameAt(a.pos) {
		it.Alias = a.ident()
	}
	it.Span = a.span(start)
	return it
}

func (a *astParser) groupItems() []Expr {
	var items []Expr
	for {
		start := a.pos
		switch {
		case a.atWord("GROUPING") && a.isWord(a.pos+1, "SETS"):
			a.pos += 2
			items = append(items, &GroupingExpr{Kind: "GROUPING SETS", Items: a.groupSetList(), Span: a.span(start)})
		case (a.atWord("ROLLUP") || a.atWord("CUBE")) && a.isPunct(a.pos+1, '('):
			kind := upperWord(a.text(a.pos))
			a.pos++
			items = append(items, &GroupingExpr{Kind: kind, Items: a.groupSetList(), Span: a.span(start)})
		case a.isPunct(a.pos, '(') && a.isPunct(a.pos+1, ')'):
			a.pos += 2
			items = append(items, &GroupingExpr{Kind: "()", Span: a.span(start)})
		default:
			items = append(items, a.expr())
		}
		if !a.acceptPunct(',') {
			return items
		}
	}
}

// groupSetList reads the parenthesised list of GROUPING SETS, ROLLUP or
// CUBE; a set of several columns is a *RowExpr, () an empty GroupingExpr.
func (a *astParser) groupSetList() []Expr {
	a.expectPunct('(')
	var items []Expr
	for {
		start := a.pos
		if a.isPunct(a.pos, '(') && a.isPunct(a.pos+1, ')') {
			a.pos += 2
			items = append(items, &GroupingExpr{Kind: "()", Span: a.span(start)})
		} else {
			items = append(items, a.expr())
		}
		if !a.acceptPunct(',') {
			break
		}
	}
	a.expectPunct(')')
	return items
}

// --- FROM ------------------------------------------------------------------------

func (a *astParser) fromClause() TableNode {
	start := a.pos
	left := a.tableItem()
	for {
		j := &JoinNode{Left: left}
		if a.acceptPunct(',') {
			j.Kind = CommaJoin
		} else {
			j.Natural = a.acceptWord("NATURAL")
			switch {
			case a.acceptWord("JOIN"):
			case a.acceptWord("INNER"):
				a.expectWord("JOIN")
			case a.acceptWord("LEFT"):
				j.Kind = LeftJoin
				a.acceptWord("OUTER")
				a.expectWord("JOIN")
			case a.acceptWord("RIGHT"):
				j.Kind = RightJoin
				a.acceptWord("OUTER")
				a.expectWord("JOIN")
			case a.acceptWord("FULL"):
				j.Kind = FullJoin
				a.acceptWord("OUTER")
				a.expectWord("JOIN")
			case a.acceptWord("CROSS"):
				j.Kind = CrossJoin
				a.expectWord("JOIN")
			default:
				if j.Natural {
					a.bail()
				}
				return left
			}
		}
		j.Right = a.tableItem()
		if j.Kind != CommaJoin && j.Kind != CrossJoin {
			if a.acceptWord("ON") {
				j.On = a.expr()
			} else if a.acceptWord("USING") {
				j.Using = a.identList()
			}
		}
		j.Span = a.span(start)
		left = j
	}
}

func (a *astParser) tableItem() TableNode {
	a.enter()
	defer a.leave()
	start := a.pos
	switch {
	case a.atWord("LATERAL"):
		a.pos++
		if a.atWord("TABLE") && a.isPunct(a.pos+1, '(') {
			return a.functionTable(start, true)
		}
		a.expectPunct('(')
		d := &DerivedTable{Lateral: true, Query: a.query()}
		a.expectPunct(')')
		d.Alias = a.tableAlias()
		d.Span = a.span(start)
		return d
	case a.atWord("TABLE") && a.isPunct(a.pos+1, '('):
		return a.functionTable(start, false)
	case a.atWord("UNNEST") && a.isPunct(a.pos+1, '('):
		a.pos += 2
		u := &UnnestTable{}
		for {
			u.Args = append(u.Args, a.expr())
			if !a.acceptPunct(',') {
				break
			}
		}
		a.expectPunct(')')
		if a.atWord("WITH") && a.isWord(a.pos+1, "ORDINALITY") {
			a.pos += 2
			u.WithOrdinality = true
		}
		u.Alias = a.tableAlias()
		u.Span = a.span(start)
		return u
	case a.isPunct(a.pos, '(') && a.queryStartAt(a.pos+1):
		a.pos++
		d := &DerivedTable{Query: a.query()}
		a.expectPunct(')')
		d.Alias = a.tableAlias()
		d.Span = a.span(start)
		return d
	case a.isPunct(a.pos, '('):
		a.pos++
		t := a.fromClause()
		a.expectPunct(')')
		return t
	case a.nameAt(a.pos):
		t := a.namedTable()
		if a.atWord("MATCH_RECOGNIZE") && a.isPunct(a.pos+1, '(') {
			a.pos++
			var m *MatchRecognizeTable
			if a.try(func() { m = a.matchRecognize(t) }) {
				m.Alias = a.tableAlias()
				m.Span = a.span(start)
				return m
			}
			a.skipGroup()
			o := &OpaqueTable{Alias: a.tableAlias()}
			o.Span = a.span(start)
			return o
		}
		return t
	}
	a.bail()
	return nil
}

// namedTable reads name [hints] [FOR SYSTEM_TIME AS OF expr] [alias].
func (a *astParser) namedTable() *NamedTable {
	start := a.pos
	t := &NamedTable{Name: a.qualifiedName()}
	for _, ref := range a.sources {
		if ref.Name.Span == t.Name.Span {
			t.Hints = ref.Hints
			break
		}
	}
	a.skipHints()
	if a.atWord("FOR") && a.isWord(a.pos+1, "SYSTEM_TIME") {
		a.pos += 2
		a.expectWord("AS")
		a.expectWord("OF")
		t.SystemTime = a.additive()
	}
	t.Alias = a.tableAlias()
	t.Span = a.span(start)
	return t
}

func (a *astParser) qualifiedName() QualifiedName {
	first := a.ident()
	q := QualifiedName{Span: first.Span, Parts: a.p.oneIdent(first)}
	for a.isPunct(a.pos, '.') && a.nameAt(a.pos+1) {
		a.pos++
		id := a.ident()
		q.Parts = append(q.Parts, id)
		q.Span.End = id.Span.End
	}
	return q
}

func (a *astParser) functionTable(start int, lateral bool) *FunctionTable {
	a.pos++ // TABLE
	a.expectPunct('(')
	call, ok := a.primary().(*CallExpr)
	if !ok {
		a.bail()
	}
	a.expectPunct(')')
	// A query operand of a table function is a table argument (Calcite's
	// validator takes it so): TUMBLE((SELECT ...), DESCRIPTOR(ts), ...).
	for i, arg := range call.Args {
		switch v := arg.(type) {
		case *SubqueryExpr:
			call.Args[i] = &TableArgExpr{Span: v.Span, Query: v.Query}
		case *NamedArgExpr:
			if sq, ok := v.Value.(*SubqueryExpr); ok {
				v.Value = &TableArgExpr{Span: sq.Span, Query: sq.Query}
			}
		}
	}
	f := &FunctionTable{Lateral: lateral, Call: call, Alias: a.tableAlias()}
	f.Span = a.span(start)
	return f
}

func (a *astParser) tableAlias() TableAlias {
	var al TableAlias
	if a.acceptWord("AS") {
		al.Name = a.ident()
	} else if a.nameAt(a.pos) {
		al.Name = a.ident()
	} else {
		return al
	}
	if a.isPunct(a.pos, '(') {
		al.Columns = a.identList()
	}
	return al
}

// --- expressions ---------------------------------------------------------------

func (a *astParser) expr() Expr {
	a.enter()
	defer a.leave()
	start := a.pos
	left := a.and()
	for a.acceptWord("OR") {
		right := a.and()
		left = &BinaryExpr{Span: a.span(start), Op: "OR", L: left, R: right}
	}
	return left
}

func (a *astParser) and() Expr {
	start := a.pos
	left := a.not()
	for a.acceptWord("AND") {
		right := a.not()
		left = &BinaryExpr{Span: a.span(start), Op: "AND", L: left, R: right}
	}
	return left
}

func (a *astParser) not() Expr {
	start := a.pos
	if a.acceptWord("NOT") {
		a.enter()
		defer a.leave()
		x := a.not()
		return &UnaryExpr{Span: a.span(start), Op: "NOT", X: x}
	}
	return a.predicate()
}

// comparisonAt returns the comparison operator at token i and its token
// count, or "".
func (a *astParser) comparisonAt(i int) (string, int) {
	two := func(c byte) bool { return a.isPunct(i+1, c) && a.adjacent(i) }
	switch {
	case a.isPunct(i, '='):
		if two('>') {
			return "", 0 // =>, a named argument
		}
		return "=", 1
	case a.isPunct(i, '<'):
		switch {
		case two('>'):
			return "<>", 2
		case two('='):
			return "<=", 2
		}
		return "<", 1
	case a.isPunct(i, '>'):
		if two('=') {
			return ">=", 2
		}
		return ">", 1
	case a.isPunct(i, '!') && two('='):
		return "<>", 2
	}
	return "", 0
}

func (a *astParser) predicate() Expr {
	start := a.pos
	x := a.additive()
	for {
		if op, n := a.comparisonAt(a.pos); n > 0 {
			a.pos += n
			if a.atWord("ANY") || a.atWord("SOME") || a.atWord("ALL") {
				a.bail()
			}
			r := a.additive()
			x = &BinaryExpr{Span: a.span(start), Op: op, L: x, R: r}
			continue
		}
		if a.acceptWord("IS") {
			is := &IsExpr{X: x, Not: a.acceptWord("NOT")}
			switch {
			case a.acceptWord("NULL"):
				is.What = "NULL"
			case a.acceptWord("TRUE"):
				is.What = "TRUE"
			case a.acceptWord("FALSE"):
				is.What = "FALSE"
			case a.acceptWord("UNKNOWN"):
				is.What = "UNKNOWN"
			case a.acceptWord("DISTINCT"):
				a.expectWord("FROM")
				is.What = "DISTINCT FROM"
				is.R = a.additive()
			default:
				a.bail()
			}
			is.Span = a.span(start)
			x = is
			continue
		}
		not := false
		if a.atWord("NOT") && (a.isWord(a.pos+1, "BETWEEN") || a.isWord(a.pos+1, "LIKE") || a.isWord(a.pos+1, "IN") || a.isWord(a.pos+1, "SIMILAR")) {
			a.pos++
			not = true
		}
		switch {
		case a.acceptWord("BETWEEN"):
			b := &BetweenExpr{X: x, Not: not}
			if a.acceptWord("SYMMETRIC") {
				b.Symmetric = true
			} else {
				a.acceptWord("ASYMMETRIC")
			}
			b.Lo = a.additive()
			a.expectWord("AND")
			b.Hi = a.additive()
			b.Span = a.span(start)
			x = b
		case a.atWord("LIKE"), a.atWord("SIMILAR"):
			l := &LikeExpr{X: x, Not: not, Op: "LIKE"}
			if a.acceptWord("SIMILAR") {
				a.expectWord("TO")
				l.Op = "SIMILAR TO"
			} else {
				a.pos++
			}
			l.Pattern = a.additive()
			if a.acceptWord("ESCAPE") {
				l.Escape = a.additive()
			}
			l.Span = a.span(start)
			x = l
		case a.acceptWord("IN"):
			in := &InExpr{X: x, Not: not}
			a.expectPunct('(')
			if a.queryStartAt(a.pos) {
				in.Query = a.query()
			} else {
				for {
					in.List = append(in.List, a.expr())
					if !a.acceptPunct(',') {
						break
					}
				}
			}
			a.expectPunct(')')
			in.Span = a.span(start)
			x = in
		default:
			if not {
				a.bail()
			}
			return x
		}
	}
}

func (a *astParser) additive() Expr {
	start := a.pos
	x := a.multiplicative()
	for {
		var op string
		switch {
		case a.isPunct(a.pos, '+'):
			op = "+"
		case a.isPunct(a.pos, '-'):
			op = "-"
		default:
			return x
		}
		a.pos++
		r := a.multiplicative()
		x = &BinaryExpr{Span: a.span(start), Op: op, L: x, R: r}
	}
}

func (a *astParser) multiplicative() Expr {
	start := a.pos
	x := a.unary()
	for {
		var op string
		n := 1
		switch {
		case a.isPunct(a.pos, '*'):
			op = "*"
		case a.isPunct(a.pos, '/'):
			op = "/"
		case a.isPunct(a.pos, '%'):
			op = "%"
		case a.isPunct(a.pos, '|') && a.isPunct(a.pos+1, '|') && a.adjacent(a.pos):
			op, n = "||", 2
		default:
			return x
		}
		a.pos += n
		r := a.unary()
		x = &BinaryExpr{Span: a.span(start), Op: op, L: x, R: r}
	}
}

func (a *astParser) unary() Expr {
	start := a.pos
	if a.isPunct(a.pos, '-') || a.isPunct(a.pos, '+') {
		op := a.text(a.pos)
		a.pos++
		a.enter()
		defer a.leave()
		x := a.unary()
		return &UnaryExpr{Span: a.span(start), Op: op, X: x}
	}
	return a.postfix()
}

func (a *astParser) postfix() Expr {
	start := a.pos
	x := a.primary()
	for {
		switch {
		case a.isPunct(a.pos, '['):
			a.pos++
			idx := a.expr()
			a.expectPunct(']')
			x = &IndexExpr{Span: a.span(start), X: x, Index: idx}
		case a.isPunct(a.pos, '.') && a.nameAt(a.pos+1):
			a.pos++
			f := a.ident()
			x = &FieldExpr{Span: a.span(start), X: x, Field: f}
		default:
			return x
		}
	}
}

func (a *astParser) primary() Expr {
	a.enter()
	defer a.leave()
	start := a.pos
	t := a.tok(a.pos)
	switch t.kind {
	case tkNumber:
		a.pos++
		return &LiteralExpr{Span: a.span(start), Kind: NumberLiteral, Text: a.p.text(t)}
	case tkString, tkUString:
		return a.stringLiteral()
	case tkPunct:
		switch a.p.src[t.start] {
		case '(':
			if a.queryStartAt(a.pos + 1) {
				a.pos++
				q := a.query()
				a.expectPunct(')')
				return &SubqueryExpr{Span: a.span(start), Query: q}
			}
			a.pos++
			items := a.exprList(')')
			if len(items) == 1 {
				return items[0]
			}
			return &RowExpr{Span: a.span(start), Items: items}
		case '?':
			a.pos++
			return &HoleExpr{Span: a.span(start)}
		}
		a.bail()
	case tkIdent:
		if t.hole() && !a.isPunct(a.pos+1, '.') && !a.isPunct(a.pos+1, '(') {
			a.pos++
			return &HoleExpr{Span: a.span(start)}
		}
		if e := a.keywordExpr(); e != nil {
			return e
		}
		if a.reservedAt(a.pos) {
			a.bail()
		}
		return a.nameOrCall()
	case tkQuoted:
		return a.nameOrCall()
	}
	a.bail()
	return nil
}

// exprList reads expressions separated by ',' up to the closing byte.
func (a *astParser) exprList(closer byte) []Expr {
	var items []Expr
	for {
		items = append(items, a.expr())
		if !a.acceptPunct(',') {
			break
		}
	}
	a.expectPunct(closer)
	return items
}

func (a *astParser) stringLiteral() Expr {
	start := a.pos
	var b strings.Builder
	for {
		t := a.tok(a.pos)
		if t.kind != tkString && t.kind != tkUString {
			break
		}
		v := unquote(a.p.src, t)
		if t.kind == tkUString {
			if a.isWord(a.pos+1, "UESCAPE") {
				a.bail()
			}
			v = decodeUnicode(v, '\\')
		}
		b.WriteString(v)
		a.pos++
	}
	return &LiteralExpr{Span: a.span(start), Kind: StringLiteral, Text: b.String()}
}

// keywordExpr reads an expression that begins with a keyword (literals,
// CASE, CAST, EXTRACT, INTERVAL, EXISTS, ROW, ARRAY, MAP), or returns nil.
func (a *astParser) keywordExpr() Expr {
	start := a.pos
	w := upperWord(a.text(a.pos))
	next := a.tok(a.pos + 1)
	switch w {
	case "TRUE", "FALSE":
		a.pos++
		return &LiteralExpr{Span: a.span(start), Kind: BoolLiteral, Text: w}
	case "NULL":
		a.pos++
		return &LiteralExpr{Span: a.span(start), Kind: NullLiteral, Text: w}
	case "CASE":
		return a.caseExpr()
	case "CAST", "TRY_CAST":
		if next.kind == tkPunct && a.p.src[next.start] == '(' {
			return a.castExpr(w == "TRY_CAST")
		}
	case "EXTRACT":
		if a.isPunct(a.pos+1, '(') {
			a.pos += 2
			e := &ExtractExpr{}
			if !a.nameAt(a.pos) {
				a.bail()
			}
			e.Unit = upperWord(a.text(a.pos))
			a.pos++
			a.expectWord("FROM")
			e.X = a.expr()
			a.expectPunct(')')
			e.Span = a.span(start)
			return e
		}
	case "INTERVAL":
		return a.interval()
	case "EXISTS":
		if a.isPunct(a.pos+1, '(') {
			a.pos += 2
			q := a.query()
			a.expectPunct(')')
			return &ExistsExpr{Span: a.span(start), Query: q}
		}
	case "ROW":
		if a.isPunct(a.pos+1, '(') {
			a.pos += 2
			var items []Expr
			if !a.acceptPunct(')') {
				items = a.exprList(')')
			}
			return &RowExpr{Span: a.span(start), Explicit: true, Items: items}
		}
	case "ARRAY", "MAP":
		if a.isPunct(a.pos+1, '[') {
			a.pos += 2
			var items []Expr
			if !a.acceptPunct(']') {
				items = a.exprList(']')
			}
			return &ConstructorExpr{Span: a.span(start), Kind: w, Items: items}
		}
		if a.isPunct(a.pos+1, '(') {
			a.bail() // ARRAY(query), MAP(query)
		}
	case "DATE", "TIME", "TIMESTAMP", "TIMESTAMP_LTZ":
		if next.kind == tkString {
			a.pos++
			lit := a.stringLiteral().(*LiteralExpr)
			lit.Kind, lit.TypeName, lit.Span = TypedLiteral, w, a.span(start)
			return lit
		}
		if w == "TIMESTAMP" && a.isWord(a.pos+1, "WITH") && a.isWord(a.pos+2, "LOCAL") {
			a.pos += 5
			if !a.isWord(a.pos-2, "TIME") || !a.isWord(a.pos-1, "ZONE") || a.tok(a.pos).kind != tkString {
				a.bail()
			}
			lit := a.stringLiteral().(*LiteralExpr)
			lit.Kind, lit.TypeName, lit.Span = TypedLiteral, "TIMESTAMP_LTZ", a.span(start)
			return lit
		}
	case "X":
		if next.kind == tkString && a.adjacent(a.pos) {
			a.pos++
			lit := a.stringLiteral().(*LiteralExpr)
			lit.Kind, lit.Span = BinaryLiteral, a.span(start)
			return lit
		}
	}
	return nil
}

func (a *astParser) caseExpr() Expr {
	start := a.pos
	a.pos++ // CASE
	c := &CaseExpr{}
	if !a.atWord("WHEN") {
		c.Operand = a.expr()
	}
	for a.acceptWord("WHEN") {
		var w WhenClause
		w.When = a.expr()
		a.expectWord("THEN")
		w.Then = a.expr()
		c.Whens = append(c.Whens, w)
	}
	if len(c.Whens) == 0 {
		a.bail()
	}
	if a.acceptWord("ELSE") {
		c.Else = a.expr()
	}
	a.expectWord("END")
	c.Span = a.span(start)
	return c
}

func (a *astParser) castExpr(try bool) Expr {
	start := a.pos
	a.pos += 2 // CAST (
	c := &CastExpr{Try: try, X: a.expr()}
	a.expectWord("AS")
	typeStart := a.pos
	depth := 0
	for ; a.pos < a.end; a.pos++ {
		if a.isPunct(a.pos, '(') {
			depth++
		} else if a.isPunct(a.pos, ')') {
			if depth == 0 {
				break
			}
			depth--
		}
	}
	if a.pos == typeStart || a.pos >= a.end {
		a.bail()
	}
	c.TypeSpan = a.spanFrom(typeStart, a.pos)
	c.Type = a.p.src[c.TypeSpan.Start:c.TypeSpan.End]
	a.pos++ // )
	c.Span = a.span(start)
	return c
}

// intervalUnit reads a time unit, plural forms (MINUTES) as singular.
func (a *astParser) intervalUnit() string {
	w := upperWord(a.text(a.pos))
	if a.tok(a.pos).kind != tkIdent {
		a.bail()
	}
	switch w {
	case "YEARS", "MONTHS", "DAYS", "HOURS", "MINUTES", "SECONDS":
		w = w[:len(w)-1]
	}
	switch w {
	case "YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND", "WEEK", "QUARTER", "MILLISECOND", "MICROSECOND", "NANOSECOND":
	default:
		a.bail()
	}
	a.pos++
	if a.isPunct(a.pos, '(') {
		a.skipGroup() // precision
	}
	return w
}

func (a *astParser) interval() Expr {
	start := a.pos
	a.pos++ // INTERVAL
	iv := &IntervalExpr{}
	if a.acceptPunct('-') {
		iv.Negative = true
	} else {
		a.acceptPunct('+')
	}
	switch t := a.tok(a.pos); {
	case t.kind == tkString:
		iv.Value = a.stringLiteral()
	case t.kind == tkNumber:
		a.pos++
		iv.Value = &LiteralExpr{Span: a.span(a.pos - 1), Kind: NumberLiteral, Text: a.p.text(t)}
	case t.kind == tkIdent && t.hole():
		a.pos++
		iv.Value = &HoleExpr{Span: a.span(a.pos - 1)}
	default:
		a.bail()
	}
	iv.From = a.intervalUnit()
	if a.acceptWord("TO") {
		iv.To = a.intervalUnit()
	}
	iv.Span = a.span(start)
	return iv
}

// symbolArgFunctions take a time unit as their first argument.
var symbolArgFunctions = map[string]bool{"TIMESTAMPADD": true, "TIMESTAMPDIFF": true}

func (a *astParser) nameOrCall() Expr {
	start := a.pos
	parts := a.p.oneIdent(a.p.identOf(a.tok(a.pos)))
	a.pos++
	for a.isPunct(a.pos, '.') && (a.nameAt(a.pos+1) || (a.tok(a.pos+1).kind == tkIdent && a.tok(a.pos+1).hole())) {
		parts = append(parts, a.p.identOf(a.tok(a.pos+1)))
		a.pos += 2
	}
	if !a.isPunct(a.pos, '(') {
		return &NameExpr{Span: a.span(start), Parts: parts}
	}
	name := QualifiedName{Span: a.span(start), Parts: parts}
	c := &CallExpr{Name: name}
	a.pos++ // (
	argsAt := a.pos
	if !a.try(func() { a.callArgs(c) }) {
		a.pos = argsAt - 1
		a.skipGroup()
		c.Args, c.OpaqueArgs, c.Distinct, c.Star = nil, true, false, false
	}
	a.callSuffix(c)
	c.Span = a.span(start)
	return c
}

func (a *astParser) callArgs(c *CallExpr) {
	if a.acceptPunct(')') {
		return
	}
	if a.isPunct(a.pos, '*') && a.isPunct(a.pos+1, ')') {
		a.pos += 2
		c.Star = true
		return
	}
	if a.acceptWord("DISTINCT") {
		c.Distinct = true
	} else {
		a.acceptWord("ALL")
	}
	if len(c.Name.Parts) == 1 && symbolArgFunctions[upperWord(c.Name.Parts[0].Name)] && a.tok(a.pos).kind == tkIdent {
		start := a.pos
		w := a.intervalUnit()
		c.Args = append(c.Args, &LiteralExpr{Span: a.span(start), Kind: SymbolLiteral, Text: w})
		a.expectPunct(',')
	}
	for {
		c.Args = append(c.Args, a.callArg())
		if !a.acceptPunct(',') {
			break
		}
	}
	a.expectPunct(')')
}

func (a *astParser) callArg() Expr {
	start := a.pos
	switch {
	case a.atWord("TABLE") && a.nameAt(a.pos+1):
		// Calcite's TableParam: TABLE and a compound identifier. TABLE
		// before '(' is no argument (ExplicitTable takes only a name): a
		// query argument is written (SELECT ...) without TABLE.
		a.pos++
		ta := &TableArgExpr{Name: a.qualifiedName()}
		a.setSemantics(ta)
		ta.Span = a.span(start)
		return ta
	case a.atWord("DESCRIPTOR") && a.isPunct(a.pos+1, '('):
		a.pos++
		d := &DescriptorExpr{Columns: a.identList()}
		d.Span = a.span(start)
		return d
	case a.nameAt(a.pos) && a.isPunct(a.pos+1, '=') && a.isPunct(a.pos+2, '>') && a.adjacent(a.pos+1):
		n := &NamedArgExpr{Name: a.ident()}
		a.pos += 2
		n.Value = a.callArg()
		n.Span = a.span(start)
		return n
	}
	var e Expr
	if a.atWord("SELECT") || a.atWord("WITH") || a.atWord("VALUES") {
		// PartitionedQueryOrQueryOrExpr takes a query without
		// parentheses too: COALESCE(SELECT x) is COALESCE((SELECT x)).
		sq := &SubqueryExpr{Query: a.query()}
		sq.Span = a.span(start)
		e = sq
	} else {
		e = a.expr()
	}
	if sq, ok := e.(*SubqueryExpr); ok && (a.atWord("PARTITION") || a.atWord("ORDER")) {
		// PartitionedQueryOrQueryOrExpr: a query with PARTITION BY or
		// ORDER BY is a table argument.
		ta := &TableArgExpr{Query: sq.Query}
		a.setSemantics(ta)
		ta.Span = a.span(start)
		return ta
	}
	return e
}

// setSemantics reads what may follow a table argument, as Calcite's
// TableParam and PartitionedByAndOrderBy do: PARTITION BY one simple
// identifier or a parenthesised list of them (SimpleIdentifierOrList), then
// ORDER BY one order item or a parenthesised list of them
// (OrderByOfSetSemanticsTable). A ',' after a single key or item ends the
// argument: the next argument follows it.
func (a *astParser) setSemantics(ta *TableArgExpr) {
	if a.atWord("PARTITION") && a.isWord(a.pos+1, "BY") {
		a.pos += 2
		if a.isPunct(a.pos, '(') {
			for _, id := range a.identList() {
				ta.PartitionBy = append(ta.PartitionBy, &NameExpr{Span: id.Span, Parts: []Ident{id}})
			}
		} else {
			id := a.ident()
			ta.PartitionBy = append(ta.PartitionBy, &NameExpr{Span: id.Span, Parts: []Ident{id}})
		}
	}
	if a.atWord("ORDER") && a.isWord(a.pos+1, "BY") {
		a.pos += 2
		if a.isPunct(a.pos, '(') && !a.queryStartAt(a.pos+1) {
			a.pos++
			ta.OrderBy = a.orderList()
			a.expectPunct(')')
		} else {
			ta.OrderBy = []OrderItem{a.orderItem()}
		}
	}
}

// callSuffix reads FILTER (WHERE ...), WITHIN GROUP (ORDER BY ...) and
// OVER after a call.
func (a *astParser) callSuffix(c *CallExpr) {
	if a.atWord("WITHIN") && a.isWord(a.pos+1, "GROUP") {
		a.pos += 2
		a.expectPunct('(')
		a.expectWord("ORDER")
		a.expectWord("BY")
		c.WithinGroup = a.orderList()
		a.expectPunct(')')
	}
	if a.atWord("FILTER") && a.isPunct(a.pos+1, '(') {
		a.pos += 2
		a.expectWord("WHERE")
		c.Filter = a.expr()
		a.expectPunct(')')
	}
	if a.atWord("IGNORE") || a.atWord("RESPECT") {
		a.bail()
	}
	if a.acceptWord("OVER") {
		if a.isPunct(a.pos, '(') {
			c.Over = a.windowSpec()
		} else {
			start := a.pos
			c.Over = &WindowSpec{Ref: a.ident()}
			c.Over.Span = a.span(start)
		}
	}
}

func (a *astParser) windowSpec() *WindowSpec {
	start := a.pos
	a.expectPunct('(')
	w := &WindowSpec{}
	if a.nameAt(a.pos) && !a.atWord("PARTITION") && !a.atWord("ORDER") && !a.atWord("ROWS") && !a.atWord("RANGE") {
		w.Ref = a.ident()
	}
	if a.atWord("PARTITION") && a.isWord(a.pos+1, "BY") {
		a.pos += 2
		for {
			w.PartitionBy = append(w.PartitionBy, a.expr())
			if !a.acceptPunct(',') {
				break
			}
		}
	}
	if a.atWord("ORDER") && a.isWord(a.pos+1, "BY") {
		a.pos += 2
		w.OrderBy = a.orderList()
	}
	if a.atWord("ROWS") || a.atWord("RANGE") {
		w.Range = a.atWord("RANGE")
		frameStart := a.pos
		depth := 0
		for ; a.pos < a.end; a.pos++ {
			if a.isPunct(a.pos, '(') {
				depth++
			} else if a.isPunct(a.pos, ')') {
				if depth == 0 {
					break
				}
				depth--
			}
			if a.tok(a.pos).hole() {
				w.FrameHole = true
			}
			w.FrameTokens = append(w.FrameTokens, a.text(a.pos))
		}
		w.Frame = a.spanFrom(frameStart, a.pos)
	}
	a.expectPunct(')')
	w.Span = a.span(start)
	return w
}

// queryHints reads the hints of a /*+ ... */ token after SELECT: each
// NAME, NAME(ident, ...) or NAME('k' = 'v', ...). It records no error; ok
// is false for a hint it cannot read.
func (p *parser) queryHints(t token) (hints []QueryHint, ok bool) {
	if t.flags&(fBad|fHole) != 0 {
		return nil, false
	}
	lx := &lexer{src: p.src}
	lx.lex(int(t.start)+3, int(t.end)-2, false, false)
	if len(lx.errs) > 0 {
		return nil, false
	}
	sub := &parser{src: p.src, lx: lx, toks: lx.toks, end: len(lx.toks), eof: int(t.end) - 2}
	a := &astParser{p: sub, end: len(lx.toks)}
	ok = a.try(func() {
		for a.pos < a.end {
			start := a.pos
			if a.tok(a.pos).kind != tkIdent {
				a.bail()
			}
			h := QueryHint{Name: upperWord(a.text(a.pos))}
			a.pos++
			if a.acceptPunct('(') {
				for !a.acceptPunct(')') {
					switch a.tok(a.pos).kind {
					case tkString:
						h.Keys = append(h.Keys, Literal{Span: a.span(a.pos), Value: unquote(p.src, a.tok(a.pos)), Quoted: true})
						a.pos++
						a.expectPunct('=')
						if a.tok(a.pos).kind != tkString {
							a.bail()
						}
						h.Values = append(h.Values, Literal{Span: a.span(a.pos), Value: unquote(p.src, a.tok(a.pos)), Quoted: true})
						a.pos++
					default:
						h.Args = append(h.Args, a.ident())
					}
					if !a.acceptPunct(',') {
						a.expectPunct(')')
						break
					}
				}
			}
			h.Span = a.span(start)
			hints = append(hints, h)
			if !a.acceptPunct(',') && a.pos < a.end {
				a.bail()
			}
		}
	})
	return hints, ok
}

// matchRecognize reads the parenthesised body of MATCH_RECOGNIZE over
// input, up to its closing parenthesis.
func (a *astParser) matchRecognize(input TableNode) *MatchRecognizeTable {
	m := &MatchRecognizeTable{Input: input}
	a.expectPunct('(')
	if a.acceptWord("PARTITION") {
		a.expectWord("BY")
		for {
			m.PartitionBy = append(m.PartitionBy, a.expr())
			if !a.acceptPunct(',') {
				break
			}
		}
	}
	if a.acceptWord("ORDER") {
		a.expectWord("BY")
		m.OrderBy = a.orderList()
	}
	if a.acceptWord("MEASURES") {
		m.Measures = a.selectItems()
	}
	switch {
	case a.acceptWord("ONE"):
		a.expectWord("ROW")
		a.expectWord("PER")
		a.expectWord("MATCH")
	case a.acceptWord("ALL"):
		a.expectWord("ROWS")
		a.expectWord("PER")
		a.expectWord("MATCH")
		m.AllRows = true
		for !a.atWord("AFTER") && !a.atWord("PATTERN") && a.pos < a.end {
			a.pos++ // SHOW/OMIT EMPTY MATCHES, WITH UNMATCHED ROWS
		}
	}
	if a.acceptWord("AFTER") {
		for !a.atWord("PATTERN") && a.pos < a.end {
			a.pos++ // MATCH SKIP ...
		}
	}
	a.expectWord("PATTERN")
	patStart := a.pos
	a.skipGroup()
	m.PatternSpan = a.span(patStart)
	end := a.pos
	a.pos = patStart
	if !a.try(func() { m.Pattern = a.patternSequence(end) }) {
		m.Pattern = nil
	}
	a.pos = end
	if a.acceptWord("WITHIN") {
		a.expr()
	}
	a.expectWord("DEFINE")
	for {
		d := PatternDefine{Var: a.ident()}
		a.expectWord("AS")
		d.Cond = a.expr()
		m.Define = append(m.Define, d)
		if !a.acceptPunct(',') {
			break
		}
	}
	a.expectPunct(')')
	return m
}

// patternSequence reads PATTERN's parenthesised body, ending before token
// end, when it is a plain sequence of quantified variables.
func (a *astParser) patternSequence(end int) []PatternTerm {
	a.expectPunct('(')
	var terms []PatternTerm
	for a.pos < end-1 {
		if !a.nameAt(a.pos) {
			a.bail()
		}
		term := PatternTerm{Var: a.ident(), Min: 1, Max: 1}
		a.quantifier(&term)
		terms = append(terms, term)
	}
	a.expectPunct(')')
	if len(terms) == 0 {
		a.bail()
	}
	return terms
}

// quantifier reads a pattern variable's quantifier, if any, into term.
func (a *astParser) quantifier(term *PatternTerm) {
	switch {
	case a.acceptPunct('*'):
		term.Min, term.Max = 0, -1
	case a.acceptPunct('+'):
		term.Min, term.Max = 1, -1
	case a.acceptPunct('?'):
		term.Min, term.Max = 0, 1
	case a.acceptPunct('{'):
		term.Min, term.Max = a.bound(0), -1
		if a.acceptPunct(',') {
			term.Max = a.bound(-1)
		} else {
			term.Max = term.Min
		}
		a.expectPunct('}')
	default:
		return
	}
	term.Reluctant = a.acceptPunct('?')
}

// bound reads a quantifier bound, or returns def when there is none.
func (a *astParser) bound(def int) int {
	if a.isPunct(a.pos, ',') || a.isPunct(a.pos, '}') {
		return def
	}
	n, err := strconv.Atoi(a.text(a.pos))
	if err != nil || n < 0 {
		a.bail()
	}
	a.pos++
	return n
}
