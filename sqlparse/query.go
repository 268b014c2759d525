package sqlparse

import "strings"

// A query is kept as a token range. One linear pass, with an explicit stack
// of parenthesis frames instead of recursion, extracts what rules need: the
// tables read, whether the query aggregates or joins without windows.

// qframe is the scan state of one parenthesis level.
type qframe struct {
	inFrom   bool // after FROM, before the next clause: ',' adds a table
	selectAt int  // token index of the last SELECT at this level, or -1
	inGroup  bool // inside a GROUP BY list
	groupWin bool // the GROUP BY list names a window
	grouped  bool // the current SELECT has a GROUP BY
	inSelect bool // between SELECT and FROM
	aggCall  bool // the select list calls an aggregate function without OVER
	// selOwner is 1 + the index of the frame whose select list this
	// parenthesis is part of (0: none); aggOwner likewise names the frame
	// whose select list this parenthesis is the argument list of an
	// aggregate function call in.
	selOwner, aggOwner int
	join               joinState
}

// joinState follows one pending JOIN of a frame until its condition ends.
type joinState struct {
	active    bool
	irregular bool // temporal, lookup, lateral/unnest, interval or window join
	outer     bool // LEFT, RIGHT or FULL [OUTER] JOIN
	inOn      bool
	less      bool // the ON condition compares with < or <=
	greater   bool // ... and with > or >=
}

// parseQuery consumes the rest of the statement as a query.
func (p *parser) parseQuery() *Query {
	start := p.pos
	if start >= p.end {
		p.fail("query")
	}
	q := &Query{Span: Span{int(p.toks[start].start), int(p.toks[p.end-1].end)}}
	ctes := p.cteNames(start)
	// The frames live in a buffer reused from query to query (a query
	// nested in another's parse takes a fresh one).
	stack := p.queryFrames[:0]
	p.queryFrames = nil
	stack = append(stack, qframe{selectAt: -1})
	defer func() { p.queryFrames = stack[:0] }()
	stop := p.end // where the query ends: the statement's end, or ON CONFLICT
	for i := start; i < stop; i++ {
		t := p.toks[i]
		top := &stack[len(stack)-1]
		if t.kind == tkPunct {
			switch p.src[int(t.start)] {
			case '(':
				f := qframe{selectAt: -1}
				if owner := p.selectOwner(stack); owner > 0 {
					f.selOwner = owner
					if p.isAggregateCall(i - 1) {
						f.aggOwner = owner
					}
				}
				if p.kwAt(i-1, kwFROM) || p.kwAt(i-1, kwJOIN) {
					// A parenthesised join: FROM (a JOIN b ON ...).
					if ref, ok := p.tableRefAt(i+1, ctes); ok {
						q.Sources = append(q.Sources, ref)
						f.inFrom = true
					}
				}
				stack = append(stack, f)
			case ')':
				if len(stack) == 1 {
					p.pos = i
					p.fail("end of query (unbalanced ')')")
				}
				p.endClause(q, top)
				p.endSelect(q, top)
				if top.aggOwner > 0 && !p.kwAt(i+1, kwOVER) {
					stack[top.aggOwner-1].aggCall = true
				}
				stack = stack[:len(stack)-1]
			case ',':
				p.checkAfterComma(i)
				if top.join.inOn {
					p.endJoin(q, top)
				}
				if top.inFrom {
					// A comma join: its condition, if any, is in WHERE.
					if top.join.active {
						p.endJoin(q, top)
					}
					top.join = joinState{active: true}
					if p.kwAt(i+1, kwLATERAL) || p.kwAt(i+1, kwUNNEST) {
						top.join.irregular = true
					}
					if ref, ok := p.tableRefAt(i+1, ctes); ok {
						q.Sources = append(q.Sources, ref)
					}
				}
			case '<':
				top.join.less = top.join.less || top.join.inOn
			case '>':
				top.join.greater = top.join.greater || top.join.inOn
			}
			continue
		}
		if t.kind != tkIdent {
			continue
		}
		switch t.kw {
		case kwSELECT:
			p.checkClauseFollows(i)
			p.endClause(q, top)
			p.endSelect(q, top)
			top.selectAt = i
			top.inSelect = true
		case kwDISTINCT:
			if top.selectAt >= 0 && p.prevNonHint(i) == top.selectAt {
				q.Aggregates = true
			}
		case kwFROM:
			if top.selectAt < 0 {
				continue // EXTRACT(x FROM y), TRIM(... FROM s): not a FROM clause
			}
			p.checkClauseFollows(i)
			if p.kwAt(i+1, kwVALUES) && i+1 < p.end {
				// Calcite takes VALUES in FROM only as a subquery.
				p.pos = i + 1
				p.fail("a table or '(' after FROM (VALUES there needs parentheses)")
			}
			p.endClause(q, top)
			top.inSelect = false
			top.inFrom = true
			if ref, ok := p.tableRefAt(i+1, ctes); ok {
				q.Sources = append(q.Sources, ref)
			}
		case kwJOIN:
			if top.join.active {
				p.endJoin(q, top)
			}
			top.join = joinState{active: true, outer: p.outerJoinAt(i)}
			if p.kwAt(i-1, kwCROSS) && (p.kwAt(i+1, kwUNNEST) || p.kwAt(i+1, kwLATERAL)) {
				top.join.irregular = true
			}
			if p.kwAt(i+1, kwLATERAL) || p.kwAt(i+1, kwUNNEST) {
				top.join.irregular = true
			}
			if ref, ok := p.tableRefAt(i+1, ctes); ok {
				q.Sources = append(q.Sources, ref)
			}
		case kwSYSTEMTIME:
			if top.join.active && !top.join.inOn {
				top.join.irregular = true // FOR SYSTEM_TIME AS OF: temporal or lookup join
			}
		case kwON:
			if len(stack) == 1 && i+2 < p.end && equalFold(p.text(p.toks[i+1]), "CONFLICT") && equalFold(p.text(p.toks[i+2]), "DO") {
				stop = i // INSERT's ON CONFLICT clause (parseOnConflict)
				q.Span.End = int(p.toks[i-1].end)
				continue
			}
			if top.join.active {
				top.join.inOn = true
				top.inFrom = false
			}
		case kwUSING:
			top.inFrom = false
		case kwINTERVAL, kwBETWEEN, kwWINDOWSTART, kwWINDOWEND:
			if top.join.inOn {
				top.join.irregular = true
			}
			if top.inGroup && (t.kw == kwWINDOWSTART || t.kw == kwWINDOWEND) {
				top.groupWin = true
			}
		case kwTUMBLE, kwHOP, kwCUMULATE, kwSESSION:
			if p.isPunctAt(i+1, '(') {
				q.Windowed = true
				if top.inGroup {
					top.groupWin = true
				}
			}
		case kwTABLE:
			// TABLE ( takes a table function call (FROM TABLE(f(...)));
			// TABLE before a query is nowhere in Calcite's grammar (a
			// table argument is TABLE name or the query in parentheses).
			if p.isPunctAt(i+1, '(') && (p.kwAt(i+2, kwSELECT) || p.kwAt(i+2, kwWITH) || p.kwAt(i+2, kwVALUES)) {
				p.pos = i + 2
				p.fail("a table function call after TABLE (a query argument is written (SELECT ...), without TABLE)")
			}
			// TABLE name as an argument of a table function (TUMBLE(TABLE t, ...)).
			if p.isPunctAt(i-1, '(') || p.isPunctAt(i-1, ',') {
				if ref, ok := p.tableRefAt(i+1, ctes); ok {
					q.Sources = append(q.Sources, ref)
				}
			}
		case kwGROUP:
			if p.kwAt(i+1, kwBY) {
				p.endClause(q, top)
				top.inSelect = false
				top.grouped = true
				top.inGroup = true
				top.groupWin = false
			}
		case kwWHERE:
			p.checkClauseFollows(i)
			// WHERE may carry the time bounds of an interval join.
			top.inFrom = false
			if top.join.active {
				top.join.inOn = true
			}
		case kwHAVING, kwORDER, kwWINDOW, kwUNION, kwINTERSECT, kwEXCEPT, kwMINUS, kwQUALIFY:
			p.endClause(q, top)
		case kwLIMIT, kwOFFSET, kwFETCH:
			p.endClause(q, top)
			p.checkFetchClause(i)
		case kwLEFT, kwRIGHT, kwFULL, kwINNER, kwCROSS, kwNATURAL:
			if top.join.inOn {
				p.endJoin(q, top)
			}
		}
	}
	if len(stack) > 1 {
		p.pos = p.end
		p.fail("')' to close an open '('")
	}
	p.endClause(q, &stack[0])
	p.endSelect(q, &stack[0])
	p.checkQueryEnd(stop)
	p.pos = stop
	q.Body = p.buildQueryAST(start, stop, q.Sources)
	return q
}

// queryContinuers are reserved words a query cannot end with: each needs
// more of the query after it.
var queryContinuers = [...]string{
	"AS", "FROM", "WHERE", "JOIN", "ON", "AND", "OR", "SELECT", "BY", "HAVING", "UNION", "INTERSECT",
	"EXCEPT", "MINUS", "NOT", "IN", "LIKE", "BETWEEN", "CASE", "WHEN", "THEN", "ELSE", "DISTINCT", "WITH",
}

// isQueryContinuer reports whether w is one of queryContinuers, without
// allocating (it runs once per query).
func isQueryContinuer(w string) bool {
	for _, c := range queryContinuers {
		if equalFold(w, c) {
			return true
		}
	}
	return false
}

// checkClauseFollows reports a SELECT, FROM or WHERE at token i whose next
// token begins another clause (SELECT FROM t, FROM WHERE, WHERE GROUP BY):
// each needs its list or condition, and these words are reserved.
func (p *parser) checkClauseFollows(i int) {
	if i+1 >= p.end {
		return // the query's end: checkQueryEnd reports it
	}
	switch p.toks[i+1].kw {
	case kwFROM, kwWHERE, kwGROUP, kwHAVING, kwORDER, kwUNION, kwINTERSECT, kwEXCEPT:
		p.pos = i + 1
		p.fail("what " + kwNames[p.toks[i].kw] + " takes before " + kwNames[p.toks[i+1].kw])
	}
}

// checkAfterComma reports what cannot follow the ',' at token i of a
// query: another ',', a ')' or FROM (Calcite's grammar rejects each).
func (p *parser) checkAfterComma(i int) {
	if i+1 >= p.end {
		return // the query's end: checkQueryEnd reports it
	}
	if next := p.toks[i+1]; p.isPunctAt(i+1, ',') || p.isPunctAt(i+1, ')') || (next.kw == kwFROM && !next.hole()) {
		p.pos = i + 1
		p.fail("an expression after ','")
	}
}

// checkQueryEnd reports a query (ending before token stop) whose last token
// is a word or operator that needs more of the query after it.
func (p *parser) checkQueryEnd(stop int) {
	last := p.toks[stop-1]
	switch {
	case last.kind == tkIdent && !last.hole() && isQueryContinuer(p.text(last)):
	case last.kind == tkPunct && strings.IndexByte(",.=<>+-/%", p.src[last.start]) >= 0:
	default:
		return
	}
	p.pos = stop
	if stop == p.end {
		p.fail("more of the query after '" + clip(p.text(last)) + "'")
	}
	p.fail("more of the query before ON CONFLICT")
}

// endClause closes the FROM, ON and GROUP BY state of a frame.
func (p *parser) endClause(q *Query, f *qframe) {
	f.inFrom = false
	if f.join.active {
		p.endJoin(q, f)
	}
	if f.inGroup {
		f.inGroup = false
		if !f.groupWin {
			q.Aggregates = true
		}
	}
}

// selectOwner returns 1 + the index of the frame whose select list the top
// of the stack is in, or 0.
func (p *parser) selectOwner(stack []qframe) int {
	top := &stack[len(stack)-1]
	switch {
	case top.inSelect:
		return len(stack)
	case top.selectAt < 0:
		return top.selOwner
	}
	return 0
}

// isAggregateCall reports whether token i names an aggregate function (the
// token after it is '(').
func (p *parser) isAggregateCall(i int) bool {
	return i >= 0 && p.toks[i].kind == tkIdent && p.toks[i].kw == kwNone && isAggregateFunction(p.text(p.toks[i]))
}

// endSelect closes a SELECT of a frame: an aggregate call without GROUP BY
// is a global aggregation, which updates its result like a GROUP BY.
func (p *parser) endSelect(q *Query, f *qframe) {
	if f.aggCall && !f.grouped {
		q.Aggregates = true
	}
	f.aggCall, f.grouped, f.inSelect = false, false, false
}

// aggregateFunctions are Flink's built-in aggregate functions.
var aggregateFunctions = [...]string{
	"COUNT", "SUM", "SUM0", "MIN", "MAX", "AVG", "LISTAGG", "COLLECT", "STDDEV_POP", "STDDEV_SAMP",
	"VAR_POP", "VAR_SAMP", "VARIANCE", "STDDEV", "FIRST_VALUE", "LAST_VALUE", "ARRAY_AGG",
	"JSON_ARRAYAGG", "JSON_OBJECTAGG", "BIT_AND", "BIT_OR", "BIT_XOR", "PERCENTILE",
}

func isAggregateFunction(name string) bool {
	for _, f := range aggregateFunctions {
		if equalFold(name, f) {
			return true
		}
	}
	return false
}

// endJoin decides whether the pending join of a frame was a regular join.
func (p *parser) endJoin(q *Query, f *qframe) {
	j := f.join
	f.join = joinState{}
	if j.less && j.greater {
		j.irregular = true // a time range on both sides: an interval join
	}
	if !j.irregular {
		q.RegularJoin = true
		q.OuterJoin = q.OuterJoin || j.outer
	}
}

// outerJoinAt reports whether the JOIN at token i is LEFT, RIGHT or FULL
// [OUTER] JOIN.
func (p *parser) outerJoinAt(i int) bool {
	j := i - 1
	if j >= 0 && p.toks[j].kind == tkIdent && equalFold(p.text(p.toks[j]), "OUTER") {
		j--
	}
	return p.kwAt(j, kwLEFT) || p.kwAt(j, kwRIGHT) || p.kwAt(j, kwFULL)
}

// prevNonHint returns the index of the token before i, skipping hints.
func (p *parser) prevNonHint(i int) int {
	i--
	for i >= 0 && p.toks[i].kind == tkHint {
		i--
	}
	return i
}

// tableRefAt reads a table name at token i (with its hints), unless what
// stands there is a subquery, a table function, LATERAL, UNNEST or a CTE.
func (p *parser) tableRefAt(i int, ctes []string) (TableRef, bool) {
	if i >= p.end || !isNameToken(p.toks[i]) {
		return TableRef{}, false
	}
	switch p.toks[i].kw {
	case kwLATERAL, kwUNNEST, kwSELECT, kwVALUES:
		return TableRef{}, false
	case kwTABLE:
		if p.isPunctAt(i+1, '(') {
			return TableRef{}, false
		}
	}
	name := QualifiedName{Span: Span{int(p.toks[i].start), int(p.toks[i].end)}, Parts: p.oneIdent(p.identOf(p.toks[i]))}
	j := i + 1
	for j+1 < p.end && p.isPunctAt(j, '.') && isNameToken(p.toks[j+1]) {
		id := p.identOf(p.toks[j+1])
		name.Parts = append(name.Parts, id)
		name.Span.End = id.Span.End
		j += 2
	}
	if j < p.end && p.isPunctAt(j, '(') {
		return TableRef{}, false // a function call
	}
	if len(name.Parts) == 1 && !name.Parts[0].Hole {
		for _, c := range ctes {
			if equalFold(c, name.Parts[0].Name) {
				return TableRef{}, false
			}
		}
	}
	ref := TableRef{Span: name.Span, Name: name}
	for j < p.end && p.toks[j].kind == tkHint {
		ref.Hints = append(ref.Hints, p.hintsOf(p.toks[j])...)
		ref.Span.End = int(p.toks[j].end)
		j++
	}
	return ref, true
}

// cteNames returns the names a leading WITH clause defines.
func (p *parser) cteNames(i int) []string {
	if !p.kwAt(i, kwWITH) {
		return nil
	}
	var names []string
	i++
	for i < p.end && isNameToken(p.toks[i]) {
		names = append(names, p.identOf(p.toks[i]).Name)
		i++
		if p.isPunctAt(i, '(') {
			i = p.skipBalancedAt(i)
		}
		if !p.kwAt(i, kwAS) {
			break
		}
		i++
		if !p.isPunctAt(i, '(') {
			break
		}
		i = p.skipBalancedAt(i)
		if !p.isPunctAt(i, ',') {
			break
		}
		i++
	}
	return names
}

// skipBalancedAt returns the index after the group opened at token i.
func (p *parser) skipBalancedAt(i int) int {
	depth := 0
	for ; i < p.end; i++ {
		if p.toks[i].kind != tkPunct {
			continue
		}
		switch p.src[int(p.toks[i].start)] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return i
}

// checkFetchClause reports what Calcite's grammar (OrderByLimitOpt,
// LimitClause, OffsetClause, FetchClause) rejects in the LIMIT, OFFSET or
// FETCH clause at token i: each takes an unsigned numeric literal or a '?'
// (UnsignedNumericLiteralOrParam, so not LIMIT -1 nor an expression), FETCH
// FIRST|NEXT n ROW|ROWS ONLY needs all its words, and Flink's conformance
// (FlinkSqlConformance) allows neither LIMIT start, count nor OFFSET before
// LIMIT. A template hole stands for anything.
func (p *parser) checkFetchClause(i int) {
	switch p.toks[i].kw {
	case kwLIMIT:
		if p.kwAt(i+1, kwALL) {
			return
		}
		j := p.fetchCount(i+1, "LIMIT")
		if j > 0 && p.isPunctAt(j, ',') {
			p.failAt(j, "'LIMIT start, count' is not allowed under the current SQL conformance level")
		}
	case kwOFFSET:
		j := p.fetchCount(i+1, "OFFSET")
		if j < 0 {
			return
		}
		if p.wordAt(j, "ROW") || p.wordAt(j, "ROWS") {
			j++
		}
		if p.kwAt(j, kwLIMIT) {
			p.failAt(j, "'OFFSET start LIMIT count' is not allowed under the current SQL conformance level")
		}
	case kwFETCH:
		if !p.wordAt(i+1, "FIRST") && !p.wordAt(i+1, "NEXT") {
			p.pos = i + 1
			p.fail("FIRST or NEXT after FETCH")
		}
		j := p.fetchCount(i+2, "FETCH "+p.word(p.toks[i+1]))
		if j < 0 {
			return
		}
		if !p.wordAt(j, "ROW") && !p.wordAt(j, "ROWS") {
			p.pos = j
			p.fail("ROW or ROWS")
		}
		if !p.wordAt(j+1, "ONLY") {
			p.pos = j + 1
			p.fail("ONLY")
		}
	}
}

// fetchCount reads the unsigned numeric literal or '?' at token j, which
// follows the word after, and returns the index after it; -1 when it is a
// template hole (which may stand for more than the number).
func (p *parser) fetchCount(j int, after string) int {
	if j < p.end {
		t := p.toks[j]
		switch {
		case t.hole():
			return -1
		case t.kind == tkNumber, p.isPunctAt(j, '?'):
			return j + 1
		case t.kind == tkIdent && equalFold(p.text(t), "DECIMAL") && j+1 < p.end && p.toks[j+1].kind == tkString:
			return j + 2 // DECIMAL '1' (Calcite 1.36's UnsignedNumericLiteral)
		}
	}
	p.pos = j
	p.fail("an unsigned number or '?' after " + after)
	return -1
}

// wordAt reports whether token i of the statement is the plain word w.
func (p *parser) wordAt(i int, w string) bool {
	return i < p.end && p.toks[i].kind == tkIdent && !p.toks[i].hole() && equalFold(p.text(p.toks[i]), w)
}
