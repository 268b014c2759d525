package types

import (
	"strconv"
	"strings"
	"unicode/utf16"
)

// Kind is a logical type's root, in the order of Flink's LogicalTypeRoot.
// The order matters: integer kinds are ordered by their precision, which
// CommonType relies on as Flink's merging does.
type Kind uint8

// The kinds. Unknown is the zero value: a type flinklint cannot see (a
// column of an external catalog's table, an unregistered function's
// result). Every predicate of this package answers "compatible" for it,
// so that no rule reports on what it cannot see.
const (
	Unknown Kind = iota
	Char
	VarChar
	Boolean
	Binary
	VarBinary
	Decimal
	TinyInt
	SmallInt
	Int
	BigInt
	Float
	Double
	Date
	Time
	Timestamp
	TimestampTZ  // TIMESTAMP WITH TIME ZONE (the planner does not support it)
	TimestampLTZ // TIMESTAMP_LTZ, TIMESTAMP WITH LOCAL TIME ZONE
	IntervalYearMonth
	IntervalDayTime
	Array
	Multiset
	Map
	Row
	Distinct
	Structured
	Null
	Raw
	Symbol
	UserDefined // a named type not resolved (Flink's UnresolvedUserDefinedType)
	Descriptor
	Variant
	Bitmap
	numKinds
)

var kindNames = [numKinds]string{
	Unknown: "UNKNOWN", Char: "CHAR", VarChar: "VARCHAR", Boolean: "BOOLEAN", Binary: "BINARY",
	VarBinary: "VARBINARY", Decimal: "DECIMAL", TinyInt: "TINYINT", SmallInt: "SMALLINT",
	Int: "INTEGER", BigInt: "BIGINT", Float: "FLOAT", Double: "DOUBLE", Date: "DATE",
	Time: "TIME_WITHOUT_TIME_ZONE", Timestamp: "TIMESTAMP_WITHOUT_TIME_ZONE",
	TimestampTZ: "TIMESTAMP_WITH_TIME_ZONE", TimestampLTZ: "TIMESTAMP_WITH_LOCAL_TIME_ZONE",
	IntervalYearMonth: "INTERVAL_YEAR_MONTH", IntervalDayTime: "INTERVAL_DAY_TIME",
	Array: "ARRAY", Multiset: "MULTISET", Map: "MAP", Row: "ROW", Distinct: "DISTINCT_TYPE",
	Structured: "STRUCTURED_TYPE", Null: "NULL", Raw: "RAW", Symbol: "SYMBOL",
	UserDefined: "UNRESOLVED", Descriptor: "DESCRIPTOR", Variant: "VARIANT", Bitmap: "BITMAP",
}

// String returns the LogicalTypeRoot name of the kind (INTEGER,
// TIMESTAMP_WITHOUT_TIME_ZONE, ...), as Flink's messages name roots.
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// TimeAttr marks a TIMESTAMP or TIMESTAMP_LTZ as a time attribute, as
// Flink's TimestampKind does. It is metadata: Equal ignores it, String
// prints it (*ROWTIME*, *PROCTIME*).
type TimeAttr uint8

// The time-attribute markers.
const (
	Regular TimeAttr = iota
	Rowtime
	Proctime
)

// IntervalUnit is the resolution of an INTERVAL type, in the order of
// Flink's YearMonthResolution and DayTimeResolution enums.
type IntervalUnit uint8

// The interval resolutions. Year-month ones belong to IntervalYearMonth,
// the others to IntervalDayTime.
const (
	Year IntervalUnit = iota
	YearToMonth
	Month
	Day
	DayToHour
	DayToMinute
	DayToSecond
	Hour
	HourToMinute
	HourToSecond
	Minute
	MinuteToSecond
	Second
)

// Field is one field of a ROW type.
type Field struct {
	Name        string
	Type        Type
	Description string // the field's comment; "" when none
	HasDesc     bool   // whether a comment was given (Flink distinguishes '' from none)
}

// Type is a Flink logical type. The zero value is Unknown. Types are
// values; the children behind Elem, Value and Fields are never mutated
// once built, so that types can be shared.
type Type struct {
	Kind    Kind
	NotNull bool
	// Unit is the resolution of an INTERVAL.
	Unit IntervalUnit
	// Attr marks TIMESTAMP and TIMESTAMP_LTZ time attributes.
	Attr TimeAttr
	// Length of CHAR, VARCHAR, BINARY and VARBINARY.
	Length int
	// Precision of DECIMAL, TIME, TIMESTAMP, TIMESTAMP_LTZ, TIMESTAMP WITH
	// TIME ZONE; the year or day precision of an INTERVAL.
	Precision int
	// Scale of DECIMAL; the fractional-second precision of a day-time
	// INTERVAL.
	Scale int
	// ext holds what only constructed, RAW and user-defined types have
	// (read through Elem, Value, Fields, Class, Snapshot, Name); nil for
	// the other types. Kept apart because every column of every relation
	// holds a Type, and few are constructed.
	ext *typeExt
}

// typeExt are the parts of a Type most types do not have; never mutated
// once built, so copies of a Type share it.
type typeExt struct {
	// elem is the element of ARRAY and MULTISET, the key of MAP; value
	// is the value of MAP.
	elem, value *Type
	// fields are the fields of ROW.
	fields []Field
	// class and snapshot are RAW's class name and serializer snapshot;
	// name is the identifier of a UserDefined type.
	class, snapshot, name string
}

// Elem is the element of ARRAY and MULTISET, the key of MAP; nil when
// not known.
func (t Type) Elem() *Type {
	if t.ext == nil {
		return nil
	}
	return t.ext.elem
}

// Value is the value of MAP; nil when not known.
func (t Type) Value() *Type {
	if t.ext == nil {
		return nil
	}
	return t.ext.value
}

// Fields are the fields of ROW; callers must not change them.
func (t Type) Fields() []Field {
	if t.ext == nil {
		return nil
	}
	return t.ext.fields
}

// Class is RAW's class name.
func (t Type) Class() string {
	if t.ext == nil {
		return ""
	}
	return t.ext.class
}

// Snapshot is RAW's serializer snapshot; "" when none was given.
func (t Type) Snapshot() string {
	if t.ext == nil {
		return ""
	}
	return t.ext.snapshot
}

// Name is the identifier of a UserDefined type.
func (t Type) Name() string {
	if t.ext == nil {
		return ""
	}
	return t.ext.name
}

// Limits and defaults of Flink's logical types (CharType, VarCharType,
// DecimalType, TimestampType, ... in flink-table-common).
const (
	MaxLength            = 2147483647
	MaxDecimalPrecision  = 38
	DefaultDecimalPrec   = 10
	DefaultTimePrec      = 0
	DefaultTimestampPrec = 6
	MaxTimestampPrec     = 9
	DefaultYearPrec      = 2
	DefaultDayPrec       = 2
	DefaultFractionPrec  = 6
)

// Nullable reports whether the type admits NULL.
func (t Type) Nullable() bool { return !t.NotNull }

// Known reports whether the type is one flinklint can reason about: not
// Unknown, not an unresolved user-defined type, and no child unknown.
func (t Type) Known() bool {
	switch t.Kind {
	case Unknown, UserDefined:
		return false
	}
	return t.allChildren(Type.Known)
}

// allChildren reports whether ok holds for every child (those children
// returns, in its order) without building the slice: Known asks it of
// every type a check reads.
func (t Type) allChildren(ok func(Type) bool) bool {
	switch t.Kind {
	case Array, Multiset:
		if e := t.Elem(); e != nil {
			return ok(*e)
		}
	case Map:
		if e, v := t.Elem(), t.Value(); e != nil && v != nil {
			return ok(*e) && ok(*v)
		}
	case Row:
		for _, f := range t.Fields() {
			if !ok(f.Type) {
				return false
			}
		}
	}
	return true
}

// WithNullable returns the type with its top-level nullability set, as
// Flink's LogicalType.copy(boolean) does; children keep theirs.
func (t Type) WithNullable(nullable bool) Type {
	t.NotNull = !nullable
	return t
}

// WithAttr returns the type with its time-attribute marker set.
func (t Type) WithAttr(a TimeAttr) Type {
	t.Attr = a
	return t
}

// IsTimeAttr reports whether the type is a rowtime or proctime attribute.
func (t Type) IsTimeAttr() bool { return t.Attr != Regular }

// children returns the children in Flink's getChildren order.
func (t Type) children() []Type {
	switch t.Kind {
	case Array, Multiset:
		if t.Elem() != nil {
			return []Type{*t.Elem()}
		}
	case Map:
		if t.Elem() != nil && t.Value() != nil {
			return []Type{*t.Elem(), *t.Value()}
		}
	case Row:
		out := make([]Type, len(t.Fields()))
		for i, f := range t.Fields() {
			out[i] = f.Type
		}
		return out
	}
	return nil
}

// Children returns the types a constructed type is built of: the element
// of ARRAY and MULTISET, key and value of MAP, the field types of ROW.
func (t Type) Children() []Type { return t.children() }

// Equal reports whether two types are equal as Flink's LogicalType.equals
// decides: kind, nullability, parameters, field names and comments, and
// children; the time-attribute marker is not part of equality.
func Equal(a, b Type) bool {
	if a.Kind != b.Kind || a.NotNull != b.NotNull {
		return false
	}
	switch a.Kind {
	case Char, VarChar, Binary, VarBinary:
		return a.Length == b.Length
	case Decimal:
		return a.Precision == b.Precision && a.Scale == b.Scale
	case Time, Timestamp, TimestampTZ, TimestampLTZ:
		return a.Precision == b.Precision
	case IntervalYearMonth:
		return a.Unit == b.Unit && a.Precision == b.Precision
	case IntervalDayTime:
		return a.Unit == b.Unit && a.Precision == b.Precision && a.Scale == b.Scale
	case Raw:
		return a.Class() == b.Class() && a.Snapshot() == b.Snapshot()
	case UserDefined:
		return a.Name() == b.Name()
	case Row:
		if len(a.Fields()) != len(b.Fields()) {
			return false
		}
		bf := b.Fields()
		for i, fa := range a.Fields() {
			fb := bf[i]
			if fa.Name != fb.Name || fa.HasDesc != fb.HasDesc || fa.Description != fb.Description || !Equal(fa.Type, fb.Type) {
				return false
			}
		}
		return true
	}
	ca, cb := a.children(), b.children()
	if len(ca) != len(cb) {
		return false
	}
	for i := range ca {
		if !Equal(ca[i], cb[i]) {
			return false
		}
	}
	return true
}

// equalIgnoringNull is Flink's a.copy(true).equals(b.copy(true)): only the
// top-level nullability is ignored.
func equalIgnoringNull(a, b Type) bool {
	return Equal(a.WithNullable(true), b.WithNullable(true))
}

// Constructors for the common types, all nullable as Flink's DataTypes
// are until NotNull is set.

// CharOf returns CHAR(n).
func CharOf(n int) Type { return Type{Kind: Char, Length: n} }

// VarCharOf returns VARCHAR(n).
func VarCharOf(n int) Type { return Type{Kind: VarChar, Length: n} }

// String returns STRING, i.e. VARCHAR(2147483647).
func String() Type { return Type{Kind: VarChar, Length: MaxLength} }

// BinaryOf returns BINARY(n).
func BinaryOf(n int) Type { return Type{Kind: Binary, Length: n} }

// VarBinaryOf returns VARBINARY(n).
func VarBinaryOf(n int) Type { return Type{Kind: VarBinary, Length: n} }

// Bytes returns BYTES, i.e. VARBINARY(2147483647).
func Bytes() Type { return Type{Kind: VarBinary, Length: MaxLength} }

// DecimalOf returns DECIMAL(p, s).
func DecimalOf(p, s int) Type { return Type{Kind: Decimal, Precision: p, Scale: s} }

// TimeOf returns TIME(p).
func TimeOf(p int) Type { return Type{Kind: Time, Precision: p} }

// TimestampOf returns TIMESTAMP(p).
func TimestampOf(p int) Type { return Type{Kind: Timestamp, Precision: p} }

// TimestampLTZOf returns TIMESTAMP_LTZ(p).
func TimestampLTZOf(p int) Type { return Type{Kind: TimestampLTZ, Precision: p} }

// Of returns a type of a kind without parameters (BOOLEAN, INT, DATE, ...)
// or with Flink's default parameters for the kind.
func Of(k Kind) Type {
	t := Type{Kind: k}
	switch k {
	case Char, Binary:
		t.Length = 1
	case VarChar, VarBinary:
		t.Length = MaxLength
	case Decimal:
		t.Precision = DefaultDecimalPrec
	case Timestamp, TimestampTZ, TimestampLTZ:
		t.Precision = DefaultTimestampPrec
	case IntervalYearMonth:
		t.Unit, t.Precision = Month, DefaultYearPrec
	case IntervalDayTime:
		t.Unit, t.Precision, t.Scale = Second, DefaultDayPrec, 3
	}
	return t
}

// ArrayOf returns ARRAY<elem>.
func ArrayOf(elem Type) Type { return Type{Kind: Array, ext: &typeExt{elem: &elem}} }

// MultisetOf returns MULTISET<elem>.
func MultisetOf(elem Type) Type { return Type{Kind: Multiset, ext: &typeExt{elem: &elem}} }

// MapOf returns MAP<key, value>.
func MapOf(key, value Type) Type { return Type{Kind: Map, ext: &typeExt{elem: &key, value: &value}} }

// RowOf returns ROW<fields>.
func RowOf(fields ...Field) Type { return Type{Kind: Row, ext: &typeExt{fields: fields}} }

// RawOf returns RAW('class', 'snapshot'); snapshot is "" when not given.
func RawOf(class, snapshot string) Type {
	return Type{Kind: Raw, ext: &typeExt{class: class, snapshot: snapshot}}
}

// UserDefinedOf returns the unresolved user-defined type of that name.
func UserDefinedOf(name string) Type { return Type{Kind: UserDefined, ext: &typeExt{name: name}} }

// NotNullOf returns t as NOT NULL; a shorthand for tables of cases.
func NotNullOf(t Type) Type { return t.WithNullable(false) }

// String prints the type as Flink's planner messages do, i.e. as
// LogicalType.asSummaryString: STRING and BYTES for the maximal lengths,
// TIMESTAMP_LTZ(p), time attributes as "TIMESTAMP(3) *ROWTIME*", field
// comments of a ROW as '...'.
func (t Type) String() string {
	var b strings.Builder
	t.write(&b, true)
	return b.String()
}

// SerializableString prints the type as LogicalType.asSerializableString
// does (VARCHAR(2147483647), TIMESTAMP(3) WITH LOCAL TIME ZONE, no
// time-attribute marker, field comments in full).
func (t Type) SerializableString() string {
	var b strings.Builder
	t.write(&b, false)
	return b.String()
}

func (t Type) write(b *strings.Builder, summary bool) {
	switch t.Kind {
	case Char, Binary:
		b.WriteString(kindNames[t.Kind])
		b.WriteByte('(')
		b.WriteString(strconv.Itoa(t.Length))
		b.WriteByte(')')
	case VarChar, VarBinary:
		switch {
		case summary && t.Length == MaxLength && t.Kind == VarChar:
			b.WriteString("STRING")
		case summary && t.Length == MaxLength:
			b.WriteString("BYTES")
		default:
			b.WriteString(kindNames[t.Kind])
			b.WriteByte('(')
			b.WriteString(strconv.Itoa(t.Length))
			b.WriteByte(')')
		}
	case Decimal:
		b.WriteString("DECIMAL(" + strconv.Itoa(t.Precision) + ", " + strconv.Itoa(t.Scale) + ")")
	case Int:
		b.WriteString("INT")
	case Time:
		b.WriteString("TIME(" + strconv.Itoa(t.Precision) + ")")
	case Timestamp:
		b.WriteString("TIMESTAMP(" + strconv.Itoa(t.Precision) + ")")
	case TimestampTZ:
		b.WriteString("TIMESTAMP(" + strconv.Itoa(t.Precision) + ") WITH TIME ZONE")
	case TimestampLTZ:
		if summary {
			b.WriteString("TIMESTAMP_LTZ(" + strconv.Itoa(t.Precision) + ")")
		} else {
			b.WriteString("TIMESTAMP(" + strconv.Itoa(t.Precision) + ") WITH LOCAL TIME ZONE")
		}
	case IntervalYearMonth, IntervalDayTime:
		b.WriteString(intervalString(t))
	case Array, Multiset:
		b.WriteString(kindNames[t.Kind])
		b.WriteByte('<')
		childOrUnknown(t.Elem()).write(b, summary)
		b.WriteByte('>')
	case Map:
		b.WriteString("MAP<")
		childOrUnknown(t.Elem()).write(b, summary)
		b.WriteString(", ")
		childOrUnknown(t.Value()).write(b, summary)
		b.WriteByte('>')
	case Row:
		b.WriteString("ROW<")
		for i, f := range t.Fields() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(EscapeIdentifier(f.Name))
			b.WriteByte(' ')
			f.Type.write(b, summary)
			if f.HasDesc {
				if summary {
					b.WriteString(" '...'")
				} else {
					b.WriteString(" '" + strings.ReplaceAll(f.Description, "'", "''") + "'")
				}
			}
		}
		b.WriteByte('>')
	case Raw:
		snap := t.Snapshot()
		if summary {
			snap = "..."
		} else {
			snap = strings.ReplaceAll(snap, "'", "''")
		}
		b.WriteString("RAW('" + strings.ReplaceAll(t.Class(), "'", "''") + "', '" + snap + "')")
	case UserDefined:
		b.WriteString(t.Name())
	default:
		b.WriteString(kindNames[t.Kind])
	}
	if t.NotNull {
		b.WriteString(" NOT NULL")
	}
	if summary && t.Attr != Regular && (t.Kind == Timestamp || t.Kind == TimestampLTZ || t.Kind == TimestampTZ) {
		if t.Attr == Rowtime {
			b.WriteString(" *ROWTIME*")
		} else {
			b.WriteString(" *PROCTIME*")
		}
	}
}

func childOrUnknown(c *Type) Type {
	if c == nil {
		return Type{}
	}
	return *c
}

// EscapeIdentifier quotes a name in backticks, doubling backticks inside,
// as Flink's EncodingUtils.escapeIdentifier.
func EscapeIdentifier(name string) string {
	return "`" + strings.ReplaceAll(name, "`", "``") + "`"
}

func intervalString(t Type) string {
	p, f := strconv.Itoa(t.Precision), strconv.Itoa(t.Scale)
	switch t.Unit {
	case Year:
		return "INTERVAL YEAR(" + p + ")"
	case YearToMonth:
		return "INTERVAL YEAR(" + p + ") TO MONTH"
	case Month:
		return "INTERVAL MONTH"
	case Day:
		return "INTERVAL DAY(" + p + ")"
	case DayToHour:
		return "INTERVAL DAY(" + p + ") TO HOUR"
	case DayToMinute:
		return "INTERVAL DAY(" + p + ") TO MINUTE"
	case DayToSecond:
		return "INTERVAL DAY(" + p + ") TO SECOND(" + f + ")"
	case Hour:
		return "INTERVAL HOUR"
	case HourToMinute:
		return "INTERVAL HOUR TO MINUTE"
	case HourToSecond:
		return "INTERVAL HOUR TO SECOND(" + f + ")"
	case Minute:
		return "INTERVAL MINUTE"
	case MinuteToSecond:
		return "INTERVAL MINUTE TO SECOND(" + f + ")"
	default:
		return "INTERVAL SECOND(" + f + ")"
	}
}

// utf16Len is the length Java gives a string: Flink's CHAR literals are
// as long as their UTF-16 code units.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		if l := utf16.RuneLen(r); l > 0 {
			n += l
		} else {
			n++
		}
	}
	return n
}

// CalciteString prints the type as Calcite's RelDataType.toString does,
// which is how some planner messages print it (the window functions' "but
// is TIMESTAMP(3)", CAST's "cannot convert value of type ..."): INTEGER,
// VARCHAR(2147483647), TIMESTAMP_WITH_LOCAL_TIME_ZONE(3), "INTEGER ARRAY",
// "(VARCHAR(2147483647), INTEGER) MAP", "RecordType(INTEGER a)", and a
// time attribute as "TIME ATTRIBUTE(ROWTIME)" (Flink's
// TimeIndicatorRelDataType). Nullability is not printed.
func (t Type) CalciteString() string {
	switch t.Kind {
	case Timestamp, TimestampLTZ:
		switch t.Attr {
		case Rowtime:
			return "TIME ATTRIBUTE(ROWTIME)"
		case Proctime:
			return "TIME ATTRIBUTE(PROCTIME)"
		}
		if t.Kind == TimestampLTZ {
			return "TIMESTAMP_WITH_LOCAL_TIME_ZONE(" + strconv.Itoa(t.Precision) + ")"
		}
		return "TIMESTAMP(" + strconv.Itoa(t.Precision) + ")"
	case VarChar, VarBinary:
		return kindNames[t.Kind] + "(" + strconv.Itoa(t.Length) + ")"
	case Int:
		return "INTEGER"
	case Array, Multiset:
		return childOrUnknown(t.Elem()).CalciteString() + " " + kindNames[t.Kind]
	case Map:
		return "(" + childOrUnknown(t.Elem()).CalciteString() + ", " + childOrUnknown(t.Value()).CalciteString() + ") MAP"
	case Row:
		parts := make([]string, len(t.Fields()))
		for i, f := range t.Fields() {
			parts[i] = f.Type.CalciteString() + " " + f.Name
		}
		return "RecordType(" + strings.Join(parts, ", ") + ")"
	}
	return t.WithNullable(true).String()
}
