package flink

import (
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestParseBoolean(t *testing.T) {
	tests := []struct {
		in      string
		want    bool
		wantErr bool
	}{
		{"true", true, false},
		{"TRUE", true, false},
		{"True", true, false},
		{"tRuE", true, false},
		{"false", false, false},
		{"FALSE", false, false},
		{" true", false, true}, // no trimming in convertToBoolean
		{"true ", false, true},
		{"1", false, true},
		{"yes", false, true},
		{"on", false, true},
		{"", false, true},
	}
	for _, tt := range tests {
		got, err := ParseBoolean(tt.in)
		if got != tt.want || (err != nil) != tt.wantErr {
			t.Errorf("ParseBoolean(%q) = %v, %v", tt.in, got, err)
		}
	}
	_, err := ParseBoolean("abc")
	if want := "Unrecognized option for boolean: abc. Expected either true or false(case insensitive)"; err == nil || err.Error() != want {
		t.Errorf("message = %v, want %q", err, want)
	}
	var ve *ValueError
	if !errors.As(err, &ve) || ve.Type != TypeBoolean {
		t.Errorf("error type = %T", err)
	}
}

func TestParseIntegerLong(t *testing.T) {
	ints := []struct {
		in   string
		want int32
		ok   bool
	}{
		{"0", 0, true}, {"42", 42, true}, {"-3", -3, true}, {"+7", 7, true}, {"007", 7, true},
		{"2147483647", math.MaxInt32, true}, {"2147483648", 0, false},
		{" 1", 0, false}, {"1 ", 0, false}, {"1_000", 0, false}, {"0x10", 0, false},
		{"1.0", 0, false}, {"", 0, false}, {"-", 0, false}, {"abc", 0, false},
	}
	for _, tt := range ints {
		got, err := ParseInteger(tt.in)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ParseInteger(%q) = %v, %v", tt.in, got, err)
		}
	}
	if _, err := ParseLong("9223372036854775807"); err != nil {
		t.Error(err)
	}
	if _, err := ParseLong("9223372036854775808"); err == nil {
		t.Error("Long overflow accepted")
	}
	if n, err := ParseLong("2147483648"); err != nil || n != 2147483648 {
		t.Errorf("ParseLong = %v, %v", n, err)
	}
}

func TestParseDouble(t *testing.T) {
	for _, in := range []string{"0.5", "1", "-1e3", " 2.5 ", "1.0d", "3f", "NaN", "Infinity", ".5"} {
		if _, err := ParseDouble(in); err != nil {
			t.Errorf("ParseDouble(%q): %v", in, err)
		}
	}
	for _, in := range []string{"", "abc", "inf", "1_0", "0x1p3", "1,5"} {
		if _, err := ParseDouble(in); err == nil {
			t.Errorf("ParseDouble(%q) accepted", in)
		}
	}
}

// Cases follow Flink's TimeUtilsTest.
func TestParseDuration(t *testing.T) {
	v119, v21 := V(1, 19), V(2, 1) // 2.1: the first line with the ISO-8601 fallback
	tests := []struct {
		in   string
		v    Version
		want time.Duration
	}{
		{"1234", v119, 1234 * time.Millisecond},
		{"0", v119, 0},
		{"1234ms", v119, 1234 * time.Millisecond},
		{"1234 ms", v119, 1234 * time.Millisecond},
		{"1234milli", v119, 1234 * time.Millisecond},
		{"1234millis", v119, 1234 * time.Millisecond},
		{"1234millisecond", v119, 1234 * time.Millisecond},
		{"1234milliseconds", v119, 1234 * time.Millisecond},
		{"321s", v119, 321 * time.Second},
		{"321 s", v119, 321 * time.Second},
		{"321sec", v119, 321 * time.Second},
		{"321secs", v119, 321 * time.Second},
		{"321second", v119, 321 * time.Second},
		{"321 seconds", v119, 321 * time.Second},
		{"7m", v119, 7 * time.Minute}, // "m" is minutes
		{"7min", v119, 7 * time.Minute},
		{"30 min", v119, 30 * time.Minute},
		{"7minute", v119, 7 * time.Minute},
		{"7 minutes", v119, 7 * time.Minute},
		{"1h", v119, time.Hour},
		{"1 hour", v119, time.Hour},
		{"3 hours", v119, 3 * time.Hour},
		{"1d", v119, 24 * time.Hour},
		{"1 d", v119, 24 * time.Hour},
		{"2 days", v119, 48 * time.Hour},
		{"100ms", v119, 100 * time.Millisecond},
		{"5µs", v119, 5 * time.Microsecond},
		{"5 micros", v119, 5 * time.Microsecond},
		{"5ns", v119, 5},
		{"5 nanoseconds", v119, 5},
		{"1 MIN", v119, time.Minute}, // unit is case-insensitive
		{"10 S", v119, 10 * time.Second},
		{"  1234  ms  ", v119, 1234 * time.Millisecond},
		{"\t5s\n", v119, 5 * time.Second},
		{"PT30S", v21, 30 * time.Second},
		{"pt1m", v21, time.Minute},
		{"P1D", v21, 24 * time.Hour},
		{"P1DT2H", v21, 26 * time.Hour},
		{"PT0.5S", v21, 500 * time.Millisecond},
		{"PT30S", Version{}, 30 * time.Second},                 // unknown version: permissive
		{"106751991167 d", v119, time.Duration(math.MaxInt64)}, // valid in Java, saturates in Go
	}
	for _, tt := range tests {
		got, err := ParseDuration(tt.in, tt.v)
		if err != nil || got != tt.want {
			t.Errorf("ParseDuration(%q, %v) = %v, %v; want %v", tt.in, tt.v, got, err, tt.want)
		}
	}
	bad := []struct {
		in, v, msg string
	}{
		{"", "1.19", "argument is an empty- or whitespace-only string"},
		{"   ", "1.19", "argument is an empty- or whitespace-only string"},
		{"foobar", "1.19", "text does not start with a number"},
		{"PT30S", "1.20", "text does not start with a number"},
		{"PT30S", "2.0", "text does not start with a number"},
		{"foobar", "2.1", "text does not start with a number, and is not a valid ISO-8601 duration format: foobar"},
		{"-1", "1.19", "text does not start with a number"},
		{"-PT1S", "2.1", "not a valid ISO-8601"},
		{"1.5h", "1.19", "Time interval unit label '.5h' does not match any of the recognized units"},
		{"1 us", "1.19", "Time interval unit label 'us' does not match"},
		{"342 sekund", "1.19", "'sekund'"},
		{"10 s s", "1.19", "'s s'"},
		{"99999999999999999999", "1.19", "cannot be re represented as 64bit number (numeric overflow)"},
		{"9223372036854775807 d", "1.19", "numeric overflow"},
	}
	for _, tt := range bad {
		v, _ := ParseVersion(tt.v)
		_, err := ParseDuration(tt.in, v)
		if err == nil || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("ParseDuration(%q, %s) error = %v, want containing %q", tt.in, tt.v, err, tt.msg)
		}
	}
}

// Cases follow Flink's MemorySizeTest.
func TestParseMemorySize(t *testing.T) {
	tests := []struct {
		in   string
		want int64
	}{
		{"1234", 1234},
		{"1234b", 1234},
		{"1234 b", 1234},
		{"1234bytes", 1234},
		{"1234 bytes", 1234},
		{"1k", 1024},
		{"1 kb", 1024},
		{"1kibibytes", 1024},
		{"128mb", 128 << 20},
		{"128 MB", 128 << 20},
		{"128MB", 128 << 20},
		{"7m", 7 << 20},
		{"7 mebibytes", 7 << 20},
		{"1g", 1 << 30},
		{"1 GB", 1 << 30},
		{"2 gibibytes", 2 << 30},
		{"1t", 1 << 40},
		{"1 TB", 1 << 40},
		{"3 tebibytes", 3 << 40},
		{"  12  k  ", 12 << 10},
		{"0", 0},
	}
	for _, tt := range tests {
		got, err := ParseMemorySize(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseMemorySize(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
	bad := []struct{ in, msg string }{
		{"", "empty- or whitespace-only"},
		{"abc", "text does not start with a number"},
		{"-1", "text does not start with a number"},
		{"1.5g", "Memory size unit '.5g' does not match any of the recognized units"},
		{"1 k b", "'k b'"},
		{"12 kib", "'kib'"},
		{"99999999999999999999", "numeric overflow"},
		{"9223372036854775807 kb", "cannot be re represented as 64bit number of bytes (numeric overflow)"},
	}
	for _, tt := range bad {
		_, err := ParseMemorySize(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("ParseMemorySize(%q) error = %v, want containing %q", tt.in, err, tt.msg)
		}
	}
}

func TestParseEnum(t *testing.T) {
	tests := []struct {
		in     string
		values []string
		want   string
		ok     bool
	}{
		{"exactly-once", deliveryGuarantees, "exactly-once", true},
		{"EXACTLY-ONCE", deliveryGuarantees, "exactly-once", true},
		{"EXACTLY_ONCE", deliveryGuarantees, "", false}, // toString() form only
		{"group-offsets", startupModes, "group-offsets", true},
		{"Earliest-Offset", startupModes, "earliest-offset", true},
		{"earliest", startupModes, "", false},
		{"at_least_once", []string{"EXACTLY_ONCE", "AT_LEAST_ONCE"}, "AT_LEAST_ONCE", true},
		{"at-least-once", []string{"EXACTLY_ONCE", "AT_LEAST_ONCE"}, "", false},
		{" ALL", []string{"ALL", "EXCEPT_KEY"}, "", false},
	}
	for _, tt := range tests {
		got, err := ParseEnum(tt.in, tt.values)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ParseEnum(%q) = %q, %v", tt.in, got, err)
		}
	}
	_, err := ParseEnum("x", []string{"a", "b"})
	if err == nil || err.Error() != "Could not parse value for enum: 'x'. Expected one of: [a, b]" {
		t.Errorf("message: %v", err)
	}
}

// Cases from Flink's StructuredOptionsSplitterTest, plus delimiter edge cases.
func TestParseList(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"'A;B';C", []string{"A;B", "C"}},
		{"'A;B';'C'", []string{"A;B", "C"}},
		{"A;B;C", []string{"A", "B", "C"}},
		{"'AB''D;B';C", []string{"AB'D;B", "C"}},
		{"A'BD;B';C", []string{"A'BD", "B'", "C"}},
		{`"A;B";C`, []string{"A;B", "C"}},
		{`"AB""D;B";C`, []string{`AB"D;B`, "C"}},
		{`A"BD;B";C`, []string{`A"BD`, `B"`, "C"}},
		{`'AB"D';B;C`, []string{`AB"D`, "B", "C"}},
		{`'AB"''D;B';C`, []string{`AB"'D;B`, "C"}},
		{`"AB'""D;B";C`, []string{`AB'"D;B`, "C"}},
		{"   'A;B'    ;   C   ", []string{"A;B", "C"}},
		{"   A;B    ;   C   ", []string{"A", "B", "C"}},
		{"'A;B'    ;C A", []string{"A;B", "C A"}},
		{"' A    ;B'    ;'   C'", []string{" A    ;B", "   C"}},
		{"topic-1;topic-2", []string{"topic-1", "topic-2"}},
		{"", nil},
		{"a;", []string{"a"}},
		{"a;;b", []string{"a", "", "b"}},
	}
	for _, tt := range tests {
		got, err := ParseList(tt.in)
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseList(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	bad := []struct{ in, msg string }{
		{"'AB'D;B;C", "Could not split string. Illegal quoting at position: 3"},
		{`"AB"D;B;C`, "Illegal quoting at position: 3"},
		{"'A", "Could not split string. Quoting was not closed properly."},
		{"C;'", "Quoting was not closed properly."},
		{`"A`, "Quoting was not closed properly."},
	}
	for _, tt := range bad {
		_, err := ParseList(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("ParseList(%q) error = %v, want %q", tt.in, err, tt.msg)
		}
	}
}

func TestParseValueDispatch(t *testing.T) {
	tests := []struct {
		t     Type
		value string
		ok    bool
	}{
		{TypeString, "anything at all", true},
		{TypeBoolean, "TRUE", true},
		{TypeBoolean, "yes", false},
		{TypeInteger, "4", true},
		{TypeInteger, "four", false},
		{TypeLong, "-1", true},
		{TypeDuration, "30 min", true},
		{TypeDuration, "30 minutes please", false},
		{TypeMemorySize, "128MB", true},
		{TypeMemorySize, "128 MiB", false},
		{TypeList, "a;b", true},
		{TypeDouble, "0.1", true},
	}
	for _, tt := range tests {
		err := ParseValue(tt.t, tt.value, nil, V(1, 19))
		if (err == nil) != tt.ok {
			t.Errorf("ParseValue(%v, %q) = %v", tt.t, tt.value, err)
		}
	}
}

func FuzzParseDuration(f *testing.F) {
	for _, s := range []string{"1234", "30 min", "1h", "PT30S", "P1DT2H3M4.5S", "-PT1S", "", "9223372036854775807 d", "1 µs"} {
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, v2 bool) {
		v := V(1, 19)
		if v2 {
			v = V(2, 0)
		}
		d, err := ParseDuration(s, v)
		if err == nil && d < 0 {
			t.Fatalf("negative duration %v from %q", d, s)
		}
	})
}

func FuzzParseMemorySize(f *testing.F) {
	for _, s := range []string{"128mb", "1 GB", "", "x", "9223372036854775807 t", "1.5g"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParseMemorySize(s)
		if err == nil && n < 0 {
			t.Fatalf("negative size %d from %q", n, s)
		}
	})
}

func FuzzParseScalars(f *testing.F) {
	for _, s := range []string{"true", "12", "-9", "1e3", "a;'b;c'", "'", "NaN"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = ParseBoolean(s)
		_, _ = ParseInteger(s)
		_, _ = ParseLong(s)
		_, _ = ParseDouble(s)
		_, _ = ParseEnum(s, startupModes)
		if parts, err := ParseList(s); err == nil && len(parts) > strings.Count(s, ";")+1 {
			t.Fatalf("split %q without ';'", s)
		}
		_, _ = ParseVersion(s)
		_, _ = ParseJar(s)
		_ = IsSecret(s, s)
		_, _ = Suggest(s, []string{"sink.rolling-policy.file-size", "path"})
	})
}

func TestParseErrorMessage(t *testing.T) {
	_, err := ParseInteger("abc")
	got := ParseErrorMessage("sink.parallelism", "abc", err)
	want := `Could not parse value 'abc' for key 'sink.parallelism'. For input string: "abc" (not a 32-bit integer)`
	if got != want {
		t.Errorf("got %q", got)
	}
}

// Enum values as the sources declare them (KafkaConnectorOptions,
// DeliveryGuarantee), for the parser's tests.
var (
	startupModes = []string{"earliest-offset", "latest-offset", "group-offsets", "timestamp", "specific-offsets"}
	// DeliveryGuarantee.toString() values; 'EXACTLY_ONCE' is NOT accepted.
	deliveryGuarantees = []string{"exactly-once", "at-least-once", "none"}
)
