package types

// unitBounds are the start and end units of each interval resolution, as
// LogicalTypeMerging's YEAR_MONTH_RES_TO_BOUNDARIES and
// DAY_TIME_RES_TO_BOUNDARIES.
var unitBounds = [...][2]IntervalUnit{
	Year:           {Year, Year},
	YearToMonth:    {Year, Month},
	Month:          {Month, Month},
	Day:            {Day, Day},
	DayToHour:      {Day, Hour},
	DayToMinute:    {Day, Minute},
	DayToSecond:    {Day, Second},
	Hour:           {Hour, Hour},
	HourToMinute:   {Hour, Minute},
	HourToSecond:   {Hour, Second},
	Minute:         {Minute, Minute},
	MinuteToSecond: {Minute, Second},
	Second:         {Second, Second},
}

// CommonType finds the most general type all the given types cast to, as
// Flink's LogicalTypeMerging.findCommonType: the type Flink's own type
// inference gives COALESCE, IFNULL, GREATEST, LEAST and the ARRAY_* and
// MAP_* functions (TypeStrategies.COMMON), and ARRAY[...] and MAP[...]
// elements. CASE, UNION and VALUES go through Calcite instead: use
// LeastRestrictive for them. For example INT, BIGINT and
// DECIMAL(2, 2) give DECIMAL(21, 2). The result is nullable when any
// input is. It answers false when there is none (e.g. INT and STRING,
// or only NULL). An input that is not Known gives an Unknown result and
// true.
func CommonType(ts ...Type) (Type, bool) {
	if len(ts) == 0 {
		return Type{}, false
	}
	hasRaw, hasNull, hasNullable := false, false, false
	norm := make([]Type, len(ts))
	for i, t := range ts {
		if !t.Known() {
			return Type{}, true
		}
		switch t.Kind {
		case Raw:
			hasRaw = true
		case Null:
			hasNull = true
		}
		if t.Nullable() {
			hasNullable = true
		}
		norm[i] = t.WithNullable(true)
	}
	found, ok := commonNullableType(norm, hasRaw, hasNull)
	if !ok {
		found, ok = commonCastableType(norm)
	}
	if !ok {
		return Type{}, false
	}
	found = found.WithNullable(hasNullable)
	// NULL is reserved for untyped literals only.
	if found.Kind == Null {
		return Type{}, false
	}
	return found, true
}

func commonCastableType(ts []Type) (Type, bool) {
	result := ts[0]
	for _, t := range ts {
		if t.Kind == Null {
			continue
		}
		if SupportsImplicitCast(result, t) {
			result = t
		} else if !SupportsImplicitCast(t, result) {
			return Type{}, false
		}
	}
	return result, true
}

func commonNullableType(ts []Type, hasRaw, hasNull bool) (Type, bool) {
	if hasRaw {
		return exactlySameType(ts)
	}
	var result Type
	haveResult := false
	for _, t := range ts {
		if t.Kind == Null {
			continue
		}
		if !haveResult {
			result, haveResult = t, true
		}
		if pattern, ok := commonTypePattern(result, t); ok {
			result = pattern
			continue
		}
		switch t.Kind {
		case Array, Multiset, Map, Row:
			return commonConstructedType(ts)
		}
		if !areSimilarTypes(result, t) {
			return Type{}, false
		}
		var ok bool
		if result, ok = mergeSimilar(result, t); !ok {
			return Type{}, false
		}
	}
	if !haveResult {
		if hasNull {
			return Type{Kind: Null}, true
		}
		return Type{}, false
	}
	return result, true
}

// mergeSimilar merges the next type into the result so far, one branch of
// findCommonNullableType per family.
func mergeSimilar(result, t Type) (Type, bool) {
	switch {
	case t.Is(CharacterString | BinaryString):
		length := max(result.Length, t.Length)
		switch {
		case result.Kind == VarChar || result.Kind == VarBinary:
			return stringType(result.Kind, length), true
		case result.Length != t.Length:
			// Different fixed lengths give a variable length: unlike the
			// standard, no padding.
			if result.Kind == Char {
				return stringType(VarChar, length), true
			}
			return stringType(VarBinary, length), true
		default:
			return stringType(t.Kind, length), true
		}
	case t.Is(ExactNumeric):
		switch {
		case result.Is(ExactNumeric):
			return commonExactNumeric(result, t), true
		case result.Is(ApproximateNumeric):
			if t.Kind == Decimal {
				return Type{Kind: Double}, true
			}
			return result, true
		}
		return Type{}, false
	case t.Is(ApproximateNumeric):
		switch {
		case result.Is(ApproximateNumeric):
			if result.Kind == Double || t.Kind == Double {
				return Type{Kind: Double}, true
			}
			return result, true
		case result.Is(ExactNumeric):
			// Flink tests the kind of the approximate type against
			// DECIMAL here, which never holds: DECIMAL then FLOAT gives
			// FLOAT, while FLOAT then DECIMAL gives DOUBLE.
			return t, true
		}
		return Type{}, false
	case t.Kind == Date:
		if result.Kind == Date {
			return Type{Kind: Date}, true
		}
		return Type{}, false
	case t.Is(TimeFamily):
		if result.Is(TimeFamily) {
			return TimeOf(max(result.Precision, t.Precision)), true
		}
		return Type{}, false
	case t.Is(TimestampFamily):
		if result.Is(TimestampFamily) {
			return commonTimestamp(result, t), true
		}
		return Type{}, false
	case t.Kind == IntervalDayTime, t.Kind == IntervalYearMonth:
		return commonInterval(result, t), true
	}
	return Type{}, false
}

func stringType(k Kind, length int) Type { return Type{Kind: k, Length: length} }

func areSimilarTypes(a, b Type) bool {
	for _, f := range []Family{CharacterString, BinaryString, Numeric, TimeFamily, TimestampFamily} {
		if a.Is(f) && b.Is(f) {
			return true
		}
	}
	return a.Kind == b.Kind
}

func exactlySameType(ts []Type) (Type, bool) {
	for _, t := range ts[1:] {
		if !Equal(t, ts[0]) {
			return Type{}, false
		}
	}
	return ts[0], true
}

// commonTypePattern: DATETIME with INTERVAL and TIMESTAMP or DATE with an
// exact numeric (an interval of days) keep the datetime type.
func commonTypePattern(result, t Type) (Type, bool) {
	switch {
	case result.Is(Datetime) && t.Is(Interval):
		return result, true
	case result.Is(Interval) && t.Is(Datetime):
		return t, true
	case (result.Is(TimestampFamily) || result.Kind == Date) && t.Is(ExactNumeric):
		return result, true
	case result.Is(ExactNumeric) && (t.Is(TimestampFamily) || t.Kind == Date):
		return t, true
	}
	return Type{}, false
}

func commonConstructedType(ts []Type) (Type, bool) {
	first := ts[0]
	n := len(first.children())
	for _, t := range ts {
		if t.Kind != first.Kind || len(t.children()) != n {
			return Type{}, false
		}
	}
	children := make([]Type, n)
	column := make([]Type, len(ts))
	for i := range n {
		for j, t := range ts {
			column[j] = t.children()[i]
		}
		c, ok := CommonType(column...)
		if !ok {
			return Type{}, false
		}
		children[i] = c
	}
	switch first.Kind {
	case Array:
		return ArrayOf(children[0]), true
	case Multiset:
		return MultisetOf(children[0]), true
	case Map:
		return MapOf(children[0], children[1]), true
	}
	fields := make([]Field, n)
	for i, f := range first.Fields() {
		fields[i] = Field{Name: f.Name, Type: children[i], Description: f.Description, HasDesc: f.HasDesc}
	}
	return RowOf(fields...), true
}

// precisionOf is LogicalTypeChecks.getPrecision for the exact numerics.
func precisionOf(t Type) int {
	switch t.Kind {
	case TinyInt:
		return 3
	case SmallInt:
		return 5
	case Int:
		return 10
	case BigInt:
		return 19
	}
	return t.Precision
}

func scaleOf(t Type) int {
	if t.Kind == Decimal {
		return t.Scale
	}
	return 0
}

func commonExactNumeric(result, t Type) Type {
	if Equal(result, t) {
		return result
	}
	if result.Kind != Decimal && t.Kind != Decimal {
		if precisionOf(t) > precisionOf(result) {
			return t
		}
		return result
	}
	p1, p2, s1, s2 := precisionOf(result), precisionOf(t), scaleOf(result), scaleOf(t)
	d := min(max(p1-s1, p2-s2), MaxDecimalPrecision)
	s := min(max(s1, s2), MaxDecimalPrecision-d)
	return DecimalOf(d+s, s)
}

func commonTimestamp(result, t Type) Type {
	if Equal(result, t) {
		return result
	}
	p := max(result.Precision, t.Precision)
	switch {
	case result.Kind == t.Kind:
		return Type{Kind: result.Kind, Precision: p}
	case result.Kind == TimestampTZ || t.Kind == TimestampTZ:
		return Type{Kind: TimestampTZ, Precision: p}
	case result.Kind == TimestampLTZ || t.Kind == TimestampLTZ:
		return Type{Kind: TimestampLTZ, Precision: p}
	}
	return Type{Kind: Timestamp, Precision: p}
}

func commonInterval(result, t Type) Type {
	lb, rb := unitBounds[result.Unit], unitBounds[t.Unit]
	start, end := min(lb[0], rb[0]), max(lb[1], rb[1])
	out := Type{Kind: t.Kind, Unit: combineUnits(start, end), Precision: max(result.Precision, t.Precision)}
	if t.Kind == IntervalDayTime {
		out.Scale = max(result.Scale, t.Scale)
	}
	return out
}

// LeastRestrictive is the common type of CASE branches, UNION, INTERSECT
// and EXCEPT columns, VALUES rows and IF branches in Flink SQL: Calcite's
// leastRestrictive, which FlinkTypeFactory falls back to when the types
// are not all identical (FlinkTypeFactory.leastRestrictive). Where Calcite
// and LogicalTypeMerging.findCommonType are known to agree (identical
// types, character strings, binary strings, exact numerics within 38
// digits, integers with one approximate kind, a DECIMAL with a DOUBLE,
// one datetime kind, and constructed types of those) it answers their
// common type; where they may differ (a DECIMAL with a FLOAT, FLOAT with
// DOUBLE, a DATE with a TIMESTAMP, TIMESTAMP with TIMESTAMP_LTZ, a
// datetime with a number or an interval, DECIMALs past 38 digits,
// intervals of different resolutions) it answers an Unknown type and true,
// so that no rule speaks. false means there is no common type (INT with
// STRING).
func LeastRestrictive(ts ...Type) (Type, bool) {
	t, ok := CommonType(ts...)
	if !ok || !t.Known() {
		return t, ok
	}
	if !calciteAgrees(ts) {
		return Type{}, true
	}
	return t, true
}

// calciteAgrees reports whether Calcite's leastRestrictive and
// findCommonType give the same type for these (Known) types.
func calciteAgrees(ts []Type) bool {
	var rest []Type
	for _, t := range ts {
		if t.Kind != Null {
			rest = append(rest, t)
		}
	}
	if len(rest) == 0 {
		return true
	}
	identical := true
	for _, t := range rest[1:] {
		if !equalIgnoringNull(t, rest[0]) {
			identical = false
		}
	}
	if identical {
		return true
	}
	var has [numKinds]bool
	for _, t := range rest {
		has[t.Kind] = true
	}
	only := func(ks ...Kind) bool {
		allowed := kinds(ks...)
		for k := Kind(0); k < numKinds; k++ {
			if has[k] && !allowed.has(k) {
				return false
			}
		}
		return true
	}
	switch {
	case only(Char, VarChar), only(Binary, VarBinary), only(Boolean), only(Date), only(Time), only(Timestamp), only(TimestampLTZ):
		return true
	case only(TinyInt, SmallInt, Int, BigInt, Decimal):
		return !has[Decimal] || decimalsFit(rest)
	case only(TinyInt, SmallInt, Int, BigInt, Float), only(TinyInt, SmallInt, Int, BigInt, Double):
		return true
	case only(TinyInt, SmallInt, Int, BigInt, Decimal, Double):
		return true
	case only(Array), only(Multiset), only(Map), only(Row):
		n := len(rest[0].children())
		for i := range n {
			column := make([]Type, len(rest))
			for j, t := range rest {
				c := t.children()
				if len(c) != n {
					return false
				}
				column[j] = c[i]
			}
			if !calciteAgrees(column) {
				return false
			}
		}
		return true
	}
	return false
}

// decimalsFit reports whether the common DECIMAL of exact numerics stays
// within 38 digits, where Calcite and Flink round alike.
func decimalsFit(ts []Type) bool {
	digits, scale := 0, 0
	for _, t := range ts {
		p, s := asDecimal(t)
		digits, scale = max(digits, p-s), max(scale, s)
	}
	return digits+scale <= MaxDecimalPrecision
}
