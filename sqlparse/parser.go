package sqlparse

import (
	"math"
	"sort"
	"strings"
	"sync"
)

// maxDepth bounds recursion (nested types, hints); deeper input is a
// located error instead of a stack overflow.
const maxDepth = 200

// Parse parses a Flink SQL script. It never panics and always terminates: it
// returns every statement that parsed, a located error for each statement
// that did not, and every comment.
func Parse(src string) *Script { return parse(src, false) }

// ParseHive parses a script that runs under Flink's Hive dialect from its
// first statement (a file the project configuration says is Hive SQL), as
// Parse does after SET table.sql-dialect = hive.
func ParseHive(src string) *Script { return parse(src, true) }

func parse(src string, hive bool) *Script {
	if len(src) > math.MaxInt32 {
		return &Script{Errors: []*SyntaxError{{Span: Span{0, 0}, Msg: "input larger than 2 GiB"}}}
	}
	ws := takeWorkspace(src)
	defer ws.release()
	ws.p = parser{src: src, lx: &ws.lx, eof: len(src), script: &Script{}, hiveDialect: hive,
		queryFrames: ws.p.queryFrames, expectScratch: ws.p.expectScratch,
		identBlock: ws.p.identBlock, identBlockSize: ws.p.identBlockSize}
	p, lx := &ws.p, &ws.lx
	p.parseScript()
	if !p.sawSemicolon {
		markMissingSemicolons(src, p.script.Errors)
	}
	p.script.Comments = lx.comments
	p.script.Errors = append(p.script.Errors, lx.errs...)
	sort.SliceStable(p.script.Errors, func(i, j int) bool {
		return p.script.Errors[i].Span.Start < p.script.Errors[j].Span.Start
	})
	return p.script
}

// workspace is what a parse works in and no tree holds: the lexer with its
// token buffer (reused statement by statement), the parser with its frame
// stack and expectation buffer. Parses take one from workspaces and put it
// back, so that a run of many small scripts does not allocate a token
// buffer for each (it was 11 MB on the 2,000-job bench tree). The pool only
// saves allocations: every parse resets what it takes, so no result
// depends on which workspace a parse gets or on what parsed before in it.
// The unused rest of the parser's last block of identifiers (oneIdent)
// carries over to the next parse as well: the trees share blocks, never
// slots.
type workspace struct {
	lx lexer
	p  parser
}

// workspaces holds the idle workspaces; sync.Pool drops them in garbage
// collections.
var workspaces = sync.Pool{New: func() any { return new(workspace) }}

// maxPooledTokens bounds the token buffer a workspace keeps between
// parses: a big script's buffer is let go with its parse.
const maxPooledTokens = 1 << 14

// takeWorkspace takes a workspace from the pool, its lexer set to src.
func takeWorkspace(src string) *workspace {
	ws := workspaces.Get().(*workspace)
	ws.lx = lexer{src: src, toks: ws.lx.toks[:0]}
	return ws
}

// release drops what the parse produced and puts the workspace back.
func (ws *workspace) release() {
	toks := ws.lx.toks[:0]
	if cap(toks) > maxPooledTokens {
		toks = nil
	}
	ws.lx = lexer{toks: toks}
	ws.p = parser{queryFrames: ws.p.queryFrames[:0], expectScratch: ws.p.expectScratch[:0],
		identBlock: ws.p.identBlock, identBlockSize: ws.p.identBlockSize}
	workspaces.Put(ws)
}

// parser parses one statement at a time: toks holds the tokens of the
// current statement (through its ';'), and a statement is parsed over the
// token range [pos, end).
type parser struct {
	// sawSemicolon is set once a statement of the script ends with ';'.
	sawSemicolon bool
	// hiveDialect is set after SET table.sql-dialect = hive.
	hiveDialect bool
	src         string
	lx          *lexer
	off         int // where lexing of the next statement starts
	eof         int // offset reported for the end of input
	toks        []token
	pos         int
	end         int
	first       int // first token of the statement being parsed
	stmtLo      int // byte range of that statement, for lexical error checks
	stmtHi      int
	script      *Script

	identBlock     []Ident // see oneIdent
	identBlockSize int     // the size of the last block
	// queryFrames is parseQuery's reusable frame stack.
	queryFrames []qframe
	// expectScratch backs the expectations of grammar checks (checkGrammar).
	expectScratch []string
}

// addStatement appends a parsed statement to the script, in order, with
// the versioned constructs it holds.
func (p *parser) addStatement(st Statement) {
	p.script.Statements = append(p.script.Statements, st)
	markVersioned(p.src, p.script, st)
}

// bailout unwinds the parse of one statement after an error was recorded.
type bailout struct{}

// load lexes the next statement, through its ';', into the token buffer and
// reports whether there was any token left. Strings and comments are single
// tokens, so a ';' inside them never splits.
func (p *parser) load() bool {
	p.lx.toks = p.lx.toks[:0]
	p.off = p.lx.lex(p.off, len(p.src), true, true)
	p.toks = p.lx.toks
	return len(p.toks) > 0
}

// stmtEnd returns the index of the buffered statement's ';', or the buffer
// length when the input ended without one.
func (p *parser) stmtEnd() int {
	n := len(p.toks)
	if n > 0 && p.isPunctAt(n-1, ';') {
		return n - 1
	}
	return n
}

// statementStarts are the keywords a new statement begins with.
var statementStarts = map[kw]bool{
	kwCREATE: true, kwINSERT: true, kwSELECT: true, kwSET: true, kwRESET: true, kwUSE: true,
	kwDROP: true, kwALTER: true, kwEXECUTE: true, kwBEGIN: true, kwSHOW: true, kwEXPLAIN: true,
}

// markMissingSemicolons flags the errors of a script without any ';' that
// stand at a statement keyword beginning a line (SyntaxError.MissingSemicolon).
func markMissingSemicolons(src string, errs []*SyntaxError) {
	for _, e := range errs {
		start := e.Span.Start
		if start < 0 || start >= len(src) {
			continue
		}
		end := start
		for end < len(src) && isWordByte(src[end]) {
			end++
		}
		lineStart := strings.LastIndexByte(src[:start], '\n') + 1
		if end > start && statementStarts[lookupKeyword(src[start:end])] && strings.TrimSpace(src[lineStart:start]) == "" {
			e.MissingSemicolon = true
		}
	}
}

// parseScript parses statement after statement. Statement sets group the
// statements between their BEGIN and END.
func (p *parser) parseScript() {
	for p.load() {
		j := p.stmtEnd()
		if j < len(p.toks) {
			p.sawSemicolon = true
		}
		switch {
		case j == 0: // empty statement
		case p.kwAt(0, kwBEGIN) && p.kwAt(1, kwSTATEMENT) && p.kwAt(2, kwSET) && j == 3:
			// SQL-client form: BEGIN STATEMENT SET; ... END;
			p.parseStatementSet(3)
		case p.setBody() > 0:
			// EXECUTE / EXPLAIN / COMPILE [AND EXECUTE] PLAN ... STATEMENT SET BEGIN ... END
			p.parseStatementSet(p.setBody())
		default:
			p.parseTopStatement(j)
		}
	}
}

// parseTopStatement parses the buffered statement [0, j) of the script.
// After SET table.sql-dialect = hive the statements are Hive SQL, which this
// parser does not model yet: one that does not parse as Flink SQL becomes a
// Generic "HIVE" statement instead of a syntax error.
func (p *parser) parseTopStatement(j int) {
	nerr := len(p.script.Errors)
	st := p.parseRange(0, j)
	if g, ok := st.(*Generic); ok && p.hiveDialect && g.Keyword == "CREATE" {
		if ct := p.hiveCreateTable(j); ct != nil {
			st = ct // CREATE EXTERNAL TABLE
		}
	}
	if p.hiveDialect && len(p.script.Errors) > nerr {
		p.script.Errors = p.script.Errors[:nerr]
		end := p.eof
		if j < len(p.toks) {
			end = int(p.toks[j].start)
		} else if j > 0 {
			end = int(p.toks[j-1].end)
		}
		st = &Generic{Span: Span{int(p.toks[0].start), end}, Keyword: "HIVE"}
		if ct := p.hiveCreateTable(j); ct != nil {
			st = ct
		}
	}
	if !p.hiveDialect && len(p.script.Errors) > nerr {
		if m := p.hiveDDLMarker(j); m != "" {
			p.script.Errors[nerr].HiveDDL = m
			// The code that runs it may switch to the Hive dialect: the
			// table is kept, with the note.
			if ct := p.hiveCreateTable(j); ct != nil {
				st = ct
			}
		}
	}
	if set, ok := st.(*Set); ok && strings.EqualFold(set.Key.Value, "table.sql-dialect") && !set.Value.Hole {
		p.hiveDialect = strings.EqualFold(set.Value.Value, "hive")
	}
	if st != nil {
		p.addStatement(st)
	}
}

// hiveCreateTable reads the name and the TBLPROPERTIES of the Hive DDL
// statement [0, j): `CREATE [TEMPORARY] [EXTERNAL] TABLE [IF NOT EXISTS]
// name ... [TBLPROPERTIES ('k' = 'v', ...)]`; nil for anything else. It
// reports nothing: the statement has been judged already.
func (p *parser) hiveCreateTable(j int) (ct *CreateTable) {
	nerr := len(p.script.Errors)
	p.pos, p.end, p.first = 0, j, 0
	defer func() {
		p.script.Errors = p.script.Errors[:nerr]
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			ct = nil
		}
	}()
	word := func(i int) string {
		if i >= j || p.toks[i].kind != tkIdent {
			return ""
		}
		return strings.ToUpper(p.src[p.toks[i].start:p.toks[i].end])
	}
	if !p.acceptKw(kwCREATE) {
		return nil
	}
	ct = &CreateTable{Hive: true}
	for w := word(p.pos); w == "TEMPORARY" || w == "EXTERNAL"; w = word(p.pos) {
		ct.Temporary = ct.Temporary || w == "TEMPORARY"
		p.pos++
	}
	if !p.acceptKw(kwTABLE) {
		return nil
	}
	ct.IfNotExists = p.parseIfNotExists()
	ct.Name = p.parseQualifiedName(" as table name")
	for i := p.pos; i < j; i++ {
		if word(i) == "TBLPROPERTIES" && p.isPunctAt(i+1, '(') {
			p.pos = i + 1
			ct.Options = p.parseOptionList(" after TBLPROPERTIES")
			ct.With = Span{int(p.toks[i].start), p.prevEnd()}
			break
		}
	}
	end := p.eof
	if j < len(p.toks) {
		end = int(p.toks[j].start)
	}
	ct.Span = Span{int(p.toks[0].start), end}
	return ct
}

// hiveDDLMarker returns the Hive-only clause of the buffered CREATE
// statement [0, j), "" when it has none. Comments and strings are tokens
// of their own, so words in them never count.
func (p *parser) hiveDDLMarker(j int) string {
	if !p.kwAt(0, kwCREATE) {
		return ""
	}
	word := func(i int) string {
		if i >= j || p.toks[i].kind != tkIdent {
			return ""
		}
		return strings.ToUpper(p.src[p.toks[i].start:p.toks[i].end])
	}
	for i := 1; i < j; i++ {
		switch word(i) {
		case "TBLPROPERTIES":
			return "TBLPROPERTIES"
		case "STORED":
			if word(i+1) == "AS" {
				return "STORED AS"
			}
		case "ROW":
			if word(i+1) == "FORMAT" {
				return "ROW FORMAT"
			}
		case "PARTITIONED":
			// Flink lists partition columns by name; Hive declares them.
			if word(i+1) == "BY" && p.isPunctAt(i+2, '(') && word(i+3) != "" && word(i+4) != "" {
				return "a typed PARTITIONED BY column"
			}
		}
	}
	return ""
}

// setBody returns the index after `STATEMENT SET BEGIN` when the buffered
// statement opens a statement set block (EXECUTE STATEMENT SET BEGIN,
// EXPLAIN [details] STATEMENT SET BEGIN, COMPILE [AND EXECUTE] PLAN 'f' [IF
// NOT EXISTS] FOR STATEMENT SET BEGIN), or 0.
func (p *parser) setBody() int {
	switch p.toks[0].kw {
	case kwEXECUTE, kwEXPLAIN, kwCOMPILE:
	default:
		return 0
	}
	end := p.stmtEnd()
	for i := 1; i+2 < end && i < 16; i++ {
		if p.kwAt(i, kwSTATEMENT) && p.kwAt(i+1, kwSET) && p.kwAt(i+2, kwBEGIN) {
			return i + 3
		}
	}
	return 0
}

// parseStatementSet parses the statements of a statement set whose opening
// keywords are the buffered tokens [0, body), up to its END. EXPLAIN and
// COMPILE PLAN (without EXECUTE) run nothing: they yield a Generic.
func (p *parser) parseStatementSet(body int) {
	opener := Span{int(p.toks[0].start), int(p.toks[body-1].end)}
	set := &StatementSet{Span: opener}
	var generic *Generic
	if k := p.toks[0].kw; k == kwEXPLAIN || (k == kwCOMPILE && !p.kwAt(2, kwEXECUTE)) {
		p.pos, p.end, p.first = 0, body, 0
		generic = &Generic{Keyword: p.word(p.toks[0])}
		if p.toks[0].kw == kwCOMPILE {
			generic.Keyword = "COMPILE PLAN"
		}
		for _, t := range p.toks[:body] {
			if t.kind == tkString {
				generic.Strings = append(generic.Strings, p.stringLiteral(t))
			}
		}
	}
	done := func() {
		if generic != nil {
			generic.Span = set.Span
			p.addStatement(generic)
			return
		}
		p.addStatement(set)
	}
	// EXECUTE/EXPLAIN/COMPILE ... STATEMENT SET BEGIN is Flink's grammar
	// (SqlStatementSet: at least one INSERT before END); the SQL client's
	// BEGIN STATEMENT SET; ... END; may be empty.
	grammar := !p.kwAt(0, kwBEGIN)
	seen := false
	k := body // the EXECUTE form has its first statement in the same buffer
	for {
		if k >= p.stmtEnd() {
			if !p.load() {
				// `BEGIN STATEMENT SET` alone is a statement of its own, as the
				// SQL client sends it (its INSERTs and END follow separately).
				alone := len(set.Inserts) == 0 && generic == nil && k == body
				if !alone && !p.hasLexError(opener.Start, len(p.src)) {
					p.script.Errors = append(p.script.Errors, &SyntaxError{Span: opener, Msg: "expected END to close this statement set, found end of input"})
				}
				done()
				return
			}
			k = 0
			continue
		}
		j := p.stmtEnd()
		if p.kwAt(k, kwEND) && j == k+1 {
			if grammar && !seen && !p.hasLexError(opener.Start, int(p.toks[k].end)) {
				p.script.Errors = append(p.script.Errors, &SyntaxError{Span: Span{int(p.toks[k].start), int(p.toks[k].end)},
					Msg: "expected INSERT in statement set, found 'END' (a statement set holds at least one INSERT)"})
			}
			set.Span.End = int(p.toks[k].end)
			done()
			return
		}
		seen = true
		switch st := p.parseRange(k, j).(type) {
		case nil:
		case *Insert:
			set.Inserts = append(set.Inserts, st)
			set.Span.End = st.Span.End
		case *CreateTable:
			if st.AsQuery == nil {
				p.pos = k
				p.errorAt(Span{int(p.toks[k].start), int(p.toks[k].end)}, "expected INSERT, CREATE TABLE ... AS or END in statement set, found a CREATE TABLE without AS")
				break
			}
			// The SQL client and the gateway run a CTAS inside a statement
			// set (it creates the table and writes it in the set's job); it
			// is kept as a statement of its own, in order.
			p.addStatement(st)
			set.Span.End = st.Span.End
		default:
			p.pos = k
			p.errorAt(Span{int(p.toks[k].start), int(p.toks[k].end)}, "expected INSERT, CREATE TABLE ... AS or END in statement set, found '"+clip(p.text(p.toks[k]))+"'")
		}
		k = j
	}
}

// parseRange parses the statement made of tokens [i, j). It returns nil
// after recording an error.
func (p *parser) parseRange(i, j int) (st Statement) {
	p.pos, p.end, p.first = i, j, i
	p.stmtLo, p.stmtHi = int(p.toks[i].start), p.eof
	if j < len(p.toks) {
		p.stmtHi = int(p.toks[j].start)
	}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			st = nil
		}
	}()
	st = p.parseStatement()
	if p.pos < p.end {
		p.fail("end of statement")
	}
	if p.hasLexError(p.stmtLo, p.stmtHi) {
		return nil // already reported; a statement with a broken token is not trusted
	}
	return st
}

// parseStatement dispatches on the leading keyword. Statements without a
// tree of their own are Generic, checked against Flink's grammar
// (flinkgrammar.go).
func (p *parser) parseStatement() Statement {
	t := p.tok()
	switch t.kw {
	case kwCREATE:
		return p.parseCreate()
	case kwALTER:
		if p.kwAt(p.pos+1, kwTABLE) {
			return p.parseAlterTable()
		}
		if v := p.parseAlterView(); v != nil {
			return v
		}
	case kwSET:
		return p.parseSet()
	case kwRESET:
		return p.parseReset()
	case kwINSERT:
		return p.parseInsert(int(t.start))
	case kwCOMPILE:
		return p.parseCompile()
	case kwSELECT, kwWITH, kwVALUES:
		return p.parseSelect(int(t.start))
	case kwEXECUTE:
		next := p.peekAt(p.pos + 1)
		switch {
		case next.kw == kwINSERT:
			p.pos++
			return p.parseInsert(int(t.start))
		case next.kw == kwSELECT || next.kw == kwWITH || next.kw == kwVALUES || p.isPunctAt(p.pos+1, '('):
			p.pos++
			return p.parseSelect(int(t.start))
		}
	}
	if p.isPunct('(') {
		return p.parseSelect(int(t.start))
	}
	p.checkUnmodelled()
	if t.kw == kwUSE {
		if st := p.parseUse(); st != nil {
			return st
		}
	}
	return p.parseGeneric()
}

// parseUse reads USE CATALOG name and USE [catalog.]database, which the
// grammar check accepted; nil for USE MODULES and for a statement with a
// hole that stands for more than a name.
func (p *parser) parseUse() Statement {
	start := p.pos
	t := p.tok()
	p.pos++
	if p.isKw(kwCATALOG) && p.pos+2 == p.end && isNameToken(p.peekAt(p.pos+1)) {
		p.pos++
		name := p.identOf(p.tok())
		p.pos++
		return &UseCatalog{Span: Span{int(t.start), p.prevEnd()}, Name: name}
	}
	if p.pos < p.end && isNameToken(p.tok()) && !equalFold(p.text(p.tok()), "MODULES") && !p.isKw(kwCATALOG) {
		name := p.parseQualifiedName("")
		if p.pos == p.end && len(name.Parts) <= 2 {
			return &UseDatabase{Span: Span{int(t.start), p.prevEnd()}, Name: name}
		}
	}
	p.pos = start
	return nil
}

// --- token access -------------------------------------------------------

// tok returns the current token, or an EOF token at the statement's end.
func (p *parser) tok() token { return p.peekAt(p.pos) }

func (p *parser) peekAt(i int) token {
	if i < p.end {
		return p.toks[i]
	}
	// The end of a statement is where its last token ends, as Calcite
	// places <EOF> after the statement's text: not at the ';' that ends
	// it, which may stand lines further down.
	off := p.eof
	switch {
	case p.end > p.first && p.end <= len(p.toks):
		off = int(p.toks[p.end-1].end)
	case p.end < len(p.toks):
		off = int(p.toks[p.end].start)
	}
	return token{start: int32(off), end: int32(off), kind: tkEOF}
}

// kwAt reports whether token i is keyword k. Statement ends need no check:
// a ';' token is never a keyword.
func (p *parser) kwAt(i int, k kw) bool {
	return i >= 0 && i < len(p.toks) && p.toks[i].kw == k
}

func (p *parser) isKw(k kw) bool { return p.pos < p.end && p.toks[p.pos].kw == k }

func (p *parser) acceptKw(k kw) bool {
	if p.isKw(k) {
		p.pos++
		return true
	}
	return false
}

func (p *parser) expectKw(k kw, context string) {
	if !p.isKw(k) {
		p.fail(kwNames[k] + context)
	}
	p.pos++
}

func (p *parser) isPunctAt(i int, c byte) bool {
	return i >= 0 && i < len(p.toks) && p.toks[i].kind == tkPunct && p.src[int(p.toks[i].start)] == c
}

func (p *parser) isPunct(c byte) bool { return p.pos < p.end && p.isPunctAt(p.pos, c) }

func (p *parser) acceptPunct(c byte) bool {
	if p.isPunct(c) {
		p.pos++
		return true
	}
	return false
}

func (p *parser) expectPunct(c byte, context string) {
	if !p.isPunct(c) {
		p.fail("'" + string(c) + "'" + context)
	}
	p.pos++
}

// text returns the source text of a token.
func (p *parser) text(t token) string { return p.src[int(t.start):int(t.end)] }

// prevEnd returns the end offset of the last consumed token.
func (p *parser) prevEnd() int {
	if p.pos == 0 {
		return 0
	}
	return int(p.toks[p.pos-1].end)
}

// --- errors ---------------------------------------------------------------

// fail records "expected <what>, found <current token>" and abandons the
// statement.
func (p *parser) fail(what string) {
	t := p.tok()
	found := "end of statement"
	if t.kind != tkEOF {
		found = "'" + clip(p.text(t)) + "'"
	}
	p.errorAt(Span{int(t.start), int(t.end)}, "expected "+what+", found "+found)
	panic(bailout{})
}

// failAt records msg as the error at token i and abandons the statement:
// for a grammar's own message (a conformance check), not "expected X".
func (p *parser) failAt(i int, msg string) {
	p.pos = i
	t := p.tok()
	p.errorAt(Span{int(t.start), int(t.end)}, msg)
	panic(bailout{})
}

// errorAt records an error unless the statement being parsed already has a
// lexical error (one error per broken statement).
func (p *parser) errorAt(sp Span, msg string) {
	if !p.hasLexError(p.stmtLo, p.stmtHi) {
		p.script.Errors = append(p.script.Errors, &SyntaxError{Span: sp, Msg: msg})
	}
}

// limitAt records that the statement is not analysed past sp because it
// went past one of this parser's limits (SyntaxError.NotAnalysed), unless
// the statement already has a lexical error.
func (p *parser) limitAt(sp Span, msg string) {
	if !p.hasLexError(p.stmtLo, p.stmtHi) {
		p.script.Errors = append(p.script.Errors, &SyntaxError{Span: sp, Msg: msg, NotAnalysed: true})
	}
}

// hasLexError reports whether a lexical error starts in the byte range
// [lo, hi].
func (p *parser) hasLexError(lo, hi int) bool {
	for _, e := range p.lx.errs {
		if e.Span.Start >= lo && e.Span.Start <= hi {
			return true
		}
	}
	return false
}

// clip shortens token text quoted in messages.
func clip(s string) string {
	if len(s) > 40 {
		s = s[:37] + "..."
	}
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		s = s[:i] + "..."
	}
	return s
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
