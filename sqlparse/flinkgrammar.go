package sqlparse

// The productions of Flink's grammar for the statements sqlparse keeps as
// Generic, in the notation of grammar.go. Each names the production of
// parserImpls.ftl it transcribes (Calcite's Parser.jj for the statements
// Flink inherits). Forms of Flink's master branch that no release has yet
// are accepted too: rules judge versions, not the parser.

// grammarMacros are pieces of notation that productions share.
var grammarMacros = map[string]string{
	// [ NOT ] LIKE, with ILIKE where Flink allows it
	"like":      "[ NOT ] ( LIKE | ILIKE ) str",
	"plainlike": "[ NOT ] LIKE str",
	"fromdb":    "( FROM | IN ) name",
	// PropertyKeys
	"keys": "LPAREN [ str { COMMA str } ] RPAREN",
	// PartitionSpecCommaList
	"partspec": "LPAREN sname EQ literal { COMMA sname EQ literal } RPAREN",
	// ExtendedPartitionSpecCommaList: a key may go without a value
	"xpartspec": "LPAREN sname [ EQ literal ] { COMMA sname [ EQ literal ] } RPAREN",
	// AlterTableAddOrModify, alone or as a parenthesised list
	"addmod":     "( distribution | alterelements | alterelement )",
	"ifexists":   "[ IF EXISTS ]",
	"ifnotexist": "[ IF NOT EXISTS ]",
	"describe":   "( DESCRIBE | DESC )",
	"language":   "[ LANGUAGE ( JAVA | SCALA | SQL | PYTHON ) ]",
	"plantarget": "( STATEMENT SET BEGIN rest | insert )",
	"startmode": "START_MODE EQ ( FROM_BEGINNING | FROM_NOW [ LPAREN interval RPAREN ] | FROM_TIMESTAMP LPAREN tsliteral RPAREN" +
		" | RESUME_OR_FROM_BEGINNING | RESUME_OR_FROM_NOW [ LPAREN interval RPAREN ] | RESUME_OR_FROM_TIMESTAMP LPAREN tsliteral RPAREN )",
	"tsliteral": "TIMESTAMP [ WITH LOCAL TIME ZONE ] str",
	"refresh":   "REFRESH_MODE EQ ( FULL | CONTINUOUS )",
	"mtcolumns": "[ columnsoridents ] [ COMMENT str ] [ distribution ]" +
		" [ PARTITIONED BY names ] [ WITH props ] [ startmode ] [ FRESHNESS EQ interval ] [ refresh ] AS query",
	"names": "LPAREN sname { COMMA sname } RPAREN",
}

// grammarSources are the productions, keyed by nothing but order: the
// first words of each decide which apply to a statement.
var grammarSources = []string{
	// SqlShowCatalogs, SqlShowCurrentCatalogOrDatabase
	"SHOW CATALOGS [ like ]",
	"SHOW CURRENT ( CATALOG | DATABASE )",
	// SqlShowDatabases, SqlShowFunctions, SqlShowProcedures, SqlShowTables
	// (1.20: SqlShowViews), SqlShowColumns, SqlShowModels,
	// SqlShowConnections, SqlShowPartitions, SqlShowModules, SqlShowJars,
	// SqlShowJobs, SqlShowCreate
	"SHOW DATABASES [ fromdb ] [ like ]",
	"SHOW [ USER ] FUNCTIONS [ fromdb ] [ like ]",
	"SHOW PROCEDURES [ fromdb ] [ like ]",
	"SHOW ( TABLES | VIEWS | MATERIALIZED TABLES ) [ fromdb ] [ plainlike ]",
	"SHOW COLUMNS fromdb [ plainlike ]",
	"SHOW MODELS [ fromdb ] [ plainlike ]",
	"SHOW CONNECTIONS [ fromdb ] [ plainlike ]",
	"SHOW PARTITIONS name [ PARTITION partspec ]",
	"SHOW [ FULL ] MODULES",
	"SHOW JARS",
	"SHOW JOBS",
	"SHOW CREATE ( TABLE name | VIEW name | CATALOG sname | MODEL name | CONNECTION name | [ OR ALTER ] MATERIALIZED TABLE name )",
	// SqlDescribeCatalog, SqlDescribeDatabase, SqlRichDescribeFunction,
	// SqlRichDescribeModel, SqlRichDescribeConnection, SqlDescribeJob,
	// SqlRichDescribeTable; Calcite's SqlDescribe ([TABLE] t [column],
	// [STATEMENT] query, SCHEMA s)
	"describe CATALOG [ EXTENDED ] sname",
	"describe DATABASE [ EXTENDED ] name",
	"describe FUNCTION [ EXTENDED ] name",
	"describe MODEL [ EXTENDED ] name",
	"describe CONNECTION [ EXTENDED ] name",
	"describe JOB str",
	"describe [ EXTENDED ] !CATALOG !DATABASE !FUNCTION !MODEL !CONNECTION !JOB name",
	"describe TABLE name [ sname ]",
	"describe SCHEMA name",
	"describe [ STATEMENT ] querydml",
	// SqlUseCatalog, SqlUseModules, SqlUseDatabase
	"USE CATALOG sname",
	"USE MODULES sname { COMMA sname }",
	"USE !CATALOG !MODULES name",
	// SqlAlterCatalog, SqlAlterDatabase, SqlAlterFunction, SqlAlterView,
	// SqlAlterModel, SqlAlterConnection, SqlAlterMaterializedTable;
	// Calcite's SqlSetOption (ALTER SYSTEM|SESSION SET|RESET)
	"ALTER CATALOG sname ( SET props | RESET keys | COMMENT str )",
	"ALTER DATABASE name SET props",
	"ALTER [ TEMPORARY [ SYSTEM ] ] FUNCTION ifexists name AS str language",
	"ALTER VIEW name ( RENAME TO name | AS query )",
	"ALTER MODEL ifexists name ( RENAME TO name | SET props | RESET keys )",
	"ALTER CONNECTION ifexists name ( RENAME TO name | SET props | RESET keys )",
	"ALTER MATERIALIZED TABLE name ( SUSPEND | RESUME [ WITH props ] | REFRESH [ PARTITION partspec ]" +
		" | SET ( FRESHNESS EQ interval | refresh | props ) | RESET keys | AS query" +
		" | ADD addmod | MODIFY addmod | DROP droptarget )",
	"ALTER ( SYSTEM | SESSION ) ( SET rest | RESET rest )",
	// SqlCreateExtended: SqlCreateDatabase, SqlCreateOrAlterMaterializedTable,
	// SqlCreateModel, SqlCreateConnection (CREATE TABLE, VIEW, CATALOG and
	// FUNCTION have parser code of their own)
	"CREATE [ OR REPLACE ] DATABASE ifnotexist name [ COMMENT str ] [ WITH props ]",
	"CREATE [ OR ALTER ] MATERIALIZED TABLE name mtcolumns",
	"CREATE [ OR REPLACE ] [ TEMPORARY ] MODEL ifnotexist name [ INPUT elements ] [ OUTPUT elements ] [ COMMENT str ] [ WITH props ] [ AS query ]",
	"CREATE [ OR REPLACE ] [ TEMPORARY [ SYSTEM ] ] CONNECTION ifnotexist name [ COMMENT str ] WITH props",
	// SqlDropExtended
	"DROP [ TEMPORARY ] CATALOG ifexists name",
	"DROP MATERIALIZED TABLE ifexists name",
	"DROP [ TEMPORARY ] ( TABLE | VIEW | MODEL ) ifexists name",
	"DROP DATABASE ifexists name [ RESTRICT | CASCADE ]",
	"DROP [ TEMPORARY [ SYSTEM ] ] ( FUNCTION | CONNECTION ) ifexists name",
	// SqlReplaceTable; RichSqlInsert's UPSERT INTO
	"REPLACE [ TEMPORARY ] TABLE replacetable",
	"UPSERT INTO insertrest",
	// SqlLoadModule, SqlUnloadModule, SqlAddJar, SqlRemoveJar, SqlEndStatementSet
	"LOAD MODULE sname [ WITH props ]",
	"UNLOAD MODULE sname",
	"ADD JAR str",
	"REMOVE JAR str",
	"END",
	// SqlRichExplain (EXPLAIN ... STATEMENT SET BEGIN is a statement set of
	// the script), SqlExecutePlan, SqlCompilePlan
	"EXPLAIN [ PLAN FOR | detail { COMMA detail } ] explained",
	"EXECUTE PLAN str",
	"COMPILE PLAN str ifnotexist FOR plantarget",
	"COMPILE AND EXECUTE PLAN str FOR plantarget",
	// SqlAnalyzeTable, SqlStopJob, SqlTruncateTable
	"ANALYZE TABLE name [ PARTITION xpartspec ] COMPUTE STATISTICS [ FOR ( COLUMNS sname { COMMA sname } | ALL COLUMNS ) ]",
	"STOP JOB str [ WITH SAVEPOINT [ WITH DRAIN ] ]",
	"TRUNCATE TABLE name",
	// Calcite's SqlDelete, SqlUpdate, SqlMerge, SqlProcedureCall: Flink's
	// parser takes them (the planner supports some); their bodies are
	// expressions, kept unchecked
	"DELETE FROM rest",
	"UPDATE rest",
	"MERGE INTO rest",
	"CALL rest",
	// The SQL client's own commands (ClientParser), never sent to the parser
	"HELP", "QUIT", "EXIT", "CLEAR",
}

// alterTableActionSource is SqlAlterTable after ALTER TABLE [IF EXISTS]
// name (1.20's [PARTITION spec] COMPACT too).
const alterTableActionSource = "RENAME TO name | RENAME name TO name | RESET keys | SET props" +
	" | ADD ( ifnotexist PARTITION partspec [ WITH props ] { PARTITION partspec [ WITH props ] } | addmod )" +
	" | MODIFY addmod | DROP ( ifexists PARTITION partspec { COMMA PARTITION partspec } | droptarget )" +
	" | [ PARTITION partspec ] COMPACT"

// dropTargetMacro is what ALTER [MATERIALIZED] TABLE ... DROP takes.
const dropTargetMacro = "( PRIMARY KEY | CONSTRAINT sname | DISTRIBUTION | WATERMARK | LPAREN name { COMMA name } RPAREN | name )"

// flinkGrammar holds the compiled productions; it is built once and only
// read afterwards.
type flinkGrammar struct {
	statements  productionSet
	alterAction productionSet
	leading     map[string]bool // every word a Flink statement can begin with
}

// grammar is set once, by init (its rules call the parser, which reads
// it: a plain initialiser would be a cycle), and only read afterwards.
var grammar *flinkGrammar

func init() { grammar = buildGrammar() }

func buildGrammar() *flinkGrammar {
	rules := grammarRules()
	macros := map[string]string{"droptarget": dropTargetMacro}
	for k, v := range grammarMacros {
		macros[k] = v
	}
	g := &flinkGrammar{leading: map[string]bool{}}
	for _, src := range grammarSources {
		g.statements.add(compileProduction(src, rules, macros))
	}
	for w := range g.statements.byFirst {
		g.leading[w] = true
	}
	g.alterAction.add(compileProduction(alterTableActionSource, rules, macros))
	// Statements with parser code of their own.
	for _, w := range []string{"CREATE", "ALTER", "INSERT", "SELECT", "WITH", "VALUES", "SET", "RESET", "EXECUTE", "COMPILE", "BEGIN", "TABLE"} {
		g.leading[w] = true
	}
	return g
}

// grammarRules are the rules productions name: each consumes one
// nonterminal with the parser code that also builds trees.
func grammarRules() map[string]grammarRule {
	return map[string]grammarRule{
		"name": {"identifier", func(p *parser) {
			p.failReserved()
			p.parseQualifiedName("")
		}},
		"sname": {"identifier", func(p *parser) {
			p.failReserved()
			p.parseIdent("")
		}},
		"str":     {"string literal", func(p *parser) { p.parseString("") }},
		"props":   {"'('", func(p *parser) { p.parseProperties("") }},
		"literal": {"literal", (*parser).parseLiteral},
		"query": {"query", func(p *parser) {
			if !p.isQueryStart(p.pos) {
				p.fail("query")
			}
			p.parseQuery()
		}},
		"alterelement":  {"column or constraint", func(p *parser) { p.parseAlterElement(&CreateTable{}) }},
		"alterelements": {"'('", (*parser).parseAlterElements},
		"elements": {"'('", func(p *parser) {
			p.expectPunct('(', "")
			p.pos-- // parseTableElements starts at the '('
			p.parseTableElements(&CreateTable{})
		}},
		"columnsoridents": {"'('", func(p *parser) {
			p.expectPunct('(', "")
			p.pos--
			p.parseColumnsOrIdents(&CreateTable{})
		}},
		// DISTRIBUTED BY ... (CREATE) or DISTRIBUTION BY ... (ALTER)
		"distribution": {"DISTRIBUTION", func(p *parser) {
			if w := p.text(p.tok()); p.pos >= p.end || !equalFold(w, "DISTRIBUTED") && !equalFold(w, "DISTRIBUTION") {
				p.fail("DISTRIBUTION")
			}
			p.parseDistribution()
		}},
		"interval": {"INTERVAL literal", (*parser).parseIntervalLiteral},
		"detail": {"an EXPLAIN detail (ESTIMATED_COST, CHANGELOG_MODE, JSON_EXECUTION_PLAN, PLAN_ADVICE)", func(p *parser) {
			t := p.tok()
			if t.kind != tkIdent || !explainDetails[p.word(t)] {
				p.fail("an EXPLAIN detail (ESTIMATED_COST, CHANGELOG_MODE, JSON_EXECUTION_PLAN, PLAN_ADVICE)")
			}
			// ParseExplainDetail: each detail at most once.
			for i := p.pos - 2; i >= 0 && p.isPunctAt(i+1, ','); i -= 2 {
				if equalFold(p.text(p.toks[i]), p.text(t)) {
					p.fail("another EXPLAIN detail (each is named once)")
				}
			}
			p.pos++
		}},
		"explained": {"statement", (*parser).parseExplained},
		"querydml":  {"query or DML statement", (*parser).parseQueryOrDML},
		"insert": {"INSERT", func(p *parser) {
			if !p.isKw(kwINSERT) {
				p.fail("INSERT")
			}
			p.parseInsert(int(p.tok().start))
		}},
		"insertrest": {"INSERT target", func(p *parser) { p.parseInsertRest(&Insert{}) }},
		"replacetable": {"table name", func(p *parser) {
			ct := p.parseCreateTable(int(p.tok().start), true, false)
			if ct.AsQuery == nil {
				p.fail("AS and a query (REPLACE TABLE is a CREATE OR REPLACE TABLE ... AS)")
			}
		}},
		"rest": {"anything", (*parser).skipRest},
	}
}

// explainDetails are the details Flink's EXPLAIN takes (ParseExplainDetail).
var explainDetails = map[string]bool{"ESTIMATED_COST": true, "CHANGELOG_MODE": true, "JSON_EXECUTION_PLAN": true, "PLAN_ADVICE": true}

// explainable are the words a statement EXPLAIN takes begins with
// (SqlRichExplain: REPLACE TABLE, STATEMENT SET, EXECUTE, a query, INSERT,
// CREATE, ALTER MATERIALIZED TABLE).
var explainable = map[kw]bool{kwSELECT: true, kwWITH: true, kwVALUES: true, kwINSERT: true, kwEXECUTE: true, kwCREATE: true, kwTABLE: true}

// parseExplained parses the statement of EXPLAIN.
func (p *parser) parseExplained() {
	t := p.tok()
	w := p.word(t)
	switch {
	case explainable[t.kw], p.isPunct('('), w == "REPLACE", w == "UPSERT":
	case w == "STATEMENT":
		p.skipRest()
		return
	case t.kw == kwALTER && p.pos+1 < p.end && equalFold(p.text(p.toks[p.pos+1]), "MATERIALIZED"):
	default:
		p.fail("the statement to explain (a query, INSERT, CREATE, REPLACE TABLE, STATEMENT SET or EXECUTE)")
	}
	p.parseNested()
}

// parseNested parses the statement that makes the rest of the current one.
// Callers admit only statements that nest no further (no EXPLAIN or
// DESCRIBE), so recursion stays shallow on any input.
func (p *parser) parseNested() {
	if p.pos >= p.end {
		p.fail("statement")
	}
	p.parseStatement()
}

// parseQueryOrDML parses Calcite's SqlQueryOrDml, what DESCRIBE [STATEMENT]
// takes: a query, INSERT, UPSERT, DELETE, UPDATE or MERGE.
func (p *parser) parseQueryOrDML() {
	switch t := p.tok(); {
	case p.isQueryStart(p.pos), t.kw == kwINSERT:
	case t.kind == tkIdent && !t.hole():
		switch p.word(t) {
		case "UPSERT", "DELETE", "UPDATE", "MERGE":
		default:
			p.fail("a query or DML statement")
		}
	default:
		p.fail("a query or DML statement")
	}
	p.parseNested()
}

// parseLiteral parses Calcite's Literal(): a number (signed), a string,
// TRUE, FALSE, UNKNOWN, NULL, DATE/TIME/TIMESTAMP 'x' or an interval.
func (p *parser) parseLiteral() {
	t := p.tok()
	switch {
	case t.kind == tkString || t.kind == tkUString:
		p.pos++
		for p.tok().kind == tkString && p.pos < p.end {
			p.pos++ // adjacent strings are one literal
		}
	case t.kind == tkNumber, t.kind == tkIdent && t.hole():
		p.pos++
	case p.isPunct('-') || p.isPunct('+'):
		if p.peekAt(p.pos+1).kind != tkNumber {
			p.fail("literal")
		}
		p.pos += 2
	case t.kind != tkIdent:
		p.fail("literal")
	default:
		switch p.word(t) {
		case "TRUE", "FALSE", "UNKNOWN", "NULL":
			p.pos++
		case "DATE", "TIME", "TIMESTAMP":
			p.pos++
			p.parseString(" after " + p.word(t))
		case "INTERVAL":
			p.parseIntervalLiteral()
		default:
			p.fail("literal")
		}
	}
}

// parseIntervalLiteral parses INTERVAL [+|-] 'x' unit [TO unit].
func (p *parser) parseIntervalLiteral() {
	p.expectKw(kwINTERVAL, "")
	if p.isPunct('-') || p.isPunct('+') {
		p.pos++
	}
	p.parseString(" after INTERVAL")
	if t := p.tok(); t.kind != tkIdent || !isIntervalUnit(p.text(t)) {
		p.fail("interval unit (YEAR, MONTH, DAY, HOUR, MINUTE, SECOND)")
	}
	p.parseIntervalQualifier()
}

// checkUnmodelled checks a statement sqlparse keeps as Generic against the
// grammar. A statement no Flink statement begins like is an error too:
// scripts of other dialects are skipped before they reach the parser.
func (p *parser) checkUnmodelled() {
	if p.checkGrammar(&grammar.statements) {
		return
	}
	// Every Flink statement begins with a keyword (or '(' for a query,
	// dispatched before this): a leading '#', '//', '@@', number or string
	// is text that is not SQL, such as a Python comment that ended up
	// inside a string passed to execute_sql.
	t := p.tok()
	if t.kind == tkEOF || t.hole() {
		return
	}
	if t.kind != tkIdent || !grammar.leading[p.word(t)] {
		p.fail("a statement (CREATE, INSERT, SELECT, SET, SHOW, ...)")
	}
}

// parseAlterElements parses AlterTableAddOrModify's parenthesised list:
// columns (each [AFTER col | FIRST]), constraints and one watermark.
func (p *parser) parseAlterElements() {
	ct := &CreateTable{}
	p.expectPunct('(', "")
	for {
		p.parseAlterElement(ct)
		if !p.acceptPunct(',') {
			break
		}
	}
	p.expectPunct(')', " or ',' in the column list")
}

// parseAlterElement parses one column, constraint or watermark of ALTER
// TABLE ADD or MODIFY, with a column's position.
func (p *parser) parseAlterElement(ct *CreateTable) {
	p.parseTableElement(ct)
	switch w := p.text(p.tok()); {
	case equalFold(w, "AFTER") && p.pos < p.end:
		p.pos++
		p.parseQualifiedName(" after AFTER")
	case equalFold(w, "FIRST") && p.pos < p.end:
		p.pos++
	}
}

// reservedWords are words of Calcite's reserved list that appear in the
// statements the grammar checks: one can be a name only when quoted.
var reservedWords = map[string]bool{
	"SELECT": true, "FROM": true, "WHERE": true, "TABLE": true, "CONSTRAINT": true, "PRIMARY": true,
	"UNIQUE": true, "LIKE": true, "NOT": true, "IN": true, "AS": true, "WITH": true, "SET": true,
	"RESET": true, "ON": true, "FOR": true, "TO": true, "AND": true, "OR": true, "ALL": true,
	"CREATE": true, "DROP": true, "ALTER": true, "INSERT": true, "INTO": true, "VALUES": true,
	"PARTITION": true, "NULL": true, "TRUE": true, "FALSE": true, "BY": true, "ORDER": true,
	"GROUP": true, "JOIN": true, "USING": true,
}

// failReserved rejects a reserved word where a name must stand.
func (p *parser) failReserved() {
	if t := p.tok(); t.kind == tkIdent && reservedWords[p.word(t)] {
		p.fail("identifier")
	}
}
