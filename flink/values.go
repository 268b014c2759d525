package flink

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Value parsing mirrors org.apache.flink.configuration.ConfigurationUtils and
// org.apache.flink.util.TimeUtils / MemorySize, as read in apache/flink
// (ConfigurationUtils.convertToBoolean/convertToInt/convertToLong/convertToEnum,
// TimeUtils.parseDuration, MemorySize.parseBytes). The error messages repeat
// Flink's own wording so a finding reads like the exception the job would throw.

// ValueError is a value Flink would reject for an option of the given type.
type ValueError struct {
	Type  Type
	Value string
	Msg   string // Flink's message (without the key)
}

func (e *ValueError) Error() string { return e.Msg }

func valueErr(t Type, v, format string, args ...any) error {
	return &ValueError{Type: t, Value: v, Msg: fmt.Sprintf(format, args...)}
}

// javaTrim removes what String.trim removes: every char <= ' ' at both ends.
func javaTrim(s string) string {
	i, j := 0, len(s)
	for i < j && s[i] <= ' ' {
		i++
	}
	for j > i && s[j-1] <= ' ' {
		j--
	}
	return s[i:j]
}

// ParseBoolean accepts "true" or "false" in any letter case and nothing else:
// no trimming, no "1"/"yes" (ConfigurationUtils.convertToBoolean).
func ParseBoolean(s string) (bool, error) {
	switch {
	case strings.EqualFold(s, "true"):
		return true, nil
	case strings.EqualFold(s, "false"):
		return false, nil
	}
	return false, valueErr(TypeBoolean, s,
		"Unrecognized option for boolean: %s. Expected either true or false(case insensitive)", s)
}

// parseJavaLong follows Long.parseLong for ASCII input: optional sign, digits,
// no spaces. (Java also accepts non-ASCII Unicode digits; they are rejected
// here, which only matters for inputs nobody writes.)
func parseJavaLong(s string, bits int) (int64, bool) {
	if s == "" {
		return 0, false
	}
	body := s
	if body[0] == '+' || body[0] == '-' {
		body = body[1:]
	}
	if body == "" {
		return 0, false
	}
	for i := 0; i < len(body); i++ {
		if body[i] < '0' || body[i] > '9' {
			return 0, false
		}
	}
	n, err := strconv.ParseInt(s, 10, bits)
	return n, err == nil
}

// ParseInteger parses an Integer option (Integer.parseInt on the raw text).
func ParseInteger(s string) (int32, error) {
	n, ok := parseJavaLong(s, 32)
	if !ok {
		return 0, valueErr(TypeInteger, s, "For input string: \"%s\" (not a 32-bit integer)", s)
	}
	return int32(n), nil
}

// ParseLong parses a Long option (Long.parseLong on the raw text).
func ParseLong(s string) (int64, error) {
	n, ok := parseJavaLong(s, 64)
	if !ok {
		return 0, valueErr(TypeLong, s, "For input string: \"%s\" (not a 64-bit integer)", s)
	}
	return n, nil
}

// ParseDouble parses a Double/Float option like Double.parseDouble for the
// forms people write: trimmed decimal or exponent notation, optional sign and
// d/f suffix, "NaN", "Infinity". Hex floats are not accepted here.
func ParseDouble(s string) (float64, error) {
	t := javaTrim(s)
	switch t {
	case "NaN", "Infinity", "+Infinity", "-Infinity":
		f, _ := strconv.ParseFloat(strings.TrimSuffix(t, "inity"), 64)
		return f, nil
	}
	if n := len(t); n > 1 && strings.ContainsRune("dDfF", rune(t[n-1])) {
		t = t[:n-1]
	}
	ok := t != ""
	for i := 0; i < len(t) && ok; i++ {
		c := t[i]
		ok = c >= '0' && c <= '9' || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-'
	}
	f, err := strconv.ParseFloat(t, 64)
	if !ok || err != nil {
		return 0, valueErr(TypeDouble, s, "For input string: \"%s\" (not a number)", s)
	}
	return f, nil
}

// durationUnits maps TimeUtils labels (lower case) to their length.
// Singular labels only: "d", "h", "min", "m", "s", "ms", "µs", "ns";
// plural-capable labels also with an "s": day(s), hour(s), minute(s), sec(s),
// second(s), milli(s), millisecond(s), micro(s), microsecond(s), nano(s),
// nanosecond(s). Note "m" is MINUTES and "us" is NOT a unit (the micro label is "µs").
var durationUnits = map[string]time.Duration{
	"d": 24 * time.Hour, "day": 24 * time.Hour, "days": 24 * time.Hour,
	"h": time.Hour, "hour": time.Hour, "hours": time.Hour,
	"min": time.Minute, "m": time.Minute, "minute": time.Minute, "minutes": time.Minute,
	"s": time.Second, "sec": time.Second, "secs": time.Second, "second": time.Second, "seconds": time.Second,
	"ms": time.Millisecond, "milli": time.Millisecond, "millis": time.Millisecond,
	"millisecond": time.Millisecond, "milliseconds": time.Millisecond,
	"µs": time.Microsecond, "micro": time.Microsecond, "micros": time.Microsecond,
	"microsecond": time.Microsecond, "microseconds": time.Microsecond,
	"ns": time.Nanosecond, "nano": time.Nanosecond, "nanos": time.Nanosecond,
	"nanosecond": time.Nanosecond, "nanoseconds": time.Nanosecond,
}

const durationUnitList = "DAYS: (d | day | days), HOURS: (h | hour | hours), " +
	"MINUTES: (min | m | minute | minutes), SECONDS: (s | sec | secs | second | seconds), " +
	"MILLISECONDS: (ms | milli | millis | millisecond | milliseconds), " +
	"MICROSECONDS: (µs | micro | micros | microsecond | microseconds), " +
	"NANOSECONDS: (ns | nano | nanos | nanosecond | nanoseconds)"

// isoDurationSince is the first release whose TimeUtils.parseDuration falls back
// to ISO-8601 (java.time.Duration.parse) when the text does not start with a
// digit: apache/flink flink-core/src/main/java/org/apache/flink/util/TimeUtils.java
// has the fallback at release-2.1.2-rc1 and release-2.2.1-rc2 and not at
// release-2.0.2-rc4 (FLINK-37668).
var isoDurationSince = Version{2, 1}

// ParseDuration parses a Duration option as TimeUtils.parseDuration does:
// trim; leading ASCII digits; optional unit label after optional spaces,
// case-insensitive; no unit means milliseconds; no sign, no fraction.
// From Flink 2.1 (and when v is unknown) a text that does not start with a
// digit is tried as ISO-8601 ("PT30S"); negative ISO durations are rejected.
// Durations longer than Go's time.Duration range (~292 years) but valid in
// Java saturate at math.MaxInt64.
func ParseDuration(s string, v Version) (time.Duration, error) {
	t := javaTrim(s)
	if t == "" {
		return 0, valueErr(TypeDuration, s, "argument is an empty- or whitespace-only string")
	}
	number, label := numberAndUnit(t)
	if number == "" {
		if v.IsZero() || v.AtLeast(isoDurationSince) {
			if d, ok := parseISODuration(t); ok {
				return d, nil
			}
			return 0, valueErr(TypeDuration, s,
				"text does not start with a number, and is not a valid ISO-8601 duration format: %s", t)
		}
		return 0, valueErr(TypeDuration, s, "text does not start with a number")
	}
	value, err := strconv.ParseInt(number, 10, 64)
	if err != nil {
		return 0, valueErr(TypeDuration, s,
			"The value '%s' cannot be re represented as 64bit number (numeric overflow).", number)
	}
	unit := time.Millisecond
	if label != "" {
		u, ok := durationUnits[label]
		if !ok {
			return 0, valueErr(TypeDuration, s,
				"Time interval unit label '%s' does not match any of the recognized units: %s", label, durationUnitList)
		}
		unit = u
	}
	// java.time.Duration holds seconds in a long: overflow only past that.
	if unit >= time.Second && value > math.MaxInt64/int64(unit/time.Second) {
		return 0, valueErr(TypeDuration, s, "The value '%s' cannot be represented as Duration (numeric overflow).", t)
	}
	if value > math.MaxInt64/int64(unit) {
		return time.Duration(math.MaxInt64), nil
	}
	return time.Duration(value) * unit, nil
}

// parseISODuration accepts the java.time.Duration.parse grammar
// PnDTnHnMn.nS (case-insensitive, optional signs) and rejects negatives.
func parseISODuration(s string) (time.Duration, bool) {
	u := strings.ToUpper(s)
	neg := false
	if u != "" && (u[0] == '+' || u[0] == '-') {
		neg = u[0] == '-'
		u = u[1:]
	}
	if !strings.HasPrefix(u, "P") {
		return 0, false
	}
	u = u[1:]
	datePart, timePart, hasT := strings.Cut(u, "T")
	if hasT && timePart == "" {
		return 0, false
	}
	var total float64 // seconds
	any := false
	take := func(part string, units map[byte]float64, order string) bool {
		last := -1
		for part != "" {
			i := 0
			if part[0] == '+' || part[0] == '-' {
				i = 1
			}
			for i < len(part) && (part[i] >= '0' && part[i] <= '9' || part[i] == '.' || part[i] == ',') {
				i++
			}
			if i == 0 || i >= len(part) {
				return false
			}
			num := strings.Replace(part[:i], ",", ".", 1)
			mult, ok := units[part[i]]
			idx := strings.IndexByte(order, part[i])
			if !ok || idx <= last || (strings.Contains(num, ".") && part[i] != 'S') {
				return false
			}
			last = idx
			f, err := strconv.ParseFloat(num, 64)
			if err != nil {
				return false
			}
			total += f * mult
			any = true
			part = part[i+1:]
		}
		return true
	}
	if !take(datePart, map[byte]float64{'D': 86400}, "D") ||
		!take(timePart, map[byte]float64{'H': 3600, 'M': 60, 'S': 1}, "HMS") || !any {
		return 0, false
	}
	if neg {
		total = -total
	}
	if total < 0 {
		return 0, false
	}
	if total >= float64(math.MaxInt64)/1e9 {
		return time.Duration(math.MaxInt64), true
	}
	return time.Duration(total * 1e9), true
}

// memoryUnits maps MemorySize unit labels (lower case) to their multiplier.
var memoryUnits = map[string]int64{
	"b": 1, "bytes": 1,
	"k": 1 << 10, "kb": 1 << 10, "kibibytes": 1 << 10,
	"m": 1 << 20, "mb": 1 << 20, "mebibytes": 1 << 20,
	"g": 1 << 30, "gb": 1 << 30, "gibibytes": 1 << 30,
	"t": 1 << 40, "tb": 1 << 40, "tebibytes": 1 << 40,
}

const memoryUnitList = "(b | bytes) / (k | kb | kibibytes) / (m | mb | mebibytes) / (g | gb | gibibytes) / (t | tb | tebibytes)"

// ParseMemorySize parses a MemorySize option as MemorySize.parseBytes does:
// trim; leading ASCII digits; optional unit after optional spaces,
// case-insensitive; no unit means bytes; powers of 1024; no fractions.
func ParseMemorySize(s string) (int64, error) {
	t := javaTrim(s)
	if t == "" {
		return 0, valueErr(TypeMemorySize, s, "argument is an empty- or whitespace-only string")
	}
	number, label := numberAndUnit(t)
	if number == "" {
		return 0, valueErr(TypeMemorySize, s, "text does not start with a number")
	}
	value, err := strconv.ParseInt(number, 10, 64)
	if err != nil {
		return 0, valueErr(TypeMemorySize, s,
			"The value '%s' cannot be re represented as 64bit number (numeric overflow).", number)
	}
	mult := int64(1)
	if label != "" {
		m, ok := memoryUnits[label]
		if !ok {
			return 0, valueErr(TypeMemorySize, s,
				"Memory size unit '%s' does not match any of the recognized units: %s", label, memoryUnitList)
		}
		mult = m
	}
	if value > math.MaxInt64/mult {
		return 0, valueErr(TypeMemorySize, s,
			"The value '%s' cannot be re represented as 64bit number of bytes (numeric overflow).", s)
	}
	return value * mult, nil
}

// ParseEnum matches s against the enum's string forms case-insensitively, as
// ConfigurationUtils.convertToEnum does (it compares toString() upper-cased
// with Locale.ROOT). The string form is the constant's toString(): for
// DescribedEnum options such as scan.startup.mode or sink.delivery-guarantee
// that is the dashed value ("exactly-once"), so "EXACTLY_ONCE" is rejected;
// for plain enums such as execution.checkpointing.mode it is the constant
// name ("AT_LEAST_ONCE"). It returns the canonical spelling.
func ParseEnum(s string, values []string) (string, error) {
	for _, v := range values {
		if strings.EqualFold(v, s) {
			return v, nil
		}
	}
	return "", valueErr(TypeEnum, s, "Could not parse value for enum: '%s'. Expected one of: [%s]", s, strings.Join(values, ", "))
}

// ParseList splits a List option on ';' as StructuredOptionsSplitter.splitEscaped
// does (cases from Flink's StructuredOptionsSplitterTest): whitespace before a
// token is skipped; a token starting with ' or " runs to the matching quote
// (a doubled quote is a literal quote) and must be followed by ';' or the
// end; an unquoted token runs to the next ';' and is trimmed, quotes inside it
// are literal. Empty input gives no elements, a trailing ';' adds none, two
// adjacent delimiters add an empty element.
func ParseList(s string) ([]string, error) {
	type token struct {
		kind byte // 'q' quoted, 'u' unquoted, ';' delimiter
		text string
		pos  int
	}
	var tokens []token
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ';':
			tokens = append(tokens, token{';', "", i})
			i++
		case isJavaWhitespace(c):
			i++
		case c == '\'' || c == '"':
			var b strings.Builder
			j := i + 1
			closed := false
			for j < len(s) {
				if s[j] == c {
					if j+1 < len(s) && s[j+1] == c {
						b.WriteByte(c)
						j += 2
						continue
					}
					closed = true
					j++
					break
				}
				b.WriteByte(s[j])
				j++
			}
			if !closed {
				return nil, valueErr(TypeList, s, "Could not split string. Quoting was not closed properly.")
			}
			tokens = append(tokens, token{'q', b.String(), i})
			i = j
		default:
			j := i
			for j < len(s) && s[j] != ';' {
				j++
			}
			tokens = append(tokens, token{'u', javaTrim(s[i:j]), i})
			i = j
		}
	}
	var out []string
	for i, t := range tokens {
		switch t.kind {
		case 'q':
			if i+1 < len(tokens) && tokens[i+1].kind != ';' {
				return nil, valueErr(TypeList, s, "Could not split string. Illegal quoting at position: %d", tokens[i+1].pos-1)
			}
			out = append(out, t.text)
		case 'u':
			out = append(out, t.text)
		case ';':
			if i+1 < len(tokens) && tokens[i+1].kind == ';' {
				out = append(out, "")
			}
		}
	}
	return out, nil
}

// isJavaWhitespace is Character.isWhitespace for ASCII input.
func isJavaWhitespace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || (c >= 0x1c && c <= 0x1f)
}

// ParseValue checks value against type t (enum values from values) as Flink
// would when the option is read; v selects version-dependent grammar.
func ParseValue(t Type, value string, enumValues []string, v Version) error {
	var err error
	switch t {
	case TypeBoolean:
		_, err = ParseBoolean(value)
	case TypeInteger:
		_, err = ParseInteger(value)
	case TypeLong:
		_, err = ParseLong(value)
	case TypeDouble:
		_, err = ParseDouble(value)
	case TypeDuration:
		_, err = ParseDuration(value, v)
	case TypeMemorySize:
		_, err = ParseMemorySize(value)
	case TypeEnum:
		_, err = ParseEnum(value, enumValues)
	case TypeList:
		_, err = ParseList(value)
	}
	return err
}

// ParseErrorMessage is the message Flink's Configuration gives when reading
// key fails ("Could not parse value 'abc' for key 'sink.parallelism'."),
// followed by the cause from err. Never call it with a secret value.
func ParseErrorMessage(key, value string, err error) string {
	msg := fmt.Sprintf("Could not parse value '%s' for key '%s'.", value, key)
	if err != nil {
		msg += " " + err.Error()
	}
	return msg
}

// numberAndUnit splits a trimmed duration or memory size as Flink's
// TimeUtils.parseDuration and MemorySize.parseBytes do: the leading ASCII
// digits, and the rest trimmed and lower-cased as the unit.
func numberAndUnit(t string) (number, unit string) {
	pos := 0
	for pos < len(t) && t[pos] >= '0' && t[pos] <= '9' {
		pos++
	}
	return t[:pos], strings.ToLower(javaTrim(t[pos:]))
}
