package sqlparse

import (
	"fmt"
	"strings"
)

// parseCreate parses CREATE [OR REPLACE] [TEMPORARY [SYSTEM]] TABLE / VIEW /
// CATALOG / FUNCTION; other CREATE statements (DATABASE, MODEL,
// MATERIALIZED TABLE, ...) are Generic.
func (p *parser) parseCreate() Statement {
	first := p.pos
	start := int(p.tok().start)
	p.pos++ // CREATE
	orReplace := false
	if p.isKw(kwOR) && p.kwAt(p.pos+1, kwREPLACE) {
		p.pos += 2
		orReplace = true
	}
	temporary := p.acceptKw(kwTEMPORARY)
	systemAt := p.pos
	system := p.acceptKw(kwSYSTEM)
	switch {
	case p.isKw(kwTABLE) && !system:
		p.pos++
		return p.parseCreateTable(start, orReplace, temporary)
	case p.isKw(kwVIEW) && !system:
		p.pos++
		return p.parseCreateView(start, temporary)
	case p.isKw(kwCATALOG) && !temporary && !system:
		p.pos++
		return p.parseCreateCatalog(start)
	case p.isKw(kwFUNCTION):
		if system && !temporary {
			// SqlCreateFunction: system functions are temporary only.
			p.pos = systemAt
			p.fail("TEMPORARY before SYSTEM (a system function can only be temporary)")
		}
		p.pos++
		f := p.parseCreateFunction(start, system)
		f.Temporary, f.System = temporary, system
		return f
	}
	p.pos = first
	p.checkUnmodelled()
	return p.parseGeneric()
}

// parseIfNotExists consumes IF NOT EXISTS and reports whether it was there.
func (p *parser) parseIfNotExists() bool {
	if !p.isKw(kwIF) {
		return false
	}
	p.pos++
	p.expectKw(kwNOT, " after IF")
	p.expectKw(kwEXISTS, " after IF NOT")
	return true
}

// createTableClauses are the clauses of CREATE TABLE after its columns, in
// the order Flink's grammar takes them (SqlCreateTable), each at most once;
// LIKE and AS exclude each other.
var createTableClauses = [...]string{"COMMENT", "DISTRIBUTED BY", "PARTITIONED BY", "USING CONNECTION", "WITH", "LIKE", "AS"}

// clauseRank returns the index in createTableClauses of the clause at the
// current token, or -1.
func (p *parser) clauseRank() int {
	switch t := p.tok(); t.kw {
	case kwCOMMENT:
		return 0
	case kwDISTRIBUTED:
		return 1
	case kwPARTITIONED:
		return 2
	case kwUSING:
		if p.pos+1 < p.end && equalFold(p.text(p.toks[p.pos+1]), "CONNECTION") {
			return 3
		}
	case kwWITH:
		return 4
	case kwLIKE:
		return 5
	case kwAS:
		return 6
	}
	return -1
}

// failClause reports the token after the clause of rank last as out of
// place, naming the clauses that may follow.
func (p *parser) failClause(last int) {
	next := last + 1
	if last >= 5 {
		p.fail("end of statement")
	}
	p.fail(joinAlternatives(append(createTableClauses[next:len(createTableClauses):len(createTableClauses)], "end of statement")))
}

// parseCreateTable parses the rest of CREATE TABLE after the TABLE keyword.
func (p *parser) parseCreateTable(start int, orReplace, temporary bool) *CreateTable {
	ct := &CreateTable{OrReplace: orReplace, Temporary: temporary}
	ct.IfNotExists = p.parseIfNotExists()
	ct.Name = p.parseQualifiedName(" as table name")
	namesOnly := -1 // the '(' of a list of column names without types
	if p.isPunct('(') {
		if p.columnNamesAt(p.pos) {
			namesOnly = p.pos
		}
		p.parseColumnsOrIdents(ct)
	}
	last := -1
	var connection Span
	for p.pos < p.end {
		t := p.tok()
		if t.hole() && t.kind == tkIdent {
			p.pos++ // a hole standing for a whole clause
			continue
		}
		rank := p.clauseRank()
		if rank <= last || (rank == 6 && last == 5) {
			p.failClause(last)
		}
		last = rank
		switch rank {
		case 0:
			p.pos++
			ct.Comment = p.parseString(" after COMMENT").Value
		case 1:
			ct.Distributed, ct.DistributedBy, ct.Buckets = p.parseDistribution()
		case 2:
			p.pos++
			p.expectKw(kwBY, " after PARTITIONED")
			ct.PartitionBy = p.parseIdentList(" after PARTITIONED BY")
		case 3:
			// USING CONNECTION cat.db.conn: on Flink's master branch,
			// in no release up to 2.2 (parserImpls.ftl).
			connection = Span{int(t.start), int(p.toks[p.pos+1].end)}
			p.pos += 2
			p.parseQualifiedName(" after USING CONNECTION")
			p.script.Unreleased = append(p.script.Unreleased, Construct{Name: "USING CONNECTION", Span: connection})
		case 4:
			p.pos++
			ct.Options = p.parseProperties(" after WITH")
			ct.With = Span{int(t.start), p.prevEnd()}
		case 5:
			ct.Like = p.parseLike()
		case 6:
			if connection.End > 0 {
				p.errorAt(connection, "USING CONNECTION cannot be used with AS (CREATE TABLE AS takes no connection)")
				panic(bailout{})
			}
			p.pos++
			ct.AsQuery = p.parseQuery()
		}
	}
	if namesOnly >= 0 {
		if ct.AsQuery == nil {
			// Reported at the '(' of the list, as Flink does.
			t := p.toks[namesOnly]
			p.errorAt(Span{int(t.start), int(t.end)}, "column names without data types are only allowed in CREATE TABLE ... AS")
			panic(bailout{})
		}
	}
	ct.Span = Span{start, p.prevEnd()}
	return ct
}

// columnNamesAt reports whether the '(' at i opens a list of column names
// without types (TableColumnsOrIdentifiers, Flink 2.2): a name followed
// by ',' or ')' or '.'.
func (p *parser) columnNamesAt(i int) bool {
	name := p.peekAt(i + 1)
	if !isNameToken(name) || name.hole() || i+2 >= p.end {
		return false
	}
	return p.isPunctAt(i+2, ',') || p.isPunctAt(i+2, ')') || p.isPunctAt(i+2, '.')
}

// parseColumnsOrIdents parses the parenthesised columns of CREATE TABLE:
// column and constraint definitions, or (for CREATE TABLE AS) column names.
func (p *parser) parseColumnsOrIdents(ct *CreateTable) {
	if !p.columnNamesAt(p.pos) {
		p.parseTableElements(ct)
		return
	}
	p.pos++
	for {
		name := p.parseQualifiedName(" (column name)")
		ct.ColumnNames = append(ct.ColumnNames, name.Object())
		if !p.acceptPunct(',') {
			break
		}
	}
	if !p.isPunct(')') {
		// A type after a later column: the first one lacks its type.
		p.fail("',' or ')' after column names without types (or a data type for every column)")
	}
	p.pos++
}

// parseDistribution parses DISTRIBUTED BY [HASH|RANGE] (cols) [INTO n
// BUCKETS] or DISTRIBUTED INTO n BUCKETS (Flink 2.x): its span, its
// bucket keys (nil without BY) and its bucket count (Value "" without
// INTO; Hole for a hole).
func (p *parser) parseDistribution() (Span, []Ident, Literal) {
	start := int(p.tok().start)
	p.pos++
	into := true
	var keys []Ident
	var buckets Literal
	if p.acceptKw(kwBY) {
		if p.isKw(kwHASH) || p.isKw(kwRANGE) {
			p.pos++ // SqlDistribution: no other algorithm
		}
		keys = p.parseIdentList(" after DISTRIBUTED BY")
		into = p.isKw(kwINTO)
	}
	if into {
		p.expectKw(kwINTO, " or BY after DISTRIBUTED")
		if t := p.tok(); t.kind == tkNumber || t.hole() {
			buckets = Literal{Span: Span{int(t.start), int(t.end)}, Hole: t.hole(), Value: p.text(t)}
			p.pos++
		} else {
			p.fail("bucket count after INTO")
		}
		p.expectKw(kwBUCKETS, " after the bucket count")
	}
	return Span{start, p.prevEnd()}, keys, buckets
}

// parseLike parses LIKE source [( INCLUDING|EXCLUDING|OVERWRITING feature ... )].
func (p *parser) parseLike() *LikeClause {
	start := int(p.tok().start)
	p.pos++
	lc := &LikeClause{Source: p.parseQualifiedName(" after LIKE")}
	if p.acceptPunct('(') {
		if p.isPunct(')') {
			p.fail("INCLUDING, EXCLUDING or OVERWRITING (LIKE options are never empty)")
		}
		for !p.isPunct(')') {
			t := p.tok()
			var mode LikeMode
			switch t.kw {
			case kwINCLUDING:
				mode = LikeIncluding
			case kwEXCLUDING:
				mode = LikeExcluding
			case kwOVERWRITING:
				mode = LikeOverwriting
			default:
				p.fail("INCLUDING, EXCLUDING, OVERWRITING or ')' in LIKE options")
			}
			p.pos++
			f := p.tok()
			feature := kwNames[f.kw]
			switch f.kw {
			case kwALL, kwCONSTRAINTS, kwGENERATED, kwMETADATA, kwOPTIONS, kwPARTITIONS, kwWATERMARKS:
			default:
				if !strings.EqualFold(p.word(f), "DISTRIBUTION") { // Flink 2.0
					p.fail("ALL, CONSTRAINTS, DISTRIBUTION, GENERATED, METADATA, OPTIONS, PARTITIONS or WATERMARKS")
				}
				feature = "DISTRIBUTION"
			}
			p.checkLikeOption(lc, mode, feature)
			p.pos++
			lc.Options = append(lc.Options, LikeOption{Span: Span{int(t.start), int(f.end)}, Mode: mode, Feature: feature})
			p.acceptPunct(',')
		}
		p.pos++
	}
	lc.Span = Span{start, p.prevEnd()}
	return lc
}

// checkLikeOption rejects what SqlTableLike.validate rejects when Flink
// parses the statement: a feature named twice, and OVERWRITING of ALL,
// CONSTRAINTS, DISTRIBUTION or PARTITIONS (they have nothing to overwrite).
// The current token is the feature.
func (p *parser) checkLikeOption(lc *LikeClause, mode LikeMode, feature string) {
	for _, o := range lc.Options {
		if o.Feature == feature {
			p.fail("another LIKE feature (each is named once)")
		}
	}
	switch feature {
	case "ALL", "CONSTRAINTS", "DISTRIBUTION", "PARTITIONS":
		if mode == LikeOverwriting {
			p.fail("GENERATED, METADATA, OPTIONS or WATERMARKS after OVERWRITING")
		}
	}
}

// parseTableElements parses the parenthesised column and constraint list.
func (p *parser) parseTableElements(ct *CreateTable) {
	p.pos++ // (
	if p.acceptPunct(')') {
		return
	}
	ct.Columns = make([]Column, 0, p.countItemsBut(p.pos, p.notColumnAt))
	for {
		p.parseTableElement(ct)
		if !p.acceptPunct(',') {
			break
		}
		if p.isPunct(')') { // trailing comma
			break
		}
	}
	p.expectPunct(')', " or ',' in column list")
}

// notColumnAt reports whether the table element beginning at token i is a
// watermark or a constraint rather than a column, as parseTableElement
// tells them apart.
func (p *parser) notColumnAt(i int) bool {
	if i >= p.end {
		return false
	}
	switch t := p.toks[i]; t.kw {
	case kwWATERMARK:
		return p.kwAt(i+1, kwFOR)
	case kwCONSTRAINT:
		return true
	case kwPRIMARY:
		return p.kwAt(i+1, kwKEY)
	default:
		return t.kind == tkIdent && strings.EqualFold(p.text(t), "UNIQUE") && p.isPunctAt(i+1, '(')
	}
}

func (p *parser) parseTableElement(ct *CreateTable) {
	t := p.tok()
	switch {
	case t.kw == kwWATERMARK && p.kwAt(p.pos+1, kwFOR):
		if len(ct.Watermarks) > 0 {
			p.fail("a column or constraint (Flink takes one WATERMARK per table)")
		}
		p.pos += 2
		q := p.parseQualifiedName(" after WATERMARK FOR")
		col := q.Object()
		if len(q.Parts) > 1 {
			col = Ident{Span: q.Span, Name: q.String()}
		}
		p.expectKw(kwAS, " after WATERMARK FOR column")
		p.failQueryExpr()
		exprAt := p.pos
		expr := p.skipExpr(false, " after WATERMARK FOR column AS")
		ct.Watermarks = append(ct.Watermarks, Watermark{Span: Span{int(t.start), expr.End}, Column: col, Nested: len(q.Parts) > 1, Expr: expr, ExprAST: p.buildExprAST(exprAt, p.pos)})
	case strings.EqualFold(p.word(t), "UNIQUE") && p.isPunctAt(p.pos+1, '('),
		t.kw == kwCONSTRAINT && p.pos+2 < p.end && strings.EqualFold(p.word(p.toks[p.pos+2]), "UNIQUE"):
		// UNIQUE (a, b) [NOT ENFORCED]: Flink's parser accepts it (the
		// planner rejects it later, which is a rule's business).
		if t.kw == kwCONSTRAINT {
			p.pos += 2
		}
		p.pos++
		p.parseIdentList(" after UNIQUE")
		p.parseNotEnforced()
	case t.kw == kwCONSTRAINT || (t.kw == kwPRIMARY && p.kwAt(p.pos+1, kwKEY)):
		pk := &PrimaryKey{}
		if t.kw == kwCONSTRAINT {
			p.pos++
			pk.Name = p.parseIdent(" after CONSTRAINT").Name
		}
		p.expectKw(kwPRIMARY, " after CONSTRAINT name")
		p.expectKw(kwKEY, " after PRIMARY")
		pk.Columns = p.parseIdentList(" after PRIMARY KEY")
		pk.NotEnforced = p.parseNotEnforced()
		pk.Span = Span{int(t.start), p.prevEnd()}
		ct.setPrimaryKey(pk)
	case t.hole() && t.kind == tkIdent && (p.isPunctAt(p.pos+1, ',') || p.isPunctAt(p.pos+1, ')')):
		// A hole standing for any number of columns.
		p.pos++
		ct.Columns = append(ct.Columns, Column{Name: p.identOf(t), end: t.end})
	default:
		col, pk := p.parseColumn()
		ct.Columns = append(ct.Columns, col)
		if pk != nil {
			ct.setPrimaryKey(pk)
		}
	}
}

// setPrimaryKey records a PRIMARY KEY declaration; a second one is kept
// aside (Flink's SqlCreateTable.validate rejects it).
func (ct *CreateTable) setPrimaryKey(pk *PrimaryKey) {
	if ct.PrimaryKey != nil {
		if ct.SecondPrimaryKey.End == 0 {
			ct.SecondPrimaryKey = pk.Span
		}
		return
	}
	ct.PrimaryKey = pk
}

// failQueryExpr rejects a query where an expression of a table's schema
// begins (Calcite's ACCEPT_NON_QUERY context: "Query expression
// encountered in illegal context"), reported at its '(' as Flink does.
func (p *parser) failQueryExpr() {
	i := p.pos
	for p.isPunctAt(i, '(') && i < p.end {
		i++
	}
	if i > p.pos && i < p.end {
		switch p.toks[i].kw {
		case kwSELECT, kwWITH, kwVALUES:
			p.fail("an expression (a computed column or watermark is no query)")
		}
	}
}

// parseNotEnforced consumes NOT ENFORCED (or ENFORCED, which Flink rejects
// semantically but which is syntax) and reports NOT ENFORCED.
func (p *parser) parseNotEnforced() bool {
	if p.acceptKw(kwNOT) {
		p.expectKw(kwENFORCED, " after NOT")
		return true
	}
	p.acceptKw(kwENFORCED)
	return false
}

// parseColumn parses a physical, computed or metadata column and returns a
// column-level primary key if it declares one.
func (p *parser) parseColumn() (Column, *PrimaryKey) {
	col := Column{Name: p.parseIdent(" (column name), WATERMARK or PRIMARY KEY")}
	if p.isPunct('.') && !p.kwAt(p.pos+2, kwAS) {
		// TypedColumn takes a compound name: ALTER TABLE t ADD r.f INT adds
		// field f to row column r.
		p.pos--
		q := p.parseQualifiedName(" (column name)")
		col.Name = Ident{Span: q.Span, Name: q.String()}
	}
	var pk *PrimaryKey
	if p.acceptKw(kwAS) {
		col.Kind = ComputedColumn
		p.failQueryExpr()
		exprAt := p.pos
		x := col.more()
		x.expr = p.skipExpr(true, " for computed column")
		x.exprAST = p.buildExprAST(exprAt, p.pos)
	} else {
		col.typeStart = p.tok().start
		p.parseType(0)
		col.Type = p.src[col.typeStart:p.prevEnd()]
	}
	for p.pos < p.end {
		t := p.tok()
		switch {
		case t.kw == kwMETADATA && col.Kind == PhysicalColumn:
			p.pos++
			col.Kind = MetadataColumn
			if p.acceptKw(kwFROM) {
				key := p.parseString(" after METADATA FROM")
				if key.Value != "" {
					col.more().metadataOf = key.Value
				}
				col.MetadataOfHole = key.Hole
			}
			if p.acceptKw(kwVIRTUAL) {
				col.Virtual = true
			}
		case t.kw == kwCONSTRAINT || t.kw == kwPRIMARY:
			pk = &PrimaryKey{}
			if p.acceptKw(kwCONSTRAINT) {
				pk.Name = p.parseIdent(" after CONSTRAINT").Name
			}
			p.expectKw(kwPRIMARY, " after CONSTRAINT name")
			p.expectKw(kwKEY, " after PRIMARY")
			pk.NotEnforced = p.parseNotEnforced()
			pk.Columns = []Ident{col.Name}
			pk.Span = Span{int(t.start), p.prevEnd()}
			col.PrimaryKey = true
		case t.kw == kwCOMMENT:
			p.pos++
			if c := p.parseString(" after COMMENT").Value; c != "" {
				col.more().comment = c
			}
		default:
			col.end = int32(p.prevEnd())
			return col, pk
		}
	}
	col.end = int32(p.prevEnd())
	return col, pk
}

// parseType parses a data type, nested to at most maxDepth levels.
func (p *parser) parseType(depth int) {
	if depth > maxDepth {
		t := p.tok()
		p.limitAt(Span{int(t.start), int(t.end)}, fmt.Sprintf("type nested deeper than %d levels: flinklint does not analyse the statement", maxDepth))
		panic(bailout{})
	}
	t := p.tok()
	if !isNameToken(t) {
		p.fail("data type")
	}
	p.pos++
	switch t.kw {
	case kwNULL, kwINTERVAL:
		// Flink's DDL declares neither (ExtendedDataType: "Incorrect syntax
		// near the keyword").
		p.pos--
		p.fail("data type (" + kwNames[t.kw] + " is no type a table declares)")
	case kwROW:
		switch {
		case p.acceptPunct('<'):
			p.parseRowFields(depth, '>')
		case p.acceptPunct('('):
			p.parseRowFields(depth, ')')
		}
	case kwARRAY, kwMULTISET:
		if p.acceptPunct('<') {
			p.parseType(depth + 1)
			p.expectPunct('>', " to close "+kwNames[t.kw]+"<")
		}
	case kwMAP:
		p.expectPunct('<', " after MAP")
		p.parseType(depth + 1)
		p.expectPunct(',', " between MAP key and value types")
		p.parseType(depth + 1)
		p.expectPunct('>', " to close MAP<")
	case kwTIMESTAMP, kwTIME:
		if p.isPunct('(') {
			p.skipBalanced()
		}
		if (p.isKw(kwWITH) || p.isKw(kwWITHOUT)) && (p.kwAt(p.pos+1, kwLOCAL) || p.kwAt(p.pos+1, kwTIME)) {
			p.pos++
			p.acceptKw(kwLOCAL)
			p.expectKw(kwTIME, " in TIME ZONE")
			p.expectKw(kwZONE, " after TIME")
		}
	case kwDOUBLE:
		p.acceptKw(kwPRECISION)
	case kwCHAR, kwCHARACTER:
		p.acceptKw(kwVARYING)
		if p.isPunct('(') {
			p.skipBalanced()
		}
		p.parseCharacterSet()
	default:
		if equalFold(p.text(t), "STRUCTURED") && p.isPunct('<') {
			// SqlStructuredTypeName (Flink 2.2): STRUCTURED<'class' [, fields]>
			p.pos++
			p.parseString(" (STRUCTURED class name)")
			if p.acceptPunct(',') {
				p.parseRowFields(depth, '>')
			} else {
				p.expectPunct('>', " to close STRUCTURED<")
			}
			break
		}
		if equalFold(p.text(t), "RAW") && p.isPunct('(') {
			// SqlRawTypeName: RAW('class', 'serializer snapshot')
			p.pos++
			p.parseString(" (RAW class name)")
			p.expectPunct(',', " after the RAW class name")
			p.parseString(" (RAW serializer snapshot)")
			p.expectPunct(')', " to close RAW(")
			break
		}
		qualified := false
		for p.isPunct('.') && isNameToken(p.peekAt(p.pos+1)) {
			p.pos += 2
			qualified = true
		}
		if equalFold(p.text(t), "BINARY") && p.pos < p.end && equalFold(p.text(p.tok()), "VARYING") {
			p.pos++
		}
		if p.isPunct('(') {
			if qualified || !takesParameters(p.text(t)) {
				// INT(11), as MySQL writes it: Calcite's types take no
				// parameters but those below.
				p.fail("the end of the type (" + clip(p.text(t)) + " takes no parameters)")
			}
			p.skipBalanced()
		}
		if equalFold(p.text(t), "VARCHAR") {
			p.parseCharacterSet()
		}
	}
	for {
		switch {
		case p.isKw(kwNOT) && p.kwAt(p.pos+1, kwNULL):
			p.pos += 2
		case p.isKw(kwNULL):
			p.pos++
		case p.isKw(kwARRAY) || p.isKw(kwMULTISET):
			p.pos++
		default:
			return
		}
	}
}

// parseCharacterSet parses the optional `CHARACTER SET name` of a
// character type (Calcite's CharacterTypeName), as Flink itself writes a
// table's schema back: VARCHAR(2147483647) CHARACTER SET `UTF-16LE`.
func (p *parser) parseCharacterSet() {
	if !p.isKw(kwCHARACTER) || !p.kwAt(p.pos+1, kwSET) {
		return
	}
	p.pos += 2
	if !isNameToken(p.tok()) {
		p.fail("character set name")
	}
	p.pos++
}

// parameterisedTypes are the type names that take parameters in
// parentheses (Calcite's SqlTypeName2, SqlTypeName3 and CharacterTypeName,
// Flink's TIMESTAMP_LTZ); CHAR, TIME, TIMESTAMP and RAW have cases of their
// own in parseType.
var parameterisedTypes = [...]string{"VARCHAR", "BINARY", "VARBINARY", "DECIMAL", "DEC", "NUMERIC", "ANY", "TIMESTAMP_LTZ"}

func takesParameters(name string) bool {
	for _, n := range parameterisedTypes {
		if equalFold(name, n) {
			return true
		}
	}
	return false
}

// parseRowFields parses `name type [COMMENT 'c'], ...` up to the closing
// delimiter.
func (p *parser) parseRowFields(depth int, closer byte) {
	if p.acceptPunct(closer) {
		return
	}
	for {
		p.parseIdent(" (ROW field name)")
		p.parseType(depth + 1)
		if p.acceptKw(kwCOMMENT) {
			p.parseString(" after COMMENT")
		} else if t := p.tok(); t.kind == tkString && p.pos < p.end {
			p.pos++ // ExtendedFieldNameTypeCommaList: a description without COMMENT
		}
		if !p.acceptPunct(',') {
			break
		}
	}
	p.expectPunct(closer, " to close ROW")
}

// parseIntervalQualifier consumes the units of an INTERVAL type, e.g. DAY(2)
// TO SECOND(3).
func (p *parser) parseIntervalQualifier() {
	for p.pos < p.end {
		t := p.tok()
		switch {
		case t.kw == kwTO:
			p.pos++
		case t.kind == tkIdent && isIntervalUnit(p.text(t)):
			p.pos++
			if p.isPunct('(') {
				p.skipBalanced()
			}
		default:
			return
		}
	}
}

func isIntervalUnit(w string) bool {
	for _, u := range [...]string{"YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND"} {
		if equalFold(w, u) {
			return true
		}
	}
	return false
}

// equalFold compares ASCII case-insensitively.
func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'a' <= x && x <= 'z' {
			x -= 'a' - 'A'
		}
		if 'a' <= y && y <= 'z' {
			y -= 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// parseAlterTable parses ALTER TABLE [IF EXISTS] name action.
func (p *parser) parseAlterTable() *AlterTable {
	start := int(p.tok().start)
	p.pos += 2 // ALTER TABLE
	at := &AlterTable{}
	if p.isKw(kwIF) {
		p.pos++
		p.expectKw(kwEXISTS, " after IF")
		at.IfExists = true
	}
	at.Name = p.parseQualifiedName(" as table name")
	t := p.tok()
	if t.kind != tkIdent {
		p.fail("SET, RESET, ADD, MODIFY, DROP or RENAME")
	}
	at.Action = p.word(t)
	switch t.kw {
	case kwSET:
		p.pos++
		if p.acceptKw(kwTBLPROPERTIES) {
			at.Options = p.parseOptionList(" after SET TBLPROPERTIES") // Hive's form
		} else {
			at.Options = p.parseProperties(" after SET")
		}
	case kwRESET:
		p.pos++
		p.expectPunct('(', " after RESET")
		for !p.isPunct(')') {
			key := p.parseKey(" in RESET list")
			if !key.Hole && (!key.Quoted || p.src[key.Span.Start] == '"') {
				// PropertyKeys: string literals, as in WITH.
				p.errorAt(key.Span, "expected string literal (an option key is quoted: '...'), found '"+clip(p.src[key.Span.Start:key.Span.End])+"'")
				panic(bailout{})
			}
			at.ResetKeys = append(at.ResetKeys, key)
			if !p.acceptPunct(',') {
				break
			}
		}
		p.expectPunct(')', " after RESET keys")
	default:
		// ADD / MODIFY / DROP / RENAME / COMPACT: checked against Flink's
		// grammar (SqlAlterTable) and kept as a token range.
		actionAt := p.pos
		if !p.checkGrammar(&grammar.alterAction) {
			p.fail("SET, RESET, ADD, MODIFY, DROP, RENAME or COMPACT")
		}
		at.Schema = p.alterSchemaAt(actionAt)
		p.pos = actionAt
		p.skipRest()
	}
	at.Span = Span{start, p.prevEnd()}
	return at
}

// skipRest consumes the rest of the statement, checking that parentheses
// balance.
func (p *parser) skipRest() {
	depth := 0
	for p.pos < p.end {
		t := p.toks[p.pos]
		if t.kind == tkPunct {
			switch p.src[int(t.start)] {
			case '(':
				depth++
			case ')':
				depth--
				if depth < 0 {
					p.fail("end of statement (unbalanced ')')")
				}
			}
		}
		p.pos++
	}
	if depth > 0 {
		p.fail("')' to close an open '('")
	}
}

// upperWord upper-cases an ASCII word.
func upperWord(w string) string {
	b := []byte(w)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - ('a' - 'A')
		}
	}
	return string(b)
}

// parseCreateView parses the rest of CREATE [TEMPORARY] VIEW.
func (p *parser) parseCreateView(start int, temporary bool) *CreateView {
	v := &CreateView{Temporary: temporary}
	v.IfNotExists = p.parseIfNotExists()
	v.Name = p.parseQualifiedName(" as view name")
	if p.isPunct('(') && p.isPunctAt(p.pos+1, ')') {
		p.pos++
		p.fail("a column name") // ParenthesizedSimpleIdentifierList is never empty
	}
	if p.isPunct('(') {
		v.Columns = p.parseIdentList("")
	}
	if p.acceptKw(kwCOMMENT) {
		p.parseString(" after COMMENT")
	}
	p.expectKw(kwAS, " before the view query")
	v.Query = p.parseQuery()
	v.Span = Span{start, p.prevEnd()}
	return v
}

// parseAlterView parses ALTER VIEW name RENAME TO name and ALTER VIEW
// name AS query; for any other statement it returns nil with the position
// unchanged (a Generic statement then).
func (p *parser) parseAlterView() *AlterView {
	if !p.kwAt(p.pos+1, kwVIEW) {
		return nil
	}
	start, at := int(p.tok().start), p.pos
	i := p.pos + 2
	for i < p.end && isNameToken(p.toks[i]) {
		i++
		if !p.isPunctAt(i, '.') {
			break
		}
		i++
	}
	if !(p.kwAt(i, kwRENAME) && p.kwAt(i+1, kwTO)) && !p.kwAt(i, kwAS) {
		return nil
	}
	p.pos += 2
	v := &AlterView{Name: p.parseQualifiedName(" as view name")}
	if p.acceptKw(kwAS) {
		v.Query = p.parseQuery()
	} else {
		p.pos += 2 // RENAME TO
		to := p.parseQualifiedName(" as the new view name")
		v.NewName = &to
	}
	if p.pos == at {
		return nil
	}
	v.Span = Span{start, p.prevEnd()}
	return v
}

// parseCreateCatalog parses the rest of CREATE CATALOG.
func (p *parser) parseCreateCatalog(start int) *CreateCatalog {
	c := &CreateCatalog{}
	c.IfNotExists = p.parseIfNotExists()
	c.Name = p.parseIdent(" as catalog name")
	if p.acceptKw(kwCOMMENT) {
		p.parseString(" after COMMENT")
	}
	if p.acceptKw(kwWITH) {
		c.Options = p.parseProperties(" after WITH")
	}
	c.Span = Span{start, p.prevEnd()}
	return c
}

// parseCreateFunction parses the rest of CREATE FUNCTION.
func (p *parser) parseCreateFunction(start int, system bool) *CreateFunction {
	f := &CreateFunction{}
	f.IfNotExists = p.parseIfNotExists()
	if system {
		// A system function has a simple name (no catalog, no database).
		f.Name = QualifiedName{Parts: p.oneIdent(p.parseIdent(" as function name"))}
		f.Name.Span = f.Name.Parts[0].Span
	} else {
		f.Name = p.parseQualifiedName(" as function name")
	}
	p.expectKw(kwAS, " after the function name")
	f.Class = p.parseString(" (function class)")
	if p.acceptKw(kwLANGUAGE) {
		f.Language = upperWord(p.parseIdent(" after LANGUAGE").Name)
	}
	if p.acceptKw(kwUSING) {
		for {
			// USING JAR 'x', or USING ARTIFACT 'x' (Flink master, after 2.2)
			if a := p.tok(); strings.EqualFold(p.word(a), "ARTIFACT") && p.pos < p.end {
				p.pos++
				p.parseString(" after ARTIFACT")
				p.script.Unreleased = append(p.script.Unreleased, Construct{Name: "USING ARTIFACT", Span: Span{int(a.start), int(a.end)}})
			} else {
				p.expectKw(kwJAR, " or ARTIFACT after USING")
				f.Jars = append(f.Jars, p.parseString(" after JAR"))
			}
			if !p.acceptPunct(',') {
				break
			}
		}
	}
	if p.acceptKw(kwWITH) {
		p.parseProperties(" after WITH") // function options (Flink 2.2)
	}
	f.Span = Span{start, p.prevEnd()}
	return f
}
