package types

// Family is a set of kinds, as Flink's LogicalTypeFamily.
type Family uint16

// The families of Flink's LogicalTypeRoot.
const (
	Predefined Family = 1 << iota
	Constructed
	UserDefinedFamily
	CharacterString
	BinaryString
	Numeric
	IntegerNumeric
	ExactNumeric
	ApproximateNumeric
	Datetime
	TimeFamily
	TimestampFamily
	Interval
	Collection
	Extension
)

// kindFamilies transcribes LogicalTypeRoot's family lists.
var kindFamilies = [numKinds]Family{
	Char:              Predefined | CharacterString,
	VarChar:           Predefined | CharacterString,
	Boolean:           Predefined,
	Binary:            Predefined | BinaryString,
	VarBinary:         Predefined | BinaryString,
	Decimal:           Predefined | Numeric | ExactNumeric,
	TinyInt:           Predefined | Numeric | IntegerNumeric | ExactNumeric,
	SmallInt:          Predefined | Numeric | IntegerNumeric | ExactNumeric,
	Int:               Predefined | Numeric | IntegerNumeric | ExactNumeric,
	BigInt:            Predefined | Numeric | IntegerNumeric | ExactNumeric,
	Float:             Predefined | Numeric | ApproximateNumeric,
	Double:            Predefined | Numeric | ApproximateNumeric,
	Date:              Predefined | Datetime,
	Time:              Predefined | Datetime | TimeFamily,
	Timestamp:         Predefined | Datetime | TimestampFamily,
	TimestampTZ:       Predefined | Datetime | TimestampFamily,
	TimestampLTZ:      Predefined | Datetime | TimestampFamily | Extension,
	IntervalYearMonth: Predefined | Interval,
	IntervalDayTime:   Predefined | Interval,
	Array:             Constructed | Collection,
	Multiset:          Constructed | Collection,
	Map:               Constructed | Extension,
	Row:               Constructed,
	Distinct:          UserDefinedFamily,
	Structured:        UserDefinedFamily,
	Null:              Extension,
	Raw:               Extension,
	Symbol:            Extension,
	UserDefined:       Extension,
	Descriptor:        Extension,
	Variant:           Extension,
	Bitmap:            Extension,
}

// Is reports whether the kind belongs to any of the families.
func (k Kind) Is(f Family) bool { return k < numKinds && kindFamilies[k]&f != 0 }

// Is reports whether the type's kind belongs to any of the families.
func (t Type) Is(f Family) bool { return t.Kind.Is(f) }

// kindSet is a set of kinds.
type kindSet uint64

func kinds(ks ...Kind) kindSet {
	var s kindSet
	for _, k := range ks {
		s |= 1 << k
	}
	return s
}

func familyKinds(fs ...Family) kindSet {
	var s kindSet
	for k := Kind(0); k < numKinds; k++ {
		for _, f := range fs {
			if k.Is(f) {
				s |= 1 << k
			}
		}
	}
	return s
}

func (s kindSet) has(k Kind) bool { return s&(1<<k) != 0 }

// castRule is the set of source kinds that cast to one target kind.
type castRule struct{ implicit, explicit kindSet }

// castRules transcribes the casting table of LogicalTypeCasts as of Flink
// 1.19 (and unchanged in 1.20, 2.0, 2.1 for the kinds modelled here).
// Every kind casts implicitly to itself.
var castRules = func() [numKinds]castRule {
	var r [numKinds]castRule
	for k := Kind(0); k < numKinds; k++ {
		r[k].implicit = kinds(k)
	}
	add := func(target Kind, implicit, explicit kindSet) {
		r[target].implicit |= implicit
		r[target].explicit |= explicit
	}
	tsLike := kinds(Boolean, Timestamp, TimestampLTZ)
	add(Char, kinds(Char), familyKinds(Predefined, Constructed)|kinds(Raw, Null, Structured))
	add(VarChar, familyKinds(CharacterString), familyKinds(Predefined, Constructed)|kinds(Raw, Null, Structured))
	add(Boolean, kinds(Boolean), familyKinds(CharacterString, IntegerNumeric))
	add(Binary, kinds(Binary), familyKinds(CharacterString)|kinds(VarBinary, Raw))
	add(VarBinary, familyKinds(BinaryString), familyKinds(CharacterString)|kinds(Binary, Raw))
	add(Decimal, familyKinds(Numeric), familyKinds(CharacterString, Interval)|tsLike)
	add(TinyInt, kinds(TinyInt), familyKinds(Numeric, CharacterString, Interval)|tsLike)
	add(SmallInt, kinds(TinyInt, SmallInt), familyKinds(Numeric, CharacterString, Interval)|tsLike)
	add(Int, kinds(TinyInt, SmallInt, Int), familyKinds(Numeric, CharacterString, Interval)|tsLike)
	add(BigInt, kinds(TinyInt, SmallInt, Int, BigInt), familyKinds(Numeric, CharacterString, Interval)|tsLike)
	add(Float, kinds(TinyInt, SmallInt, Int, BigInt, Float, Decimal), familyKinds(Numeric, CharacterString)|tsLike)
	add(Double, familyKinds(Numeric), familyKinds(CharacterString)|tsLike)
	add(Date, kinds(Date, Timestamp), familyKinds(TimestampFamily, CharacterString))
	add(Time, kinds(Time, Timestamp), familyKinds(TimeFamily, TimestampFamily, CharacterString))
	add(Timestamp, kinds(Timestamp, TimestampLTZ), familyKinds(Datetime, CharacterString, Numeric))
	add(TimestampTZ, kinds(TimestampTZ), familyKinds(Datetime, CharacterString))
	add(TimestampLTZ, kinds(TimestampLTZ, Timestamp), familyKinds(Datetime, CharacterString, Numeric))
	add(IntervalYearMonth, kinds(IntervalYearMonth), familyKinds(ExactNumeric, CharacterString))
	add(IntervalDayTime, kinds(IntervalDayTime), familyKinds(ExactNumeric, CharacterString))
	return r
}()

// SupportsImplicitCast reports whether a value of type from can be used
// where type to is expected without loss of information, as Flink's
// LogicalTypeCasts.supportsImplicitCast: a nullable type never casts to a
// NOT NULL one; kinds cast by the table above (INT to BIGINT and DECIMAL
// and DOUBLE, CHAR to VARCHAR, TIMESTAMP to TIMESTAMP_LTZ and back,
// TIMESTAMP to DATE and TIME, ...) whatever their lengths and precisions;
// constructed types cast within their kind, child by child. A type that is
// not Known answers true.
func SupportsImplicitCast(from, to Type) bool { return supportsCasting(from, to, false) }

// SupportsExplicitCast reports whether CAST(from AS to) is valid, as
// LogicalTypeCasts.supportsExplicitCast. Nullability does not matter to
// an explicit cast. A type that is not Known answers true.
func SupportsExplicitCast(from, to Type) bool { return supportsCasting(from, to, true) }

func supportsCasting(from, to Type, explicit bool) bool {
	if !from.Known() || !to.Known() {
		return true
	}
	// A NOT NULL type cannot store a NULL type, but an explicit cast may
	// know better.
	if from.Nullable() && to.NotNull && !explicit {
		return false
	}
	if equalIgnoringNull(from, to) {
		return true
	}
	switch {
	case from.Kind == Null:
		return true
	case from.Is(Interval) && to.Is(ExactNumeric):
		return isSingleFieldInterval(from)
	case from.Is(ExactNumeric) && to.Is(Interval):
		return isSingleFieldInterval(to)
	case (from.Is(Constructed) || from.Kind == Structured) && (to.Is(Constructed) || to.Kind == Structured):
		return supportsConstructedCasting(from, to, explicit)
	case from.Kind == Raw && !to.Is(BinaryString|CharacterString) || to.Kind == Raw:
		return false
	case from.Kind == Symbol || to.Kind == Symbol:
		return false
	}
	rule := castRules[to.Kind]
	return rule.implicit.has(from.Kind) || explicit && rule.explicit.has(from.Kind)
}

// supportsConstructedCasting: constructed types cast only within their
// kind, with as many children, each of which casts.
func supportsConstructedCasting(from, to Type, explicit bool) bool {
	if from.Kind != to.Kind {
		return false
	}
	fc, tc := from.children(), to.children()
	if len(fc) != len(tc) {
		return false
	}
	for i := range fc {
		if !supportsCasting(fc[i], tc[i], explicit) {
			return false
		}
	}
	return true
}

func isSingleFieldInterval(t Type) bool {
	switch t.Unit {
	case Year, Month, Day, Hour, Minute, Second:
		return true
	}
	return false
}

// SupportsAvoidingCast reports whether a value of type from can be taken
// as type to without any cast, as LogicalTypeCasts.supportsAvoidingCast: a
// relaxed equality. NOT NULL fits NULL but not the reverse; CHAR and
// VARCHAR fit a VARCHAR at least as long (BINARY and VARBINARY likewise);
// constructed types of one kind fit when their children do, whatever the
// field names. The planner uses it to decide whether an INSERT needs a
// cast projection, never to reject one. A type that is not Known answers
// true.
func SupportsAvoidingCast(from, to Type) bool {
	if !from.Known() || !to.Known() {
		return true
	}
	if from.Nullable() && to.NotNull {
		return false
	}
	switch to.Kind {
	case VarChar:
		if (from.Kind == Char || from.Kind == VarChar) && from.Length <= to.Length {
			return true
		}
	case VarBinary:
		if (from.Kind == Binary || from.Kind == VarBinary) && from.Length <= to.Length {
			return true
		}
	}
	if from.Kind != to.Kind {
		return false
	}
	fc, tc := from.children(), to.children()
	if len(fc) == 0 && len(tc) == 0 {
		return Equal(from, to) || Equal(from.WithNullable(true), to)
	}
	if len(fc) != len(tc) {
		return false
	}
	for i := range fc {
		if !SupportsAvoidingCast(fc[i], tc[i]) {
			return false
		}
	}
	return true
}

// SinkType is the type the planner checks a query column against when the
// column's table is an INSERT's target: the declared type made nullable at
// every level, since NOT NULL is enforced when the job runs, not when it
// is planned (DynamicSinkUtils.fixSinkDataType applies
// TypeTransformations.toNullable).
func SinkType(declared Type) Type {
	t := declared.WithNullable(true)
	switch t.Kind {
	case Array, Multiset:
		if t.Elem() != nil {
			e := SinkType(*t.Elem())
			t.ext = &typeExt{elem: &e}
		}
	case Map:
		if t.Elem() != nil && t.Value() != nil {
			k, v := SinkType(*t.Elem()), SinkType(*t.Value())
			t.ext = &typeExt{elem: &k, value: &v}
		}
	case Row:
		fields := make([]Field, len(t.Fields()))
		for i, f := range t.Fields() {
			f.Type = SinkType(f.Type)
			fields[i] = f
		}
		t.ext = &typeExt{fields: fields}
	}
	return t
}

// SupportsInsert is the predicate the planner applies to each column of
// an INSERT INTO (and of a statement set's INSERT, CTAS into an existing
// schema, Table.executeInsert): the query column's type must cast
// implicitly to the sink column's type with nullability ignored on the
// sink side (DynamicSinkUtils.validateSchemaAndApplyImplicitCast). When it
// is false, Flink rejects the statement with "Column types of query result
// and sink for '<table>' do not match. Cause: Incompatible types for sink
// column '<name>' at position <i>." followed by both schemas printed with
// String.
func SupportsInsert(query, sink Type) bool {
	return SupportsImplicitCast(query, SinkType(sink))
}
