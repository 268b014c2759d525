package pyparse

import (
	"strconv"
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// The Table API in SQL: each Table API statement of the main file (a
// descriptor registered with a schema flinklint reads, a view of a Table,
// an insert of a Table) is written as the SQL statement Flink's planner
// sees for it, with a Segment for every piece mapping it back to the
// Python expression it came from (TableAPIStatement). The semantic layer
// replays these statements with the job's SQL, in one catalog: a column a
// select names is resolved as a SQL column is, and a finding on it lands
// on the Python expression.
//
// Only what is certain is written. A Table built from something flinklint
// does not read (a function's parameter, a DataStream, a Python UDF, an
// expression it does not model) has no SQL: an insert of it is not
// written, and a view of it is a view of a hole (opaque to its readers).

// tableAPIMethods are the calls that make a Table API statement.
var tableAPIMethods = map[string]bool{
	"create_temporary_table": true, "create_table": true, "create_temporary_view": true,
	"execute_insert": true, "insert_into": true, "add_insert": true,
}

// TableAPIAPI is SQLText.API of a Table API statement.
const TableAPIAPI = "table_api"

// sqlb builds SQL text with its Segments: every byte maps to the Python
// span it was written for.
type sqlb struct {
	b    []byte
	segs []Segment
}

func (s *sqlb) add(text string, at Span) *sqlb {
	if text == "" {
		return s
	}
	start := len(s.b)
	s.b = append(s.b, text...)
	s.segs = append(s.segs, Segment{SQLStart: start, SQLEnd: len(s.b), PyStart: at.Start, PyEnd: at.End})
	return s
}

// hole adds a piece whose value is not known.
func (s *sqlb) hole(at Span) *sqlb {
	start := len(s.b)
	s.b = append(s.b, sqlparse.HoleString...)
	s.segs = append(s.segs, Segment{SQLStart: start, SQLEnd: len(s.b), PyStart: at.Start, PyEnd: at.End, Hole: true})
	return s
}

// addB appends another builder's text and segments.
func (s *sqlb) addB(o *sqlb) *sqlb {
	off := len(s.b)
	s.b = append(s.b, o.b...)
	for _, g := range o.segs {
		g.SQLStart += off
		g.SQLEnd += off
		s.segs = append(s.segs, g)
	}
	return s
}

// addText appends a SQL text of the module (a sql_query argument) with its
// own segments.
func (s *sqlb) addText(t *SQLText) *sqlb {
	off := len(s.b)
	s.b = append(s.b, t.Text...)
	for _, g := range t.Segments {
		g.SQLStart += off
		g.SQLEnd += off
		s.segs = append(s.segs, g)
	}
	return s
}

func newB(text string, at Span) *sqlb { return (&sqlb{}).add(text, at) }

// quoteIdent writes a column name as a backquoted SQL identifier.
func quoteIdent(name string) string {
	return "`" + strings.ReplaceAll(name, "`", "``") + "`"
}

// quoteString writes a SQL string literal.
func quoteString(s string) string {
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}

// tableKind is the PyFlink class of a Table API value.
type tableKind int

const (
	plainTable    tableKind = iota // Table
	groupedTable                   // GroupedTable (group_by)
	windowedTable                  // GroupWindowedTable (window)
	winGrouped                     // WindowGroupedTable (window(...).group_by)
	overTable                      // OverWindowedTable (over_window)
)

// tval is a Table API value as SQL.
type tval struct {
	kind tableKind
	// q is the query; path is set when it is a table path (from_path),
	// which a FROM clause names directly.
	q    *sqlb
	path bool
	// unnamed is set when a column's name is one flinklint does not know
	// (an expression without alias): the table may be inserted (by
	// position), not read by name.
	unnamed bool
	// keys are the grouping keys (groupedTable, winGrouped); win the
	// group window (windowedTable, winGrouped); overs the over windows
	// by alias (overTable).
	keys  []*sqlb
	win   *groupWindow
	overs map[string]*sqlb
	// at is the call that made the value.
	at Span
}

// groupWindow is a Tumble/Slide/Session window.
type groupWindow struct {
	alias string
	fn    string // TUMBLE, HOP, SESSION
	args  *sqlb  // time column, then the sizes
}

// fromItem writes t as a FROM item.
func (t *tval) fromItem(alias string, at Span) *sqlb {
	if t.path {
		return (&sqlb{}).addB(t.q)
	}
	return newB("(", at).addB(t.q).add(") AS "+quoteIdent(alias), at)
}

// tableAPI writes the module's Table API statements.
func (x *extractor) tableAPI(c *ctx) {
	f := x.main
	if !containsFold(f.src, "table") {
		return
	}
	var calls []*syntaxNode
	for i := range f.nodes {
		n := &f.nodes[i]
		if n.kind() != "call" {
			continue
		}
		fn, id := calleeOf(n)
		if id == nil || fn.kind() != "attribute" || !tableAPIMethods[string(srcOf(id, f))] {
			continue
		}
		if x.reachOf(n) != reached {
			continue
		}
		calls = append(calls, n)
	}
	written := 0
	for _, n := range calls {
		if !x.step() {
			return
		}
		if x.tableAPIStatement(n, c) {
			written++
		}
	}
	x.out.TableAPISeen = x.registrationsSeen(len(calls) == written)
}

// registrationNames are the calls that register tables, views or catalogs
// (or switch them): the module's registrations are all seen only when
// each is one written as a Table API statement.
var registrationNames = map[string]bool{
	"create_temporary_table": true, "create_table": true, "create_temporary_view": true, "create_view": true,
	"register_table": true, "register_table_source": true, "register_table_sink": true, "register_catalog": true,
	"create_catalog": true, "use_catalog": true, "use_database": true, "register_data_stream": true,
	"register_function": true, "connect": true,
}

// tableEnvCreators are the calls whose result is a TableEnvironment.
var tableEnvCreators = map[string]bool{"TableEnvironment": true, "StreamTableEnvironment": true, "BatchTableEnvironment": true}

// registrationsSeen reports whether flinklint sees every table the module
// registers: each registration call was written (allWritten), each SQL
// call gave a text, and the table environments the module creates are
// used only by their own methods (never handed to code that may register
// more). Module.Runs is checked after (run).
func (x *extractor) registrationsSeen(allWritten bool) bool {
	f := x.main
	if !allWritten {
		return false
	}
	sqlCalls := map[Span]bool{}
	for _, s := range x.out.SQL {
		sqlCalls[s.Call] = true
	}
	envs := map[string]bool{}
	for i := range f.nodes {
		n := &f.nodes[i]
		switch n.kind() {
		case "call":
			fn, id := calleeOf(n)
			if id == nil {
				continue
			}
			name := srcOf(id, f)
			if fn.kind() == "attribute" && registrationNames[string(name)] && !x.tableAPIWritten(n) {
				return false
			}
			if sqlTriggers[string(name)] && !sqlCalls[spanOf(n)] {
				return false
			}
		case "assignment":
			// t_env = StreamTableEnvironment.create(...)
			l, r := fieldOf(n, "left"), fieldOf(n, "right")
			if kindOf(r) != "call" {
				continue
			}
			fn := fieldOf(r, "function")
			if kindOf(fn) != "attribute" || textOf(fieldOf(fn, "attribute"), f) != "create" || !tableEnvCreators[textOf(fieldOf(fn, "object"), f)] {
				continue
			}
			if kindOf(l) != "identifier" {
				return false // kept where flinklint does not follow it
			}
			envs[textOf(l, f)] = true
		}
	}
	if len(envs) == 0 {
		return false // a table environment made elsewhere
	}
	for name := range envs {
		for _, id := range x.occurrences(f, name) {
			p := id.parent
			switch {
			case kindOf(p) == "attribute" && fieldOf(p, "object") == id:
			case kindOf(p) == "assignment" && fieldOf(p, "left") == id:
			default:
				return false // handed on: to a helper, a class, a return
			}
		}
	}
	return true
}

// tableAPIWritten reports whether a registration call was written as a
// Table API statement.
func (x *extractor) tableAPIWritten(n *syntaxNode) bool {
	for _, t := range x.out.TableAPI {
		if t.Call == spanOf(n) {
			return true
		}
	}
	return false
}

// tableAPIStatement writes one statement; false when it writes none.
func (x *extractor) tableAPIStatement(n *syntaxNode, c *ctx) bool {
	f := c.f
	fn := fieldOf(n, "function")
	recv := fieldOf(fn, "object")
	method := x.methodName(n, f)
	tx := &tctx{x: x, c: c}
	var st *sqlb
	switch method {
	case "create_temporary_table", "create_table":
		pn, dn := x.callArg(n, 0, "path"), x.callArg(n, 1, "descriptor")
		if pn == nil || dn == nil {
			return false
		}
		st = tx.registration(n, method == "create_temporary_table", pn, dn)
	case "create_temporary_view":
		pn, tn := x.callArg(n, 0, "view_path", "path"), x.callArg(n, 1, "table")
		if pn == nil || tn == nil || len(x.posArgs(n)) > 2 {
			return false
		}
		path, ok := tx.path(pn)
		if !ok {
			return false
		}
		st = newB("CREATE TEMPORARY VIEW ", spanOf(n)).addB(path).add(" AS ", spanOf(n))
		if t := tx.table(tn, 0); t != nil && t.kind == plainTable {
			if t.path {
				st.add("SELECT * FROM ", spanOf(n))
			}
			st.addB(t.q)
		} else {
			st.add("SELECT * FROM ", spanOf(n)).hole(spanOf(tn))
		}
	case "execute_insert", "insert_into", "add_insert":
		var pn, tn *syntaxNode
		if method == "add_insert" {
			pn, tn = x.callArg(n, 0, "target_path_or_descriptor", "table_path_or_descriptor", "table_path"), x.callArg(n, 1, "table")
		} else {
			pn, tn = x.callArg(n, 0, "table_path_or_descriptor", "table_path", "path"), recv
			if ow := x.callArg(n, 1, "overwrite"); ow != nil {
				return false
			}
		}
		if pn == nil || tn == nil {
			return false
		}
		path, ok := tx.path(pn)
		if !ok {
			return false
		}
		t := tx.table(tn, 0)
		if t == nil || t.kind != plainTable {
			return false
		}
		st = newB("INSERT INTO ", spanOf(n)).addB(path).add(" ", spanOf(n))
		if t.path {
			st.add("SELECT * FROM ", spanOf(n))
		}
		st.addB(t.q)
	}
	if st == nil {
		return false
	}
	x.out.TableAPI = append(x.out.TableAPI, &SQLText{Text: string(st.b), Segments: st.segs, API: TableAPIAPI, Call: spanOf(n)})
	return true
}

// tctx translates Table API expressions of one statement.
type tctx struct {
	x *extractor
	c *ctx
	// aliases numbers the FROM items the statement writes.
	aliases int
}

func (tx *tctx) alias() string {
	tx.aliases++
	return "_t" + strconv.Itoa(tx.aliases)
}

// path is a table path argument known statically, as SQL (the path is
// parsed by Flink as a SQL identifier).
func (tx *tctx) path(n *syntaxNode) (*sqlb, bool) {
	s, ok := tx.x.knownStr(n, tx.c)
	if !ok || strings.TrimSpace(s) == "" || strings.ContainsAny(s, "\n;'\"()"+sqlparse.HoleString) {
		return nil, false
	}
	sv := tx.x.valueString(n, tx.c)
	return newB(s, sv.Span), true
}

// main reports whether n is a node of the main file.
func (tx *tctx) main(c *ctx) bool { return c.f == tx.x.main }

// table translates a Table expression; nil when flinklint cannot say what
// it holds.
func (tx *tctx) table(n *syntaxNode, depth int) *tval {
	x := tx.x
	if n == nil || depth > 24 || !x.step() || !tx.main(tx.c) {
		return nil
	}
	switch kindOf(n) {
	case "parenthesized_expression":
		return tx.table(namedAt(n, 0), depth+1)
	case "identifier":
		bs := x.resolveName(textOf(n, tx.c.f), n, tx.c)
		if len(bs) != 1 || bs[0].kind != bExpr || len(bs[0].aug) > 0 || bs[0].c == nil || bs[0].c.f != x.main || bs[0].c.fn != nil && bs[0].c != tx.c {
			return nil
		}
		return tx.table(bs[0].node, depth+1)
	case "call":
	default:
		return nil
	}
	fn := fieldOf(n, "function")
	if kindOf(fn) != "attribute" {
		return nil
	}
	recv := fieldOf(fn, "object")
	at := spanOf(n)
	args := x.posArgs(n)
	switch method := x.methodName(n, tx.c.f); method {
	case "from_path":
		if len(args) != 1 {
			return nil
		}
		p, ok := tx.path(args[0])
		if !ok {
			return nil
		}
		return &tval{q: p, path: true, at: at}
	case "sql_query":
		var found *SQLText
		for _, s := range x.out.SQL {
			if s.API == "sql_query" && s.Call == at {
				if found != nil {
					return nil // more than one candidate text
				}
				found = s
			}
		}
		if found == nil || strings.ContainsRune(strings.TrimRight(found.Text, " \t\r\n;"), ';') {
			return nil
		}
		return &tval{q: (&sqlb{}).addText(found), at: at}
	case "from_elements":
		return tx.fromElements(n)
	}
	base := tx.table(recv, depth+1)
	if base == nil {
		return nil
	}
	return tx.step(base, n, depth)
}

// step applies one Table API method to base.
func (tx *tctx) step(base *tval, n *syntaxNode, depth int) *tval {
	x := tx.x
	at := spanOf(n)
	args := x.posArgs(n)
	if len(args) != nnamedArgs(n) {
		return nil // keyword or splat arguments
	}
	method := x.methodName(n, tx.c.f)
	switch base.kind {
	case groupedTable, winGrouped:
		if method != "select" {
			return nil
		}
		return tx.groupSelect(base, args, at)
	case windowedTable:
		if method != "group_by" {
			return nil
		}
		keys, ok := tx.windowKeys(base.win, args)
		if !ok {
			return nil
		}
		return &tval{kind: winGrouped, q: base.q, path: base.path, unnamed: base.unnamed, keys: keys, win: base.win, at: at}
	case overTable:
		if method != "select" {
			return nil
		}
		items, unnamed, ok := tx.items(args, base)
		if !ok {
			return nil
		}
		q := newB("SELECT ", at).addB(items).add(" FROM ", at).addB(base.fromItem(tx.alias(), at))
		return &tval{q: q, unnamed: unnamed, at: at}
	}
	if base.unnamed {
		return nil // reads columns by names flinklint does not know
	}
	switch method {
	case "select":
		items, unnamed, ok := tx.items(args, base)
		if !ok {
			return nil
		}
		q := newB("SELECT ", at).addB(items).add(" FROM ", at).addB(base.fromItem(tx.alias(), at))
		return &tval{q: q, unnamed: unnamed, at: at}
	case "filter", "where":
		if len(args) != 1 {
			return nil
		}
		cond, _, ok := tx.topExpr(args[0], nil)
		if !ok {
			return nil
		}
		q := newB("SELECT * FROM ", at).addB(base.fromItem(tx.alias(), at)).add(" WHERE ", at).addB(cond)
		return &tval{q: q, at: at}
	case "group_by":
		var keys []*sqlb
		for _, a := range args {
			k, _, ok := tx.topExpr(a, nil)
			if !ok {
				return nil
			}
			keys = append(keys, k)
		}
		return &tval{kind: groupedTable, q: base.q, path: base.path, keys: keys, at: at}
	case "distinct":
		if len(args) != 0 {
			return nil
		}
		q := newB("SELECT DISTINCT * FROM ", at).addB(base.fromItem(tx.alias(), at))
		return &tval{q: q, at: at}
	case "window":
		if len(args) != 1 {
			return nil
		}
		w := tx.groupWindow(args[0])
		if w == nil {
			return nil
		}
		return &tval{kind: windowedTable, q: base.q, path: base.path, win: w, at: at}
	case "over_window":
		overs := map[string]*sqlb{}
		for _, a := range args {
			name, spec := tx.overWindow(a)
			if spec == nil {
				return nil
			}
			overs[name] = spec
		}
		if len(overs) == 0 {
			return nil
		}
		return &tval{kind: overTable, q: base.q, path: base.path, overs: overs, at: at}
	case "join", "left_outer_join":
		if len(args) < 1 || len(args) > 2 {
			return nil
		}
		right := tx.table(args[0], depth+1)
		if right == nil || right.kind != plainTable || right.unnamed {
			return nil
		}
		kw := " JOIN "
		if method == "left_outer_join" {
			kw = " LEFT JOIN "
		}
		on := newB("TRUE", at)
		if len(args) == 2 {
			cond, _, ok := tx.topExpr(args[1], nil)
			if !ok {
				return nil
			}
			on = cond
		} else if method == "join" {
			// An inner join's condition may come in a where() that the
			// planner pushes into the join: not written yet.
			return nil
		}
		q := newB("SELECT * FROM ", at).addB(base.fromItem(tx.alias(), at)).add(kw, at).
			addB(right.fromItem(tx.alias(), at)).add(" ON ", at).addB(on)
		return &tval{q: q, at: at}
	}
	return nil
}

// topExpr translates an argument of a Table API method: a string there
// is a Table API string expression, of which a plain column name is read
// and nothing else; any other argument is an expression.
func (tx *tctx) topExpr(n *syntaxNode, base *tval) (e *sqlb, name string, ok bool) {
	if r := tx.resolveExpr(n); kindOf(r) == "string" {
		s, known := tx.x.knownStr(r, tx.c)
		s = strings.TrimSpace(s)
		if !known || !plainName(s) {
			return nil, "", false
		}
		return newB(quoteIdent(s), spanOf(n)), s, true
	} else if r == nil && kindOf(n) == "identifier" {
		return nil, "", false
	}
	return tx.expr(n, base, 0)
}

// nnamedArgs counts a call's arguments (comments aside).
func nnamedArgs(call *syntaxNode) int {
	args := fieldOf(call, "arguments")
	if args == nil || kindOf(args) != "argument_list" {
		return -1
	}
	k := 0
	for _, a := range args.namedKids() {
		if kindOf(a) != "comment" {
			k++
		}
	}
	return k
}

// items translates a select list. A single string argument is a Table API
// string expression: a list of column names is read, anything else is not.
func (tx *tctx) items(args []*syntaxNode, base *tval) (items *sqlb, unnamed, ok bool) {
	items = &sqlb{}
	if len(args) == 0 {
		return nil, false, false
	}
	if len(args) == 1 && kindOf(args[0]) == "string" {
		s, known := tx.x.knownStr(args[0], tx.c)
		if !known {
			return nil, false, false
		}
		sp := spanOf(args[0])
		for i, part := range strings.Split(s, ",") {
			name := strings.TrimSpace(part)
			if !plainName(name) {
				return nil, false, false
			}
			if i > 0 {
				items.add(", ", sp)
			}
			items.add(quoteIdent(name), sp)
		}
		return items, false, true
	}
	for i, a := range args {
		e, name, ok := tx.topExpr(a, base)
		if !ok {
			return nil, false, false
		}
		if i > 0 {
			items.add(", ", spanOf(a))
		}
		items.addB(e)
		if name == "" {
			unnamed = true
		}
	}
	return items, unnamed, true
}

// plainName reports whether s is a simple column name.
func plainName(s string) bool {
	if s == "" || !isIdentStart(s[0]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isIdentByte(s[i]) || s[i] >= 0x80 {
			return false
		}
	}
	switch strings.ToLower(s) {
	case "as", "and", "or", "not", "true", "false", "null":
		return false
	}
	return true
}

// groupSelect writes a grouped table's select.
func (tx *tctx) groupSelect(base *tval, args []*syntaxNode, at Span) *tval {
	items, unnamed, ok := tx.items(args, base)
	if !ok {
		return nil
	}
	q := newB("SELECT ", at).addB(items).add(" FROM ", at).addB(base.fromItem(tx.alias(), at)).add(" GROUP BY ", at)
	for i, k := range base.keys {
		if i > 0 {
			q.add(", ", at)
		}
		q.addB(k)
	}
	return &tval{q: q, unnamed: unnamed, at: at}
}

// windowKeys are a windowed table's grouping keys: the window alias is
// its group window function.
func (tx *tctx) windowKeys(w *groupWindow, args []*syntaxNode) ([]*sqlb, bool) {
	var keys []*sqlb
	hasWindow := false
	for _, a := range args {
		if name, ok := tx.colName(a); ok && name == w.alias {
			hasWindow = true
			keys = append(keys, newB(w.fn+"(", spanOf(a)).addB(w.args).add(")", spanOf(a)))
			continue
		}
		k, _, ok := tx.topExpr(a, nil)
		if !ok {
			return nil, false
		}
		keys = append(keys, k)
	}
	return keys, hasWindow
}

// colName is the name of a col('x') expression.
func (tx *tctx) colName(n *syntaxNode) (string, bool) {
	if kindOf(n) != "call" {
		return "", false
	}
	fn := fieldOf(n, "function")
	_, last := tx.x.calleeName(fn, tx.c.f)
	args := tx.x.posArgs(n)
	if last != "col" || len(args) != 1 || nnamedArgs(n) != 1 {
		return "", false
	}
	return tx.x.knownStr(args[0], tx.c)
}

// method returns the receiver, name and arguments of a method call n.
func (tx *tctx) method(n *syntaxNode) (recv *syntaxNode, name string, args []*syntaxNode, ok bool) {
	if kindOf(n) != "call" {
		return nil, "", nil, false
	}
	fn := fieldOf(n, "function")
	if kindOf(fn) != "attribute" {
		return nil, "", nil, false
	}
	args = tx.x.posArgs(n)
	if len(args) != nnamedArgs(n) {
		return nil, "", nil, false
	}
	return fieldOf(fn, "object"), textOf(fieldOf(fn, "attribute"), tx.c.f), args, true
}

// resolveExpr follows a name to the one expression it is bound to in the
// main file.
func (tx *tctx) resolveExpr(n *syntaxNode) *syntaxNode {
	for i := 0; i < 8 && n != nil; i++ {
		switch kindOf(n) {
		case "parenthesized_expression":
			n = namedAt(n, 0)
		case "identifier":
			bs := tx.x.resolveName(textOf(n, tx.c.f), n, tx.c)
			if len(bs) != 1 || bs[0].kind != bExpr || len(bs[0].aug) > 0 || bs[0].c != tx.c {
				return nil
			}
			n = bs[0].node
		default:
			return n
		}
	}
	return nil
}

// groupWindow reads Tumble.over(size).on(time).alias(name),
// Slide.over(size).every(slide).on(time).alias(name) and
// Session.with_gap(gap).on(time).alias(name).
func (tx *tctx) groupWindow(n *syntaxNode) *groupWindow {
	n = tx.resolveExpr(n)
	if n == nil {
		return nil
	}
	wsp := spanOf(n)
	var alias string
	var size, slide, gap, timeCol *sqlb
	root := ""
	for i := 0; i < 8; i++ {
		recv, name, args, ok := tx.method(n)
		if !ok {
			return nil
		}
		switch name {
		case "alias":
			if len(args) != 1 {
				return nil
			}
			s, ok := tx.x.knownStr(args[0], tx.c)
			if !ok {
				return nil
			}
			alias = s
		case "on":
			if len(args) != 1 {
				return nil
			}
			e, _, ok := tx.topExpr(args[0], nil)
			if !ok {
				return nil
			}
			timeCol = e
		case "over", "every", "with_gap":
			if len(args) != 1 {
				return nil
			}
			iv, ok := tx.interval(args[0])
			if !ok {
				return nil
			}
			switch name {
			case "over":
				size = iv
			case "every":
				slide = iv
			default:
				gap = iv
			}
		default:
			return nil
		}
		if kindOf(recv) == "identifier" {
			root = textOf(recv, tx.c.f)
			break
		}
		n = recv
	}
	if alias == "" || timeCol == nil {
		return nil
	}
	args := (&sqlb{}).addB(timeCol)
	w := &groupWindow{alias: alias, args: args}
	switch {
	case root == "Tumble" && size != nil && slide == nil && gap == nil:
		w.fn = "TUMBLE"
		args.add(", ", wsp).addB(size)
	case root == "Slide" && size != nil && slide != nil && gap == nil:
		w.fn = "HOP"
		args.add(", ", wsp).addB(slide).add(", ", wsp).addB(size)
	case root == "Session" && gap != nil && size == nil && slide == nil:
		w.fn = "SESSION"
		args.add(", ", wsp).addB(gap)
	default:
		return nil
	}
	return w
}

// intervalUnits are the Table API's interval properties and their SQL
// units.
var intervalUnits = map[string]string{
	"second": "SECOND", "seconds": "SECOND", "minute": "MINUTE", "minutes": "MINUTE",
	"hour": "HOUR", "hours": "HOUR", "day": "DAY", "days": "DAY",
}

// interval reads lit(n).minutes and the like.
func (tx *tctx) interval(n *syntaxNode) (*sqlb, bool) {
	n = tx.resolveExpr(n)
	if kindOf(n) != "attribute" {
		return nil, false
	}
	unit := intervalUnits[textOf(fieldOf(n, "attribute"), tx.c.f)]
	obj := fieldOf(n, "object")
	if unit == "" || kindOf(obj) != "call" {
		return nil, false
	}
	_, last := tx.x.calleeName(fieldOf(obj, "function"), tx.c.f)
	args := tx.x.posArgs(obj)
	if last != "lit" || len(args) != 1 || nnamedArgs(obj) != 1 || kindOf(args[0]) != "integer" {
		return nil, false
	}
	v, err := strconv.Atoi(textOf(args[0], tx.c.f))
	if err != nil || v <= 0 {
		return nil, false
	}
	return newB("INTERVAL '"+strconv.Itoa(v)+"' "+unit, spanOf(n)), true
}

// overWindow reads Over.partition_by(...).order_by(...).preceding(...).alias(name).
func (tx *tctx) overWindow(n *syntaxNode) (string, *sqlb) {
	n = tx.resolveExpr(n)
	if n == nil {
		return "", nil
	}
	wsp := spanOf(n)
	var alias string
	var partition []*sqlb
	var order, frame *sqlb
	for i := 0; i < 8; i++ {
		recv, name, args, ok := tx.method(n)
		if !ok {
			return "", nil
		}
		switch name {
		case "alias":
			if len(args) != 1 {
				return "", nil
			}
			s, ok := tx.x.knownStr(args[0], tx.c)
			if !ok {
				return "", nil
			}
			alias = s
		case "partition_by":
			for _, a := range args {
				e, _, ok := tx.topExpr(a, nil)
				if !ok {
					return "", nil
				}
				partition = append(partition, e)
			}
		case "order_by":
			if len(args) != 1 {
				return "", nil
			}
			e, _, ok := tx.topExpr(args[0], nil)
			if !ok {
				return "", nil
			}
			order = e
		case "preceding":
			if len(args) != 1 {
				return "", nil
			}
			frame = tx.frame(args[0])
			if frame == nil {
				return "", nil
			}
		default:
			return "", nil
		}
		if kindOf(recv) == "identifier" {
			if textOf(recv, tx.c.f) != "Over" || order == nil || alias == "" {
				return "", nil
			}
			break
		}
		n = recv
	}
	if order == nil || alias == "" {
		return "", nil
	}
	spec := newB("(", wsp)
	if len(partition) > 0 {
		spec.add("PARTITION BY ", wsp)
		for i, p := range partition {
			if i > 0 {
				spec.add(", ", wsp)
			}
			spec.addB(p)
		}
		spec.add(" ", wsp)
	}
	spec.add("ORDER BY ", wsp).addB(order)
	if frame != nil {
		spec.add(" ", wsp).addB(frame)
	}
	spec.add(")", wsp)
	return alias, spec
}

// frame reads an over window's preceding bound.
func (tx *tctx) frame(n *syntaxNode) *sqlb {
	if k := kindOf(n); k != "identifier" && k != "attribute" {
		n = tx.resolveExpr(n)
	}
	if n == nil {
		return nil
	}
	sp := spanOf(n)
	switch kindOf(n) {
	case "identifier", "attribute":
		name := textOf(n, tx.c.f)
		if i := strings.LastIndexByte(name, '.'); i >= 0 {
			name = name[i+1:]
		}
		switch name {
		case "UNBOUNDED_RANGE":
			return newB("RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW", sp)
		case "UNBOUNDED_ROW":
			return newB("ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW", sp)
		}
		if iv, ok := tx.interval(n); ok {
			return newB("RANGE BETWEEN ", sp).addB(iv).add(" PRECEDING AND CURRENT ROW", sp)
		}
	case "call":
		_, last := tx.x.calleeName(fieldOf(n, "function"), tx.c.f)
		args := tx.x.posArgs(n)
		if last == "row_interval" && len(args) == 1 && kindOf(args[0]) == "integer" {
			if v, err := strconv.Atoi(textOf(args[0], tx.c.f)); err == nil && v >= 0 {
				return newB("ROWS BETWEEN "+strconv.Itoa(v)+" PRECEDING AND CURRENT ROW", sp)
			}
		}
	}
	return nil
}

// aggregates are the Table API's aggregate properties and their SQL
// functions.
var aggregates = map[string]string{
	"sum": "SUM", "sum0": "SUM0", "min": "MIN", "max": "MAX", "count": "COUNT", "avg": "AVG",
	"stddev_pop": "STDDEV_POP", "stddev_samp": "STDDEV_SAMP", "var_pop": "VAR_POP", "var_samp": "VAR_SAMP",
}

// windowProps are a group window alias's properties and the suffix of
// their SQL functions.
var windowProps = map[string]string{"start": "_START", "end": "_END", "rowtime": "_ROWTIME", "proctime": "_PROCTIME"}

// sqlOps maps Python operators on expressions to SQL's.
var sqlOps = map[string]string{
	"+": "+", "-": "-", "*": "*", "/": "/", "%": "%",
	">": ">", "<": "<", ">=": ">=", "<=": "<=", "==": "=", "!=": "<>",
	"&": "AND", "|": "OR",
}

// expr translates a Table API expression. base is the table a select
// list reads (for window properties and over windows), nil elsewhere.
// name is the column name the expression gets in a select list ("" when
// flinklint does not know it).
func (tx *tctx) expr(n *syntaxNode, base *tval, depth int) (e *sqlb, name string, ok bool) {
	x := tx.x
	if n == nil || depth > 32 || !x.step() {
		return nil, "", false
	}
	sp := spanOf(n)
	switch kindOf(n) {
	case "parenthesized_expression":
		e, name, ok := tx.expr(namedAt(n, 0), base, depth+1)
		if !ok {
			return nil, "", false
		}
		return newB("(", sp).addB(e).add(")", sp), name, true
	case "identifier":
		r := tx.resolveExpr(n)
		if r == nil || r == n {
			return nil, "", false
		}
		return tx.expr(r, base, depth+1)
	case "integer", "float":
		t := textOf(n, tx.c.f)
		if strings.ContainsAny(t, "_xXoObBjJ") {
			return nil, "", false
		}
		return newB(t, sp), "", true
	case "true":
		return newB("TRUE", sp), "", true
	case "false":
		return newB("FALSE", sp), "", true
	case "string":
		s, ok := x.knownStr(n, tx.c)
		if !ok {
			return nil, "", false
		}
		return newB(quoteString(s), sp), "", true
	case "binary_operator", "comparison_operator":
		if nnamed(n) != 2 {
			return nil, "", false
		}
		l, r := namedAt(n, 0), namedAt(n, 1)
		op := sqlOps[strings.TrimSpace(string(tx.c.f.src[l.end:r.start]))]
		if op == "" {
			return nil, "", false
		}
		le, _, ok1 := tx.expr(l, base, depth+1)
		re, _, ok2 := tx.expr(r, base, depth+1)
		if !ok1 || !ok2 {
			return nil, "", false
		}
		return newB("(", sp).addB(le).add(" "+op+" ", sp).addB(re).add(")", sp), "", true
	case "unary_operator":
		arg := fieldOf(n, "argument")
		if arg == nil {
			return nil, "", false
		}
		op := strings.TrimSpace(string(tx.c.f.src[n.start:arg.start]))
		e, _, ok := tx.expr(arg, base, depth+1)
		if !ok {
			return nil, "", false
		}
		switch op {
		case "~":
			return newB("(NOT ", sp).addB(e).add(")", sp), "", true
		case "-":
			return newB("(-", sp).addB(e).add(")", sp), "", true
		}
		return nil, "", false
	case "attribute":
		prop := textOf(fieldOf(n, "attribute"), tx.c.f)
		obj := fieldOf(n, "object")
		if fnName := aggregates[prop]; fnName != "" {
			e, _, ok := tx.expr(obj, base, depth+1)
			if !ok {
				return nil, "", false
			}
			return newB(fnName+"(", sp).addB(e).add(")", sp), "", true
		}
		if suffix := windowProps[prop]; suffix != "" && base != nil && base.win != nil {
			if a, ok := tx.colName(obj); ok && a == base.win.alias {
				return newB(base.win.fn+suffix+"(", sp).addB(base.win.args).add(")", sp), "", true
			}
		}
		switch prop {
		case "is_null":
			e, _, ok := tx.expr(obj, base, depth+1)
			if !ok {
				return nil, "", false
			}
			return newB("(", sp).addB(e).add(" IS NULL)", sp), "", true
		case "is_not_null":
			e, _, ok := tx.expr(obj, base, depth+1)
			if !ok {
				return nil, "", false
			}
			return newB("(", sp).addB(e).add(" IS NOT NULL)", sp), "", true
		}
		return nil, "", false
	case "call":
	default:
		return nil, "", false
	}
	if name, ok := tx.colName(n); ok {
		if name == "" || name == "*" || strings.ContainsAny(name, "."+sqlparse.HoleString) {
			return nil, "", false
		}
		if base != nil && base.win != nil && name == base.win.alias {
			return nil, "", false // the window itself
		}
		return newB(quoteIdent(name), sp), name, true
	}
	fn := fieldOf(n, "function")
	_, last := x.calleeName(fn, tx.c.f)
	if kindOf(fn) == "identifier" || kindOf(fn) == "attribute" && last == "lit" {
		if last == "lit" {
			args := x.posArgs(n)
			if len(args) != 1 || nnamedArgs(n) != 1 {
				return nil, "", false
			}
			switch kindOf(args[0]) {
			case "integer", "float", "string", "true", "false":
				e, _, ok := tx.expr(args[0], base, depth+1)
				return e, "", ok
			}
		}
		return nil, "", false
	}
	recv, m, args, ok := tx.method(n)
	if !ok {
		return nil, "", false
	}
	switch m {
	case "alias":
		if len(args) != 1 {
			return nil, "", false
		}
		a, ok := x.knownStr(args[0], tx.c)
		if !ok || strings.Contains(a, sqlparse.HoleString) {
			return nil, "", false
		}
		e, _, ok := tx.expr(recv, base, depth+1)
		if !ok {
			return nil, "", false
		}
		return newB("", sp).addB(e).add(" AS "+quoteIdent(a), spanOf(args[0])), a, true
	case "over":
		if base == nil || base.overs == nil || len(args) != 1 {
			return nil, "", false
		}
		w, ok := tx.colName(args[0])
		if !ok || base.overs[w] == nil {
			return nil, "", false
		}
		e, _, ok := tx.expr(recv, base, depth+1)
		if !ok {
			return nil, "", false
		}
		return (&sqlb{}).addB(e).add(" OVER ", sp).addB(base.overs[w]), "", true
	}
	return nil, "", false
}

// fromElements reads t_env.from_elements(data, DataTypes.ROW([...])): a
// bounded insert-only table of the row type's columns.
func (tx *tctx) fromElements(n *syntaxNode) *tval {
	x := tx.x
	sn := x.callArg(n, 1, "schema")
	if sn == nil {
		return nil
	}
	sn = tx.resolveExpr(sn)
	if kindOf(sn) != "call" {
		return nil
	}
	_, last := x.calleeName(fieldOf(sn, "function"), tx.c.f)
	args := x.posArgs(sn)
	if last != "ROW" || len(args) != 1 || kindOf(args[0]) != "list" {
		return nil
	}
	at := spanOf(n)
	vals, names := &sqlb{}, &sqlb{}
	for i, fld := range args[0].namedKids() {
		_, fl := x.calleeName(fieldOf(fld, "function"), tx.c.f)
		fa := x.posArgs(fld)
		if kindOf(fld) != "call" || fl != "FIELD" || len(fa) != 2 {
			return nil
		}
		name, ok := x.knownStr(fa[0], tx.c)
		if !ok || strings.Contains(name, sqlparse.HoleString) {
			return nil
		}
		typ := tx.dataType(fa[1], 0)
		if typ == "" {
			return nil
		}
		if i > 0 {
			vals.add(", ", at)
			names.add(", ", at)
		}
		vals.add("CAST(NULL AS "+typ+")", spanOf(fld))
		names.add(quoteIdent(name), spanOf(fa[0]))
	}
	if len(names.b) == 0 {
		return nil
	}
	q := newB("SELECT * FROM (VALUES (", at).addB(vals).add(")) AS "+quoteIdent(tx.alias())+"(", at).addB(names).add(")", at)
	return &tval{q: q, at: at}
}

// simpleTypes are the DataTypes constructors of types without arguments,
// or whose arguments are integers written into the SQL type.
var simpleTypes = map[string]string{
	"STRING": "STRING", "BOOLEAN": "BOOLEAN", "TINYINT": "TINYINT", "SMALLINT": "SMALLINT", "INT": "INT",
	"BIGINT": "BIGINT", "FLOAT": "FLOAT", "DOUBLE": "DOUBLE", "DATE": "DATE", "BYTES": "BYTES",
	"DECIMAL": "DECIMAL", "CHAR": "CHAR", "VARCHAR": "VARCHAR", "BINARY": "BINARY", "VARBINARY": "VARBINARY",
	"TIME": "TIME", "TIMESTAMP": "TIMESTAMP", "TIMESTAMP_LTZ": "TIMESTAMP_LTZ",
	"LOCAL_ZONED_TIMESTAMP": "TIMESTAMP_LTZ", "TIMESTAMP_WITH_LOCAL_TIME_ZONE": "TIMESTAMP_LTZ",
}

// dataType writes DataTypes.X(...) as a SQL type; "" when not read.
func (tx *tctx) dataType(n *syntaxNode, depth int) string {
	x := tx.x
	n = tx.resolveExpr(n)
	if n == nil || depth > 8 {
		return ""
	}
	if kindOf(n) == "string" {
		s, ok := x.knownStr(n, tx.c)
		if !ok || strings.ContainsAny(s, ";'\""+sqlparse.HoleString) {
			return ""
		}
		return s
	}
	recv, m, args, ok := tx.method(n)
	if !ok {
		return ""
	}
	switch m {
	case "not_null":
		if len(args) != 0 {
			return ""
		}
		if t := tx.dataType(recv, depth+1); t != "" {
			return t + " NOT NULL"
		}
		return ""
	case "nullable":
		if len(args) != 0 {
			return ""
		}
		return tx.dataType(recv, depth+1)
	}
	if kindOf(recv) != "identifier" || textOf(recv, tx.c.f) != "DataTypes" {
		return ""
	}
	switch m {
	case "ARRAY", "MULTISET":
		if len(args) != 1 {
			return ""
		}
		if t := tx.dataType(args[0], depth+1); t != "" {
			return m + "<" + t + ">"
		}
		return ""
	case "MAP":
		if len(args) != 2 {
			return ""
		}
		k, v := tx.dataType(args[0], depth+1), tx.dataType(args[1], depth+1)
		if k == "" || v == "" {
			return ""
		}
		return "MAP<" + k + ", " + v + ">"
	case "ROW":
		if len(args) != 1 || kindOf(args[0]) != "list" {
			return ""
		}
		var fields []string
		for _, fld := range args[0].namedKids() {
			_, fl := x.calleeName(fieldOf(fld, "function"), tx.c.f)
			fa := x.posArgs(fld)
			if kindOf(fld) != "call" || fl != "FIELD" || len(fa) != 2 {
				return ""
			}
			name, ok := x.knownStr(fa[0], tx.c)
			t := tx.dataType(fa[1], depth+1)
			if !ok || t == "" || strings.Contains(name, sqlparse.HoleString) {
				return ""
			}
			fields = append(fields, quoteIdent(name)+" "+t)
		}
		return "ROW<" + strings.Join(fields, ", ") + ">"
	}
	sqlName := simpleTypes[m]
	if sqlName == "" {
		return ""
	}
	var ps []string
	for _, a := range args {
		if kindOf(a) != "integer" {
			return ""
		}
		ps = append(ps, textOf(a, tx.c.f))
	}
	if len(ps) > 0 {
		return sqlName + "(" + strings.Join(ps, ", ") + ")"
	}
	return sqlName
}

// registration writes create_temporary_table / create_table of a
// descriptor whose schema flinklint reads; a schema it does not read makes
// the table a view of a hole (its readers are not judged).
func (tx *tctx) registration(call *syntaxNode, temporary bool, pn, dn *syntaxNode) *sqlb {
	x := tx.x
	path, ok := tx.path(pn)
	if !ok {
		return nil
	}
	at := spanOf(call)
	cols := tx.schemaColumns(dn)
	d := x.descriptorOf(dn, tx.c, 0)
	if cols == nil || d == nil || !d.Connector.Known {
		kw := "CREATE TEMPORARY VIEW "
		if !temporary {
			kw = "CREATE VIEW "
		}
		return newB(kw, at).addB(path).add(" AS SELECT * FROM ", at).hole(spanOf(dn))
	}
	kw := "CREATE TEMPORARY TABLE "
	if !temporary {
		kw = "CREATE TABLE "
	}
	if ine := x.callArg(call, 2, "ignore_if_exists"); ine != nil && kindOf(ine) != "false" {
		kw += "IF NOT EXISTS "
	}
	st := newB(kw, at).addB(path).add(" (", at).addB(cols).add(") WITH (", at)
	st.add(quoteString("connector")+" = ", d.Connector.Span).add(quoteString(d.Connector.Value), d.Connector.Span)
	for _, o := range d.Options {
		st.add(", ", o.Span)
		if !o.Key.Known || !o.Value.Known {
			st.add("'", o.Span).hole(o.Span).add("' = '", o.Span).hole(o.Span).add("'", o.Span)
			continue
		}
		st.add(quoteString(o.Key.Value)+" = "+quoteString(o.Value.Value), o.Span)
	}
	st.add(")", at)
	return st
}

// schemaColumns writes the columns, watermark and primary key of a
// descriptor's Schema.new_builder() chain; nil when it is not read whole.
func (tx *tctx) schemaColumns(dn *syntaxNode) *sqlb {
	x := tx.x
	r := tx.resolveExpr(dn)
	fc := x.chainDown(r, tx.c.f, "for_connector")
	if fc == nil {
		return nil
	}
	methods, top := x.chainUp(fc)
	if kindOf(top.parent) == "assignment" && (len(methods) == 0 || x.methodName(methods[len(methods)-1], tx.c.f) != "build") {
		return nil // a builder continued elsewhere
	}
	var schemaArg *syntaxNode
	for _, m := range methods {
		switch x.methodName(m, tx.c.f) {
		case "schema":
			if schemaArg != nil {
				return nil
			}
			schemaArg = x.callArg(m, 0, "schema")
		case "option", "format", "comment", "partitioned_by", "build", "distributed_by", "distributed_into":
		default:
			return nil
		}
	}
	if schemaArg == nil {
		return nil
	}
	nb := x.chainDown(tx.resolveExpr(schemaArg), tx.c.f, "new_builder")
	if nb == nil {
		return nil
	}
	sm, stop := x.chainUp(nb)
	if stop != tx.resolveExpr(schemaArg) {
		return nil
	}
	out := &sqlb{}
	n := 0
	sep := func(at Span) {
		if n > 0 {
			out.add(", ", at)
		}
		n++
	}
	var pk, wm *sqlb
	for _, m := range sm {
		args := x.posArgs(m)
		sp := spanOf(m)
		if len(args) != nnamedArgs(m) {
			return nil
		}
		switch x.methodName(m, tx.c.f) {
		case "column":
			if len(args) != 2 {
				return nil
			}
			name, ok := x.knownStr(args[0], tx.c)
			t := tx.dataType(args[1], 0)
			if !ok || t == "" || strings.Contains(name, sqlparse.HoleString) {
				return nil
			}
			sep(sp)
			out.add(quoteIdent(name), spanOf(args[0])).add(" "+t, spanOf(args[1]))
		case "column_by_expression":
			if len(args) != 2 {
				return nil
			}
			name, ok1 := x.knownStr(args[0], tx.c)
			e, ok2 := x.knownStr(args[1], tx.c)
			if !ok1 || !ok2 || strings.Contains(name+e, sqlparse.HoleString) || strings.Contains(e, ";") {
				return nil
			}
			sep(sp)
			out.add(quoteIdent(name)+" AS ", spanOf(args[0])).add(e, spanOf(args[1]))
		case "column_by_metadata":
			if len(args) < 2 || len(args) > 4 {
				return nil
			}
			name, ok := x.knownStr(args[0], tx.c)
			t := tx.dataType(args[1], 0)
			if !ok || t == "" || strings.Contains(name, sqlparse.HoleString) {
				return nil
			}
			sep(sp)
			out.add(quoteIdent(name)+" "+t+" METADATA", sp)
			if len(args) >= 3 && kindOf(args[2]) != "none" {
				k, ok := x.knownStr(args[2], tx.c)
				if !ok {
					return nil
				}
				out.add(" FROM "+quoteString(k), spanOf(args[2]))
			}
			if len(args) == 4 {
				switch kindOf(args[3]) {
				case "true":
					out.add(" VIRTUAL", spanOf(args[3]))
				case "false":
				default:
					return nil
				}
			}
		case "watermark":
			if len(args) != 2 || wm != nil {
				return nil
			}
			name, ok1 := x.knownStr(args[0], tx.c)
			e, ok2 := x.knownStr(args[1], tx.c)
			if !ok1 || !ok2 || strings.Contains(name+e, sqlparse.HoleString) || strings.Contains(e, ";") {
				return nil
			}
			wm = newB("WATERMARK FOR ", sp).add(quoteIdent(name), spanOf(args[0])).add(" AS ", sp).add(e, spanOf(args[1]))
		case "primary_key":
			if len(args) == 0 || pk != nil {
				return nil
			}
			pk = newB("PRIMARY KEY (", sp)
			for i, a := range args {
				name, ok := x.knownStr(a, tx.c)
				if !ok || strings.Contains(name, sqlparse.HoleString) {
					return nil
				}
				if i > 0 {
					pk.add(", ", sp)
				}
				pk.add(quoteIdent(name), spanOf(a))
			}
			pk.add(") NOT ENFORCED", sp)
		case "build":
		default:
			return nil
		}
	}
	if n == 0 {
		return nil
	}
	if wm != nil {
		sep(wm.segs[0].pySpan())
		out.addB(wm)
	}
	if pk != nil {
		sep(pk.segs[0].pySpan())
		out.addB(pk)
	}
	return out
}

func (g Segment) pySpan() Span { return Span{g.PyStart, g.PyEnd} }
