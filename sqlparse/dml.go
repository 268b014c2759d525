package sqlparse

// parseSet parses SET, SET 'k' = 'v' and the SQL-client form SET k = v,
// where an unquoted key or value is the raw text around '='.
func (p *parser) parseSet() *Set {
	start := int(p.tok().start)
	p.pos++
	s := &Set{}
	if p.pos < p.end {
		s.Key = p.parseSetSide(true)
		p.expectPunct('=', " after SET key")
		s.Value = p.parseSetSide(false)
	}
	s.Span = Span{start, p.prevEnd()}
	return s
}

// parseSetSide parses one side of SET: a quoted string, or the raw text up
// to '=' (key) or to the end of the statement (value).
func (p *parser) parseSetSide(key bool) Literal {
	t := p.tok()
	if t.kind == tkString || t.kind == tkUString {
		p.pos++
		return p.stringLiteral(t)
	}
	if t.kind == tkEOF || (key && p.isPunct('=')) {
		if key {
			p.fail("SET key")
		}
		p.fail("SET value")
	}
	lit := Literal{Span: Span{int(t.start), int(t.end)}}
	for p.pos < p.end && (!key || !p.isPunct('=')) {
		lit.Span.End = int(p.toks[p.pos].end)
		lit.Hole = lit.Hole || p.toks[p.pos].hole()
		p.pos++
	}
	lit.Value = p.src[lit.Span.Start:lit.Span.End]
	if t.kind == tkQuoted && lit.Span.End == int(t.end) {
		lit.Value = unquote(p.src, t)
	}
	return lit
}

// parseReset parses RESET, RESET 'k' and RESET k.
func (p *parser) parseReset() *Reset {
	start := int(p.tok().start)
	p.pos++
	r := &Reset{}
	if p.pos < p.end {
		r.Key = p.parseSetSide(false)
	}
	r.Span = Span{start, p.prevEnd()}
	return r
}

// parseInsert parses INSERT INTO|OVERWRITE target [hints] [PARTITION (...)]
// [(cols)] query|VALUES. start is the offset of INSERT or of a leading
// EXECUTE.
func (p *parser) parseInsert(start int) *Insert {
	p.pos++ // INSERT
	ins := &Insert{}
	switch {
	case p.acceptKw(kwINTO):
	case p.acceptKw(kwOVERWRITE):
		ins.Overwrite = true
	default:
		p.fail("INTO or OVERWRITE after INSERT")
	}
	p.parseInsertRest(ins)
	ins.Span = Span{start, p.prevEnd()}
	return ins
}

// parseInsertRest parses an INSERT after INTO or OVERWRITE: the target, its
// hints, extended columns, partition and column list, and the query.
func (p *parser) parseInsertRest(ins *Insert) {
	p.acceptKw(kwTABLE)
	ins.Target = p.parseQualifiedName(" as INSERT target")
	ins.Hints = p.parseHints()
	if p.isPunct('(') && p.extendedColumnsAt(p.pos) {
		// Extended columns, `(z BOOLEAN)`: columns the target lacks,
		// declared for this insert (SqlRichInsert's TableExtension).
		p.skipParens()
	}
	if p.acceptKw(kwPARTITION) {
		ins.Partition = p.parseOptionList(" after PARTITION")
	}
	if p.isPunct('(') && !p.isQueryStart(p.pos+1) {
		ins.Columns = p.parseIdentList("")
	}
	if p.isKw(kwVALUES) {
		valuesAt := p.pos
		p.skipRest()
		ins.Values = p.buildQueryAST(valuesAt, p.pos, nil)
	} else {
		if !p.isQueryStart(p.pos) {
			p.fail("SELECT, WITH, VALUES or '(' query after INSERT target")
		}
		ins.Query = p.parseQuery()
		p.parseOnConflict()
	}
}

// parseOnConflict parses ON CONFLICT DO ERROR|NOTHING|DEDUPLICATE (Flink
// master, after 2.2).
func (p *parser) parseOnConflict() {
	if p.pos >= p.end {
		return
	}
	on := p.tok()
	p.pos += 2 // ON CONFLICT
	if !equalFold(p.text(p.tok()), "DO") || p.pos >= p.end {
		p.fail("DO after ON CONFLICT")
	}
	p.pos++
	switch p.word(p.tok()) {
	case "ERROR", "NOTHING", "DEDUPLICATE":
		p.pos++
	default:
		p.fail("ERROR, NOTHING or DEDUPLICATE after ON CONFLICT DO")
	}
	p.script.Unreleased = append(p.script.Unreleased, Construct{Name: "ON CONFLICT", Span: Span{int(on.start), p.prevEnd()}})
}

// isQueryStart reports whether token i starts a query (after any number of
// opening parentheses), or is a hole that may stand for one.
func (p *parser) isQueryStart(i int) bool {
	for i < p.end && p.isPunctAt(i, '(') {
		i++
	}
	if i >= p.end {
		return false
	}
	switch p.toks[i].kw {
	case kwSELECT, kwWITH, kwVALUES, kwTABLE:
		return true
	}
	return p.toks[i].kind == tkIdent && p.toks[i].hole()
}

// parseSelect parses a query statement; start is the offset of SELECT/WITH
// or of a leading EXECUTE.
func (p *parser) parseSelect(start int) *Select {
	q := p.parseQuery()
	return &Select{Span: Span{start, q.Span.End}, Query: q}
}

// parseHints parses the /*+ ... */ tokens at the current position.
func (p *parser) parseHints() []Hint {
	var hints []Hint
	for p.pos < p.end && p.toks[p.pos].kind == tkHint {
		hints = append(hints, p.hintsOf(p.toks[p.pos])...)
		p.pos++
	}
	return hints
}

// hintsOf parses the body of one hint comment: NAME[(args)] [, ...]. OPTIONS
// arguments become Options; a malformed hint is recorded as an error and
// skipped, since Flink ignores unknown hints but not malformed OPTIONS.
func (p *parser) hintsOf(t token) []Hint {
	if t.flags&fBad != 0 {
		return nil
	}
	lx := &lexer{src: p.src}
	lx.lex(int(t.start)+3, int(t.end)-2, false, false)
	sub := &parser{src: p.src, lx: lx, toks: lx.toks, end: len(lx.toks), eof: int(t.end) - 2, stmtLo: int(t.start), stmtHi: int(t.end), script: &Script{}}
	var hints []Hint
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(bailout); !ok {
					panic(r)
				}
			}
		}()
		for sub.pos < sub.end {
			nameTok := sub.tok()
			name := sub.parseIdent(" (hint name)")
			h := Hint{Span: name.Span, Name: upperWord(name.Name)}
			if nameTok.kind == tkIdent {
				h.Name = sub.word(nameTok)
			}
			if sub.isPunct('(') {
				if h.Name == "OPTIONS" {
					h.Options = sub.parseOptionList("")
				} else {
					sub.skipBalanced()
				}
				h.Span.End = sub.prevEnd()
			}
			hints = append(hints, h)
			if !sub.acceptPunct(',') {
				break
			}
		}
		if sub.pos < sub.end {
			sub.fail("',' or end of hint")
		}
	}()
	p.script.Errors = append(p.script.Errors, lx.errs...)
	p.script.Errors = append(p.script.Errors, sub.script.Errors...)
	return hints
}

// parseCompile parses COMPILE [AND EXECUTE] PLAN 'file' [IF NOT EXISTS] FOR
// statement. COMPILE AND EXECUTE of an INSERT runs it, so it yields the
// Insert (its span starting at COMPILE); anything else is Generic.
func (p *parser) parseCompile() Statement {
	start := p.tok()
	i := p.pos + 1
	execute := p.kwAt(i, kwAND) && p.kwAt(i+1, kwEXECUTE)
	for ; i < p.end && i < p.pos+12; i++ {
		if p.kwAt(i, kwFOR) && p.kwAt(i+1, kwINSERT) {
			break
		}
	}
	if !execute || i >= p.end || !p.kwAt(i, kwFOR) {
		p.checkUnmodelled()
		return p.parseGeneric()
	}
	p.pos = i + 1
	return p.parseInsert(int(start.start))
}

// genericFollowers lists, per leading keyword, the words that continue a
// Generic statement's Keyword (e.g. SHOW CURRENT CATALOG).
var genericFollowers = map[kw][]kw{
	kwUSE:      {kwCATALOG, kwMODULES},
	kwSHOW:     {kwCURRENT, kwCREATE, kwUSER, kwFULL, kwMATERIALIZED, kwCATALOGS, kwDATABASES, kwTABLES, kwVIEWS, kwCOLUMNS, kwPARTITIONS, kwFUNCTIONS, kwMODULES, kwJARS, kwJOBS, kwPROCEDURES, kwMODELS, kwCATALOG, kwDATABASE, kwTABLE, kwVIEW, kwMODEL},
	kwDESCRIBE: {kwEXTENDED, kwCATALOG, kwFUNCTION, kwMODEL, kwJOB, kwDATABASE},
	kwDESC:     {kwEXTENDED, kwCATALOG, kwFUNCTION, kwMODEL, kwJOB, kwDATABASE},
	kwDROP:     {kwTEMPORARY, kwSYSTEM, kwMATERIALIZED, kwTABLE, kwVIEW, kwFUNCTION, kwDATABASE, kwCATALOG, kwMODEL, kwCONNECTION},
	kwALTER:    {kwTEMPORARY, kwSYSTEM, kwMATERIALIZED, kwTABLE, kwVIEW, kwFUNCTION, kwDATABASE, kwCATALOG, kwMODEL, kwCONNECTION},
	kwCREATE:   {kwOR, kwREPLACE, kwTEMPORARY, kwSYSTEM, kwMATERIALIZED, kwTABLE, kwVIEW, kwFUNCTION, kwDATABASE, kwCATALOG, kwMODEL, kwCONNECTION},
	kwCOMPILE:  {kwAND, kwEXECUTE, kwPLAN},
	kwEXECUTE:  {kwPLAN, kwSTATEMENT, kwSET},
	kwANALYZE:  {kwTABLE},
	kwTRUNCATE: {kwTABLE},
	kwLOAD:     {kwMODULE},
	kwUNLOAD:   {kwMODULE},
	kwADD:      {kwJAR},
	kwREMOVE:   {kwJAR},
	kwSTOP:     {kwJOB},
}

// parseGeneric keeps any other statement as its leading keywords and its
// string literals. It never fails: a statement flinklint does not model may
// be valid in a newer Flink.
func (p *parser) parseGeneric() *Generic {
	first := p.tok()
	g := &Generic{}
	if first.kind == tkIdent && !first.hole() {
		g.Keyword = p.word(first)
		p.pos++
		followers := genericFollowers[first.kw]
		for p.pos < p.end && len(followers) > 0 && p.tok().kw != kwNone && containsKw(followers, p.tok().kw) {
			g.Keyword += " " + kwNames[p.tok().kw]
			p.pos++
		}
	}
	if genericObjectKeywords[g.Keyword] {
		if after := p.genericObject(g); after >= 0 && (isCreateModel(g.Keyword) || g.Keyword == "ALTER MODEL") {
			save := p.pos
			g.Model = p.modelAt(g, after)
			p.pos = save
		}
	}
	if g.Keyword == "USE MODULES" {
		p.genericNames(g)
	}
	if g.Keyword == "SHOW DATABASES" {
		p.genericFrom(g)
	}
	for p.pos < p.end {
		t := p.toks[p.pos]
		p.pos++
		if t.kind == tkString || t.kind == tkUString {
			g.Strings = append(g.Strings, p.stringLiteral(t))
		}
	}
	g.Span = Span{int(first.start), p.prevEnd()}
	return g
}

// genericObjectKeywords are the Generic statements whose one object name
// the semantic layer reads (what they drop, describe, load, create or
// show).
var genericObjectKeywords = map[string]bool{
	"DROP TABLE": true, "DROP TEMPORARY TABLE": true, "DROP VIEW": true, "DROP TEMPORARY VIEW": true,
	"DROP FUNCTION": true, "DROP TEMPORARY FUNCTION": true, "DROP TEMPORARY SYSTEM FUNCTION": true,
	"DESCRIBE": true, "DESC": true, "DESCRIBE EXTENDED": true, "DESC EXTENDED": true,
	"LOAD MODULE": true, "UNLOAD MODULE": true,
	"DROP CATALOG": true, "DROP DATABASE": true, "CREATE DATABASE": true, "ALTER CATALOG": true,
	"SHOW CREATE TABLE": true, "SHOW CREATE VIEW": true,
	// Models (Flink 2.1+, SqlCreateModel, SqlDropModel, SqlAlterModel,
	// SqlShowCreateModel, SqlRichDescribeModel).
	"CREATE MODEL": true, "CREATE TEMPORARY MODEL": true, "CREATE OR REPLACE MODEL": true, "CREATE OR REPLACE TEMPORARY MODEL": true,
	"DROP MODEL": true, "DROP TEMPORARY MODEL": true, "ALTER MODEL": true, "SHOW CREATE MODEL": true,
	"DESCRIBE MODEL": true, "DESC MODEL": true,
}

// isCreateModel reports a CREATE [OR REPLACE] [TEMPORARY] MODEL keyword.
func isCreateModel(keyword string) bool {
	switch keyword {
	case "CREATE MODEL", "CREATE TEMPORARY MODEL", "CREATE OR REPLACE MODEL", "CREATE OR REPLACE TEMPORARY MODEL":
		return true
	}
	return false
}

// genericObject reads `[IF [NOT] EXISTS] name` into g.Object when that is
// the whole rest of the statement, or is followed by what the statement
// allows after its name: LOAD MODULE's and CREATE DATABASE's WITH (...)
// and COMMENT, DROP DATABASE's RESTRICT or CASCADE, ALTER CATALOG's SET,
// RESET or COMMENT (in g.Action). It records no error and leaves p.pos
// where it was; it returns the index of the token after the name, or -1
// when it read no object.
func (p *parser) genericObject(g *Generic) int {
	start := p.pos
	i := p.pos
	ifExists := p.kwAt(i, kwIF) && p.kwAt(i+1, kwEXISTS)
	ifNotExists := p.kwAt(i, kwIF) && p.kwAt(i+1, kwNOT) && p.kwAt(i+2, kwEXISTS)
	switch {
	case ifExists:
		i += 2
	case ifNotExists && (g.Keyword == "CREATE DATABASE" || isCreateModel(g.Keyword)):
		i += 3
	case ifNotExists:
		return -1
	}
	var name QualifiedName
	for {
		if i >= p.end || !isNameToken(p.toks[i]) {
			return -1
		}
		id := p.identOf(p.toks[i])
		if len(name.Parts) == 0 {
			name.Span = id.Span
		}
		name.Parts = append(name.Parts, id)
		name.Span.End = id.Span.End
		i++
		if !p.isPunctAt(i, '.') {
			break
		}
		i++
	}
	action := ""
	if i < p.end {
		t := p.toks[i]
		w := ""
		if t.kind == tkIdent && !t.hole() {
			w = p.word(t)
		}
		switch {
		case g.Keyword == "LOAD MODULE" && w == "WITH":
		case g.Keyword == "CREATE DATABASE" && (w == "WITH" || w == "COMMENT"):
		case g.Keyword == "DROP DATABASE" && (w == "RESTRICT" || w == "CASCADE") && i+1 == p.end:
			action = w
		case g.Keyword == "ALTER CATALOG" && (w == "SET" || w == "RESET" || w == "COMMENT"):
			action = w
		case isCreateModel(g.Keyword) && (w == "INPUT" || w == "OUTPUT" || w == "COMMENT" || w == "WITH" || w == "AS"):
		case g.Keyword == "ALTER MODEL" && (w == "SET" || w == "RESET" || w == "RENAME"):
			action = w
		default:
			return -1
		}
	}
	g.Object, g.IfExists, g.IfNotExists, g.Action = &name, ifExists, ifNotExists, action
	p.pos = start
	return i
}

// genericNames reads USE MODULES' `name {, name}` into g.Names when that
// is the whole rest of the statement; it records no error and leaves
// p.pos where it was.
func (p *parser) genericNames(g *Generic) {
	var names []Ident
	for i := p.pos; ; i++ {
		if i >= p.end || !isNameToken(p.toks[i]) {
			return
		}
		names = append(names, p.identOf(p.toks[i]))
		i++
		if i >= p.end {
			break
		}
		if !p.isPunctAt(i, ',') {
			return
		}
	}
	g.Names = names
}

// genericFrom reads SHOW DATABASES' `FROM|IN name` into g.Object and
// g.Action (FROM or IN), whatever follows the name ([NOT] [I]LIKE ...);
// it records no error and leaves p.pos where it was.
func (p *parser) genericFrom(g *Generic) {
	i := p.pos
	if i >= p.end || p.toks[i].kind != tkIdent || p.toks[i].hole() {
		return
	}
	action := p.word(p.toks[i])
	if action != "FROM" && action != "IN" {
		return
	}
	i++
	var name QualifiedName
	for {
		if i >= p.end || !isNameToken(p.toks[i]) {
			return
		}
		id := p.identOf(p.toks[i])
		if len(name.Parts) == 0 {
			name.Span = id.Span
		}
		name.Parts = append(name.Parts, id)
		name.Span.End = id.Span.End
		i++
		if !p.isPunctAt(i, '.') {
			break
		}
		i++
	}
	g.Object, g.Action = &name, action
}

func containsKw(list []kw, k kw) bool {
	for _, x := range list {
		if x == k {
			return true
		}
	}
	return false
}

// word returns a word token in upper case, without allocating for keywords.
func (p *parser) word(t token) string {
	if t.kw != kwNone {
		return kwNames[t.kw]
	}
	return upperWord(p.text(t))
}

// extendedColumnsAt reports whether the '(' at i opens a list of column
// declarations (name type, ...) rather than a list of column names.
func (p *parser) extendedColumnsAt(i int) bool {
	name, typ := p.peekAt(i+1), p.peekAt(i+2)
	return (name.kind == tkIdent || name.kind == tkQuoted) && typ.kind == tkIdent && !p.isQueryStart(i+1)
}
