package types

import (
	"fmt"
	"strconv"
	"strings"
)

// Dialect selects whose defaults apply to a type written without its
// length or precision.
type Dialect uint8

// The dialects.
const (
	// DDL is Flink SQL as CREATE TABLE columns, CAST and the other
	// statements write types: Flink's SQL parser with FlinkTypeSystem's
	// defaults. VARCHAR and VARBINARY without a length are the maximal
	// ones (STRING, BYTES).
	DDL Dialect = iota
	// Logical is Flink's LogicalTypeParser, which reads type strings of
	// the Table API (DataTypes given as strings, PyFlink's
	// DataTypes-as-text, catalogs' serialized schemas). VARCHAR and
	// VARBINARY without a length have length 1.
	Logical
)

// ParseError is a type string Flink would not parse.
type ParseError struct {
	Pos int    // byte offset in the input
	Msg string // what was wrong
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("could not parse type at position %d: %s", e.Pos, e.Msg)
}

// Parse reads a type as Flink SQL writes it (the DDL dialect): CHAR(n),
// VARCHAR(n), STRING, BOOLEAN, BINARY(n), VARBINARY(n), BYTES,
// DECIMAL/DEC/NUMERIC(p, s), TINYINT, SMALLINT, INT/INTEGER, BIGINT,
// FLOAT/REAL, DOUBLE [PRECISION], DATE, TIME(p), TIMESTAMP(p) [WITH[OUT]
// [LOCAL] TIME ZONE], TIMESTAMP_LTZ(p), INTERVAL ..., ARRAY<T> and T ARRAY,
// MULTISET<T> and T MULTISET, MAP<K, V>, ROW<name T 'comment', ...> and
// ROW(...), RAW('class', 'snapshot'), NULL, DESCRIPTOR, VARIANT, each with
// an optional NOT NULL or NULL suffix. A name that is no built-in type is
// an unresolved UserDefined type.
func Parse(text string) (Type, error) { return ParseDialect(text, DDL) }

// ParseLogical reads a type as Flink's LogicalTypeParser does.
func ParseLogical(text string) (Type, error) { return ParseDialect(text, Logical) }

// ParseDialect reads a type with the defaults of the given dialect.
func ParseDialect(text string, d Dialect) (Type, error) {
	p := parser{lex: lexer{src: text}, dialect: d}
	p.next()
	t := p.parseType(0)
	if p.err == nil && p.tok.kind != tokEOF {
		p.fail("unexpected token: " + p.tok.text)
	}
	if p.err != nil {
		return Type{}, p.err
	}
	return t, nil
}

// MustParse is Parse for types written in code and tests; it panics on an
// error.
func MustParse(text string) Type {
	t, err := Parse(text)
	if err != nil {
		panic(err)
	}
	return t
}

type tokKind uint8

const (
	tokEOF tokKind = iota
	tokWord
	tokQuoted // `identifier`
	tokString // 'literal'
	tokInt
	tokSymbol
	tokBad
)

type token struct {
	kind tokKind
	text string // upper-cased for tokWord in word; raw otherwise
	raw  string
	pos  int
}

type lexer struct {
	src string
	pos int
}

func isWordByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

func (l *lexer) scan() token {
	l.skipSpaceAndComments()
	start := l.pos
	if l.pos >= len(l.src) {
		return token{kind: tokEOF, pos: start}
	}
	c := l.src[l.pos]
	switch {
	case c >= '0' && c <= '9':
		for l.pos < len(l.src) && l.src[l.pos] >= '0' && l.src[l.pos] <= '9' {
			l.pos++
		}
		return token{kind: tokInt, text: l.src[start:l.pos], pos: start}
	case isWordByte(c):
		for l.pos < len(l.src) && isWordByte(l.src[l.pos]) {
			l.pos++
		}
		w := l.src[start:l.pos]
		return token{kind: tokWord, text: strings.ToUpper(w), raw: w, pos: start}
	case c == '`' || c == '\'':
		s, ok := l.quoted(c)
		if !ok {
			return token{kind: tokBad, text: "unterminated quote", pos: start}
		}
		k := tokString
		if c == '`' {
			k = tokQuoted
		}
		return token{kind: k, text: s, raw: s, pos: start}
	case strings.IndexByte("<>(),.", c) >= 0:
		l.pos++
		return token{kind: tokSymbol, text: string(c), pos: start}
	}
	l.pos++
	return token{kind: tokBad, text: "unexpected character " + strconv.QuoteRune(rune(c)), pos: start}
}

// skipSpaceAndComments skips white space and SQL comments (-- to the end
// of the line, /* ... */), which a type taken from a statement may hold.
func (l *lexer) skipSpaceAndComments() {
	for l.pos < len(l.src) {
		switch rest := l.src[l.pos:]; {
		case strings.IndexByte(" \t\r\n\f", rest[0]) >= 0:
			l.pos++
		case strings.HasPrefix(rest, "--"):
			if i := strings.IndexByte(rest, '\n'); i >= 0 {
				l.pos += i + 1
			} else {
				l.pos = len(l.src)
			}
		case strings.HasPrefix(rest, "/*"):
			if i := strings.Index(rest[2:], "*/"); i >= 0 {
				l.pos += i + 4
			} else {
				l.pos = len(l.src)
			}
		default:
			return
		}
	}
}

// quoted reads a quoted token whose quote doubles to escape itself.
func (l *lexer) quoted(q byte) (string, bool) {
	var b strings.Builder
	l.pos++
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		if c == q {
			if l.pos+1 < len(l.src) && l.src[l.pos+1] == q {
				b.WriteByte(q)
				l.pos += 2
				continue
			}
			l.pos++
			return b.String(), true
		}
		b.WriteByte(c)
		l.pos++
	}
	return "", false
}

type parser struct {
	lex     lexer
	tok     token
	ahead   []token
	dialect Dialect
	err     *ParseError
}

// maxDepth bounds nesting so that a hostile input cannot exhaust the stack.
const maxDepth = 200

func (p *parser) next() {
	if len(p.ahead) > 0 {
		p.tok = p.ahead[0]
		p.ahead = p.ahead[1:]
		return
	}
	p.tok = p.lex.scan()
	if p.tok.kind == tokBad {
		p.fail(p.tok.text)
	}
}

// peek returns the token after the current one.
func (p *parser) peek() token {
	if len(p.ahead) == 0 {
		p.ahead = append(p.ahead, p.lex.scan())
	}
	return p.ahead[0]
}

func (p *parser) fail(msg string) {
	if p.err == nil {
		p.err = &ParseError{Pos: p.tok.pos, Msg: msg}
	}
	p.tok = token{kind: tokEOF, pos: p.tok.pos}
	p.ahead = nil
}

func (p *parser) isWord(w string) bool { return p.tok.kind == tokWord && p.tok.text == w }
func (p *parser) isSym(s string) bool  { return p.tok.kind == tokSymbol && p.tok.text == s }

func (p *parser) acceptWord(w string) bool {
	if p.isWord(w) {
		p.next()
		return true
	}
	return false
}

func (p *parser) acceptSym(s string) bool {
	if p.isSym(s) {
		p.next()
		return true
	}
	return false
}

func (p *parser) expectWord(w string) {
	if !p.acceptWord(w) {
		p.fail("'" + w + "' expected")
	}
}

func (p *parser) expectSym(s string) {
	if !p.acceptSym(s) {
		p.fail("'" + s + "' expected")
	}
}

func (p *parser) intArg() int {
	if p.tok.kind != tokInt {
		p.fail("integer expected")
		return 0
	}
	n, err := strconv.ParseInt(p.tok.text, 10, 32)
	if err != nil {
		p.fail("invalid integer value")
		return 0
	}
	p.next()
	return int(n)
}

// optInt reads "(n)" if present.
func (p *parser) optInt() (int, bool) {
	if !p.acceptSym("(") {
		return 0, false
	}
	n := p.intArg()
	p.expectSym(")")
	return n, true
}

// parseNullability reads NOT NULL or NULL; nullable is the default.
func (p *parser) parseNullability() bool {
	if p.isWord("NOT") && p.peek().kind == tokWord && p.peek().text == "NULL" {
		p.next()
		p.next()
		return false
	}
	p.acceptWord("NULL")
	return true
}

func (p *parser) parseType(depth int) Type {
	if depth > maxDepth {
		p.fail("type nested too deeply")
		return Type{}
	}
	t := p.parseBase(depth)
	t = t.WithNullable(p.parseNullability())
	for p.err == nil {
		switch {
		case p.isWord("ARRAY"):
			p.next()
			t = ArrayOf(t).WithNullable(p.parseNullability())
		case p.isWord("MULTISET"):
			p.next()
			t = MultisetOf(t).WithNullable(p.parseNullability())
		default:
			return t
		}
	}
	return t
}

func (p *parser) parseBase(depth int) Type {
	if p.tok.kind == tokQuoted {
		return p.parseUserDefined()
	}
	if p.tok.kind != tokWord {
		p.fail("type expected")
		return Type{}
	}
	word := p.tok
	w := word.text
	p.next()
	switch w {
	case "CHAR", "CHARACTER":
		if p.acceptWord("VARYING") {
			return p.lengthType(VarChar)
		}
		return p.lengthType(Char)
	case "VARCHAR":
		return p.lengthType(VarChar)
	case "STRING":
		return String()
	case "BOOLEAN":
		return Type{Kind: Boolean}
	case "BINARY":
		if p.acceptWord("VARYING") {
			return p.lengthType(VarBinary)
		}
		return p.lengthType(Binary)
	case "VARBINARY":
		return p.lengthType(VarBinary)
	case "BYTES":
		return Bytes()
	case "DECIMAL", "DEC", "NUMERIC":
		return p.decimalType()
	case "TINYINT":
		return Type{Kind: TinyInt}
	case "SMALLINT":
		return Type{Kind: SmallInt}
	case "INT", "INTEGER":
		return Type{Kind: Int}
	case "BIGINT":
		return Type{Kind: BigInt}
	case "FLOAT":
		return Type{Kind: Float}
	case "DOUBLE":
		p.acceptWord("PRECISION")
		return Type{Kind: Double}
	case "DATE":
		return Type{Kind: Date}
	case "TIME":
		return p.timeType()
	case "TIMESTAMP":
		return p.timestampType()
	case "TIMESTAMP_LTZ":
		return p.precisionType(TimestampLTZ, DefaultTimestampPrec, MaxTimestampPrec)
	case "INTERVAL":
		return p.intervalType()
	case "ARRAY", "MULTISET":
		k := Array
		if w == "MULTISET" {
			k = Multiset
		}
		p.expectSym("<")
		e := p.parseType(depth + 1)
		p.expectSym(">")
		return Type{Kind: k, ext: &typeExt{elem: &e}}
	case "MAP":
		p.expectSym("<")
		k := p.parseType(depth + 1)
		p.expectSym(",")
		v := p.parseType(depth + 1)
		p.expectSym(">")
		return MapOf(k, v)
	case "ROW":
		return p.rowType(depth)
	case "NULL":
		return Type{Kind: Null}
	case "RAW":
		return p.rawType()
	case "DESCRIPTOR":
		return Type{Kind: Descriptor}
	case "VARIANT":
		return Type{Kind: Variant}
	case "BITMAP":
		return Type{Kind: Bitmap}
	case "REAL":
		if p.dialect == DDL {
			return Type{Kind: Float}
		}
	}
	p.ahead = append([]token{p.tok}, p.ahead...)
	p.tok = word
	return p.parseUserDefined()
}

// parseUserDefined reads a possibly qualified name of a type Flink would
// look up in a catalog; flinklint cannot, so it stays unresolved.
func (p *parser) parseUserDefined() Type {
	var parts []string
	for {
		switch p.tok.kind {
		case tokWord:
			parts = append(parts, p.tok.raw)
		case tokQuoted:
			parts = append(parts, p.tok.text)
		default:
			p.fail("identifier expected")
			return Type{}
		}
		p.next()
		if len(parts) == 3 || !p.acceptSym(".") {
			break
		}
	}
	return UserDefinedOf(strings.Join(parts, "."))
}

func (p *parser) lengthType(k Kind) Type {
	n, ok := p.optInt()
	if !ok {
		n = 1
		if (k == VarChar || k == VarBinary) && p.dialect == DDL {
			n = MaxLength
		}
	}
	if n < 1 {
		p.fail(fmt.Sprintf("%s length must be between 1 and %d (both inclusive)", kindNames[k], MaxLength))
	}
	if k == Char || k == VarChar {
		p.characterSet()
	}
	return Type{Kind: k, Length: n}
}

// characterSet skips the optional CHARACTER SET name of a character type
// in Flink SQL, as Flink writes a schema back (VARCHAR(2147483647)
// CHARACTER SET `UTF-16LE`). A character set Calcite knows gives the same
// Flink type, since a LogicalType keeps no character set
// (FlinkTypeFactory.toLogicalType); a name Calcite does not know fails its
// type derivation (SqlBasicTypeNameSpec.deriveType requires
// SqlUtil.translateCharacterSetName to know it) with no message of
// Flink's, so such a type is an error here and its column unknown.
func (p *parser) characterSet() {
	if p.dialect != DDL || !p.isWord("CHARACTER") || p.peek().kind != tokWord || p.peek().text != "SET" {
		return
	}
	p.next()
	p.next()
	if p.tok.kind != tokWord && p.tok.kind != tokQuoted {
		p.fail("character set name expected")
		return
	}
	// Matched whatever its case: whether Calcite upper-cases the name
	// first is not established, and a name taken for known only keeps a
	// column typed.
	name := p.tok.text
	if !calciteCharsets[strings.ToUpper(name)] {
		p.fail("unknown character set " + name)
		return
	}
	p.next()
}

// calciteCharsets are the SQL character set names Calcite translates
// (apache/calcite core/src/main/java/org/apache/calcite/sql/SqlUtil.java,
// translateCharacterSetName).
var calciteCharsets = map[string]bool{
	"BIG5": true, "LATIN1": true, "GB2312": true, "GBK": true, "UTF8": true, "UTF16": true, "UTF-16": true,
	"UTF-16BE": true, "UTF-16LE": true, "ISO-8859-1": true, "UTF-8": true,
}

func (p *parser) decimalType() Type {
	prec, scale := DefaultDecimalPrec, 0
	if p.acceptSym("(") {
		prec = p.intArg()
		if p.acceptSym(",") {
			scale = p.intArg()
		}
		p.expectSym(")")
	}
	if prec < 1 || prec > MaxDecimalPrecision {
		p.fail(fmt.Sprintf("Decimal precision must be between 1 and %d (both inclusive).", MaxDecimalPrecision))
	} else if scale < 0 || scale > prec {
		p.fail(fmt.Sprintf("Decimal scale must be between 0 and the precision %d (both inclusive).", prec))
	}
	return DecimalOf(prec, scale)
}

func (p *parser) precisionType(k Kind, def, maxPrec int) Type {
	n, ok := p.optInt()
	if !ok {
		n = def
	}
	if n < 0 || n > maxPrec {
		p.fail(fmt.Sprintf("%s precision must be between 0 and %d (both inclusive)", kindNames[k], maxPrec))
	}
	return Type{Kind: k, Precision: n}
}

func (p *parser) timeType() Type {
	t := p.precisionType(Time, DefaultTimePrec, MaxTimestampPrec)
	if p.dialect == DDL {
		// Flink SQL drops a TIME's precision: TIME(3) in a CREATE TABLE
		// is TIME(0) (SqlDdlToOperationConverterTest's "Expect to be
		// TIME(3)" rows, FLINK-17224).
		t.Precision = 0
	}
	if p.acceptWord("WITHOUT") {
		p.expectWord("TIME")
		p.expectWord("ZONE")
	}
	return t
}

func (p *parser) timestampType() Type {
	t := p.precisionType(Timestamp, DefaultTimestampPrec, MaxTimestampPrec)
	switch {
	case p.acceptWord("WITHOUT"):
		p.expectWord("TIME")
		p.expectWord("ZONE")
	case p.acceptWord("WITH"):
		if p.acceptWord("LOCAL") {
			t.Kind = TimestampLTZ
		} else {
			t.Kind = TimestampTZ
		}
		p.expectWord("TIME")
		p.expectWord("ZONE")
	}
	return t
}

func (p *parser) intervalType() Type {
	switch {
	case p.acceptWord("YEAR"):
		prec, ok := p.optInt()
		if !ok {
			prec = DefaultYearPrec
		}
		unit := Year
		if p.acceptWord("TO") {
			p.expectWord("MONTH")
			unit = YearToMonth
		}
		return p.checkInterval(Type{Kind: IntervalYearMonth, Unit: unit, Precision: prec})
	case p.acceptWord("MONTH"):
		return Type{Kind: IntervalYearMonth, Unit: Month, Precision: DefaultYearPrec}
	case p.acceptWord("DAY"):
		prec, ok := p.optInt()
		if !ok {
			prec = DefaultDayPrec
		}
		return p.dayTimeTail(Day, prec)
	case p.acceptWord("HOUR"):
		return p.dayTimeTail(Hour, DefaultDayPrec)
	case p.acceptWord("MINUTE"):
		return p.dayTimeTail(Minute, DefaultDayPrec)
	case p.acceptWord("SECOND"):
		f, ok := p.optInt()
		if !ok {
			f = DefaultFractionPrec
		}
		return p.checkInterval(Type{Kind: IntervalDayTime, Unit: Second, Precision: DefaultDayPrec, Scale: f})
	}
	p.fail("interval resolution expected")
	return Type{}
}

// dayTimeTail reads the "TO unit" part of a day-time interval starting
// at the given unit.
func (p *parser) dayTimeTail(start IntervalUnit, dayPrec int) Type {
	t := Type{Kind: IntervalDayTime, Unit: start, Precision: dayPrec, Scale: DefaultFractionPrec}
	if !p.acceptWord("TO") {
		return p.checkInterval(t)
	}
	var end IntervalUnit
	switch {
	case p.isWord("HOUR") && start == Day:
		p.next()
		end = Hour
	case p.isWord("MINUTE") && start != Minute:
		p.next()
		end = Minute
	case p.isWord("SECOND"):
		p.next()
		end = Second
		if f, ok := p.optInt(); ok {
			t.Scale = f
		}
	default:
		p.fail("invalid interval resolution")
		return Type{}
	}
	t.Unit = combineUnits(start, end)
	return p.checkInterval(t)
}

func combineUnits(start, end IntervalUnit) IntervalUnit {
	for u, b := range unitBounds {
		if b == [2]IntervalUnit{start, end} {
			return IntervalUnit(u)
		}
	}
	return start
}

func (p *parser) checkInterval(t Type) Type {
	if t.Precision < 1 || t.Precision > 6 {
		p.fail("interval precision must be between 1 and 6 (both inclusive)")
	}
	if t.Kind == IntervalDayTime && (t.Scale < 0 || t.Scale > 9) {
		p.fail("fractional precision of an interval must be between 0 and 9 (both inclusive)")
	}
	return t
}

func (p *parser) rowType(depth int) Type {
	closing := ">"
	switch {
	case p.acceptSym("<"):
	case p.acceptSym("("):
		closing = ")"
	default:
		p.fail("'<' or '(' expected after ROW")
		return Type{}
	}
	fields := []Field{}
	seen := map[string]bool{}
	for p.err == nil && !p.acceptSym(closing) {
		if len(fields) > 0 {
			p.expectSym(",")
		}
		var f Field
		switch p.tok.kind {
		case tokWord:
			f.Name = p.tok.raw
		case tokQuoted:
			f.Name = p.tok.text
		default:
			p.fail("field name expected")
			return Type{}
		}
		p.next()
		f.Type = p.parseType(depth + 1)
		if p.tok.kind == tokString {
			f.Description, f.HasDesc = p.tok.text, true
			p.next()
		}
		if seen[f.Name] {
			p.fail("Field names must be unique. Found duplicates: [" + f.Name + "]")
		}
		seen[f.Name] = true
		fields = append(fields, f)
	}
	return RowOf(fields...)
}

func (p *parser) rawType() Type {
	p.expectSym("(")
	if p.tok.kind != tokString {
		p.fail("class name expected")
		return Type{}
	}
	class, snapshot := p.tok.text, ""
	p.next()
	if p.acceptSym(",") {
		if p.tok.kind != tokString {
			p.fail("serializer snapshot expected")
			return Type{}
		}
		snapshot = p.tok.text
		p.next()
	}
	p.expectSym(")")
	return RawOf(class, snapshot)
}
