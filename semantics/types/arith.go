package types

import (
	"math/big"
	"strings"
)

// minimumAdjustedScale is LogicalTypeMerging.MINIMUM_ADJUSTED_SCALE.
const minimumAdjustedScale = 6

// adjustPrecisionScale keeps a derived DECIMAL within 38 digits: when the
// precision overflows, the scale gives way (to no less than 6, or the
// original scale if smaller) so that the integral part survives.
func adjustPrecisionScale(precision, scale int) Type {
	if precision <= MaxDecimalPrecision {
		return DecimalOf(precision, scale).WithNullable(false)
	}
	digits := precision - scale
	minScale := min(scale, minimumAdjustedScale)
	return DecimalOf(MaxDecimalPrecision, max(MaxDecimalPrecision-digits, minScale)).WithNullable(false)
}

// DecimalAdd is the result of DECIMAL(p1, s1) + DECIMAL(p2, s2) (and of
// -), LogicalTypeMerging.findAdditionDecimalType.
func DecimalAdd(p1, s1, p2, s2 int) Type {
	s := max(s1, s2)
	return adjustPrecisionScale(max(p1-s1, p2-s2)+s+1, s)
}

// DecimalMultiply is LogicalTypeMerging.findMultiplicationDecimalType.
func DecimalMultiply(p1, s1, p2, s2 int) Type {
	return adjustPrecisionScale(p1+p2+1, s1+s2)
}

// DecimalDivide is LogicalTypeMerging.findDivisionDecimalType.
func DecimalDivide(p1, s1, p2, s2 int) Type {
	s := max(6, s1+p2+1)
	return adjustPrecisionScale(p1-s1+s2+s, s)
}

// DecimalModulo is LogicalTypeMerging.findModuloDecimalType.
func DecimalModulo(p1, s1, p2, s2 int) Type {
	s := max(s1, s2)
	return adjustPrecisionScale(min(p1-s1, p2-s2)+s, s)
}

// DecimalRound is LogicalTypeMerging.findRoundDecimalType: the type of
// ROUND(DECIMAL(p, s), r) for a literal r.
func DecimalRound(p, s, r int) Type {
	switch {
	case r >= s:
		return DecimalOf(p, s).WithNullable(false)
	case r < 0:
		return DecimalOf(min(MaxDecimalPrecision, 1+p-s), 0).WithNullable(false)
	}
	return DecimalOf(1+p-s+r, r).WithNullable(false)
}

// SumAggType is the type of SUM over the argument type,
// LogicalTypeMerging.findSumAggType: DECIMAL(p, s) sums to DECIMAL(38, s),
// every other type to itself. The nullability is the argument's; the SQL
// aggregate is nullable as well without GROUP BY or with FILTER (see
// AggNullable).
func SumAggType(arg Type) Type {
	if arg.Kind == Decimal {
		return DecimalOf(MaxDecimalPrecision, arg.Scale).WithNullable(arg.Nullable())
	}
	return arg
}

// AvgAggType is the type of AVG (and STDDEV_POP, STDDEV_SAMP, VAR_POP,
// VAR_SAMP, which share Calcite's AVG return-type inference) over the
// argument type, LogicalTypeMerging.findAvgAggType: DECIMAL(p, s) gives
// DECIMAL(38, max(6, s)); every other type itself (AVG of an INT is an
// INT).
func AvgAggType(arg Type) Type {
	if arg.Kind == Decimal {
		return DecimalDivide(MaxDecimalPrecision, arg.Scale, 20, 0).WithNullable(arg.Nullable())
	}
	return arg
}

// AggNullable applies Calcite's rule for SUM, AVG and their kin: the
// result is nullable when the aggregate has no GROUP BY (an empty input
// gives NULL) or a FILTER clause.
func AggNullable(t Type, grouped, filtered bool) Type {
	if !grouped || filtered {
		return t.WithNullable(true)
	}
	return t
}

// asDecimal is Calcite's RelDataTypeFactory.decimalOf for an exact
// numeric: the DECIMAL that holds every value of the type.
func asDecimal(t Type) (p, s int) {
	if t.Kind == Decimal {
		return t.Precision, t.Scale
	}
	return precisionOf(t), 0
}

// Operator is an arithmetic operator.
type Operator uint8

// The arithmetic operators.
const (
	Plus Operator = iota
	Minus
	Multiply
	Divide
	Modulo
)

func (o Operator) String() string { return [...]string{"+", "-", "*", "/", "%"}[o] }

// Arithmetic is the type of a binary arithmetic expression as Flink's
// planner derives it, or false when Flink rejects the operand types
// (Calcite's "Cannot apply '+' to arguments of type ..."). Exact numerics
// with a DECIMAL use the DECIMAL derivations (FlinkTypeSystem); other
// numerics the common type (INT + INT is INT, INT / INT is INT, INT +
// DOUBLE is DOUBLE); % of two exact numerics of scale 0 has the type of
// the second operand. Timestamps plus or minus an interval keep their
// type, as do a DATE or TIME plus or minus a year-month interval (with a
// day-time interval the result is Unknown). The result is nullable when an operand is. An operand
// that is not Known gives an Unknown result and true.
func Arithmetic(op Operator, a, b Type) (Type, bool) {
	if !a.Known() || !b.Known() {
		return Type{}, true
	}
	nullable := a.Nullable() || b.Nullable()
	if a.Kind == Null || b.Kind == Null {
		other := a
		if a.Kind == Null {
			other = b
		}
		if other.Kind == Null || other.Is(Numeric|Interval|Datetime) {
			return other.WithNullable(true), true
		}
		return Type{}, false
	}
	switch {
	case a.Is(Numeric) && b.Is(Numeric):
		t, ok := numericArithmetic(op, a, b)
		return t.WithNullable(nullable), ok
	case (op == Plus || op == Minus) && a.Is(Datetime) && b.Is(Interval):
		return datetimePlusInterval(a, b, nullable)
	case op == Plus && a.Is(Interval) && b.Is(Datetime):
		return datetimePlusInterval(b, a, nullable)
	case (op == Plus || op == Minus) && a.Is(Interval) && b.Kind == a.Kind:
		c, ok := CommonType(a, b)
		return c, ok
	case (op == Multiply || op == Divide) && a.Is(Interval) && b.Is(Numeric):
		return a.WithNullable(nullable), true
	case op == Multiply && a.Is(Numeric) && b.Is(Interval):
		return b.WithNullable(nullable), true
	}
	return Type{}, false
}

// datetimePlusInterval: a timestamp keeps its type; a DATE or TIME plus a
// year-month interval keeps its type too, but plus a day-time interval it
// may become a TIMESTAMP depending on the interval's unit (Calcite's
// SqlTimestampAddFunction.deduceType: DATE + INTERVAL '1' HOUR is a
// TIMESTAMP), which the planner's types do not keep: Unknown.
func datetimePlusInterval(dt, iv Type, nullable bool) (Type, bool) {
	if (dt.Kind == Date || dt.Kind == Time) && iv.Kind == IntervalDayTime {
		return Type{}, true
	}
	return dt.WithNullable(nullable).WithAttr(Regular), true
}

func numericArithmetic(op Operator, a, b Type) (Type, bool) {
	if a.Is(ExactNumeric) && b.Is(ExactNumeric) && (a.Kind == Decimal || b.Kind == Decimal) {
		p1, s1 := asDecimal(a)
		p2, s2 := asDecimal(b)
		switch op {
		case Plus, Minus:
			return DecimalAdd(p1, s1, p2, s2), true
		case Multiply:
			return DecimalMultiply(p1, s1, p2, s2), true
		case Divide:
			return DecimalDivide(p1, s1, p2, s2), true
		default:
			if s1 == 0 && s2 == 0 {
				return b, true
			}
			return DecimalModulo(p1, s1, p2, s2), true
		}
	}
	if op == Modulo {
		if a.Is(ExactNumeric) && b.Is(ExactNumeric) {
			return b, true
		}
		// MOD is defined on exact numerics only.
		return Type{}, false
	}
	if t, known := calciteLeastRestrictive(a, b); known {
		return t.WithAttr(Regular), true
	}
	return Type{}, true
}

// calciteLeastRestrictive is the common type of two numerics as Calcite's
// leastRestrictive gives it for arithmetic: the wider integer; an
// approximate numeric with an integer; DOUBLE for a DOUBLE with a DECIMAL
// or an integer. FLOAT with DOUBLE or with a DECIMAL is not modelled
// (known false): Calcite compares their precisions, which flinklint has
// not read.
func calciteLeastRestrictive(a, b Type) (Type, bool) {
	if !a.Is(ApproximateNumeric) && !b.Is(ApproximateNumeric) {
		if precisionOf(b) > precisionOf(a) {
			return b, true
		}
		return a, true
	}
	hasFloat := a.Kind == Float || b.Kind == Float
	if hasFloat && (a.Kind == Double || b.Kind == Double || a.Kind == Decimal || b.Kind == Decimal) {
		return Type{}, false
	}
	if hasFloat {
		return Type{Kind: Float}, true
	}
	return Type{Kind: Double}, true
}

// LiteralKind is the lexical class of a SQL literal.
type LiteralKind uint8

// The literal classes.
const (
	ExactNumericLiteral      LiteralKind = iota // 1, 1.5, .5
	ApproxNumericLiteral                        // 1e3, 1.5E-2
	StringLiteral                               // 'abc' (the text is the value, unquoted)
	BinaryLiteral                               // X'0A0B' (the text is the hex digits)
	BooleanLiteral                              // TRUE, FALSE
	UnknownLiteral                              // UNKNOWN
	NullLiteral                                 // NULL
	DateLiteral                                 // DATE '2020-01-01'
	TimeLiteral                                 // TIME '10:00:00.123' (the text is the value)
	TimestampLiteral                            // TIMESTAMP '2020-01-01 10:00:00.123'
	TimestampLTZLiteral                         // TIMESTAMP_LTZ '...' / TIMESTAMP WITH LOCAL TIME ZONE '...'
	YearMonthIntervalLiteral                    // INTERVAL '1' YEAR, INTERVAL '1-2' YEAR TO MONTH
	DayTimeIntervalLiteral                      // INTERVAL '1' SECOND, INTERVAL '1 10' DAY TO HOUR
)

// LiteralType is the type Flink gives a literal: 1 is INT NOT NULL (BIGINT
// NOT NULL beyond INT's range), 1.5 is DECIMAL(2, 1) NOT NULL (the
// precision counts every digit written, leading zeros too), 1e3 is DOUBLE
// NOT NULL, 'abc' is CHAR(3) NOT NULL, X'0A' is BINARY(1) NOT NULL, TRUE is
// BOOLEAN NOT NULL, NULL is NULL, TIMESTAMP '2020-01-01 00:00:00.123' is
// TIMESTAMP(3) NOT NULL, and intervals are the planner's INTERVAL MONTH NOT
// NULL and INTERVAL SECOND(3) NOT NULL whatever their qualifier. It
// answers false for a numeric literal Flink rejects or flinklint cannot
// type (an integer beyond BIGINT's range).
func LiteralType(kind LiteralKind, text string) (Type, bool) {
	notNull := func(t Type) (Type, bool) { return t.WithNullable(false), true }
	switch kind {
	case ExactNumericLiteral:
		return exactLiteralType(text)
	case ApproxNumericLiteral:
		return notNull(Type{Kind: Double})
	case StringLiteral:
		return notNull(CharOf(utf16Len(text)))
	case BinaryLiteral:
		return notNull(BinaryOf(len(text) / 2))
	case BooleanLiteral:
		return notNull(Type{Kind: Boolean})
	case UnknownLiteral:
		return Type{Kind: Boolean}, true
	case NullLiteral:
		return Type{Kind: Null}, true
	case DateLiteral:
		return notNull(Type{Kind: Date})
	case TimeLiteral:
		return notNull(TimeOf(fractionDigits(text)))
	case TimestampLiteral:
		return notNull(TimestampOf(fractionDigits(text)))
	case TimestampLTZLiteral:
		return notNull(TimestampLTZOf(fractionDigits(text)))
	case YearMonthIntervalLiteral:
		return notNull(Of(IntervalYearMonth))
	case DayTimeIntervalLiteral:
		return notNull(Of(IntervalDayTime))
	}
	return Type{}, false
}

func fractionDigits(s string) int {
	i := strings.LastIndexByte(s, '.')
	if i < 0 || strings.ContainsAny(s[i:], " -:") {
		return 0
	}
	return len(strings.TrimSpace(s[i+1:]))
}

func exactLiteralType(text string) (Type, bool) {
	if text == "" || strings.Trim(text, "0123456789.") != "" || strings.Count(text, ".") > 1 {
		return Type{}, false
	}
	dot := strings.IndexByte(text, '.')
	if dot < 0 || dot == len(text)-1 {
		digits := strings.TrimSuffix(text, ".")
		if digits == "" {
			return Type{}, false
		}
		n, ok := new(big.Int).SetString(digits, 10)
		if !ok {
			return Type{}, false
		}
		switch {
		case n.IsInt64() && n.Int64() <= 2147483647:
			return Type{Kind: Int, NotNull: true}, true
		case n.IsInt64():
			return Type{Kind: BigInt, NotNull: true}, true
		}
		return Type{}, false
	}
	// Calcite counts every character but the point as precision.
	prec, scale := len(text)-1, len(text)-dot-1
	if prec > MaxDecimalPrecision {
		return Type{}, false
	}
	return DecimalOf(prec, scale).WithNullable(false), true
}

// Concat is the type of a || b (Calcite's CONCAT operator, which Flink
// keeps: ReturnTypes.DYADIC_STRING_SUM_PRECISION_NULLABLE): two character
// strings or two binary strings; the lengths add up; the result is
// variable-length when the second operand is (CHAR(2) || VARCHAR(3) is
// VARCHAR(5), VARCHAR(3) || CHAR(2) too, CHAR(2) || CHAR(3) is CHAR(5)),
// and STRING (BYTES) when the sum passes the maximal length; nullable
// when an operand is. It answers false when Flink rejects the operands
// ('1' || 1: "Cannot apply '||' to arguments of type ..."), and an
// Unknown type with true when an operand is not Known or NULL.
func Concat(a, b Type) (Type, bool) {
	if !a.Known() || !b.Known() || a.Kind == Null || b.Kind == Null {
		return Type{}, true
	}
	var fixed, varying Kind
	switch {
	case a.Is(CharacterString) && b.Is(CharacterString):
		fixed, varying = Char, VarChar
	case a.Is(BinaryString) && b.Is(BinaryString):
		fixed, varying = Binary, VarBinary
	default:
		return Type{}, false
	}
	kind := a.Kind
	if b.Kind == varying {
		kind = varying
	}
	sum := int64(a.Length) + int64(b.Length)
	t := Type{Kind: kind, Length: int(sum), NotNull: a.NotNull && b.NotNull}
	if sum > MaxLength {
		if kind == fixed {
			// Calcite falls back to the type's default length; not modelled.
			return Type{}, true
		}
		t.Length = MaxLength
	}
	return t, true
}
