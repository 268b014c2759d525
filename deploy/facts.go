package deploy

import (
	"regexp"
	"strings"
)

// Helpers that turn located tree values into Facts.

func (f field) line() Span {
	if !f.ok() {
		return Span{}
	}
	s := Span{f.key.span.Start, f.value.span.End}
	if f.key.span == (Span{}) || s.End < s.Start {
		return f.value.span
	}
	return s
}

// keySpan is the key of a fact: the property key, or where a value from
// another file (a var file) was assigned there.
func (f field) keySpan() Span {
	if f.value != nil && f.value.from().path != "" {
		return f.value.from().defKey
	}
	return f.key.span
}

func stringFact(f field) Fact[string] {
	if !f.ok() || f.value.kind == nullNode {
		return Fact[string]{}
	}
	out := Fact[string]{Set: true, Span: f.value.span, KeySpan: f.keySpan(), Path: f.value.from().path}
	if s, ok := f.value.text(); ok {
		out.Value = s
	} else {
		out.Hole = true
	}
	return out
}

func boolFact(f field) Fact[bool] {
	if !f.ok() || f.value.kind == nullNode {
		return Fact[bool]{}
	}
	out := Fact[bool]{Set: true, Span: f.value.span, KeySpan: f.keySpan(), Path: f.value.from().path}
	if v, ok := f.value.boolean(); ok {
		out.Value = v
	} else {
		out.Hole = true
	}
	return out
}

func intFact(f field) Fact[int] {
	if !f.ok() || f.value.kind == nullNode {
		return Fact[int]{}
	}
	out := Fact[int]{Set: true, Span: f.value.span, KeySpan: f.keySpan(), Path: f.value.from().path}
	if v, ok := f.value.integer(); ok {
		out.Value = v
	} else {
		out.Hole = true
	}
	return out
}

func triFact(f field) Fact[Tri] {
	b := boolFact(f)
	out := Fact[Tri]{Set: b.Set, Span: b.Span, KeySpan: b.KeySpan, Hole: b.Hole, Path: b.Path}
	if b.Set && !b.Hole {
		out.Value = No
		if b.Value {
			out.Value = Yes
		}
	}
	return out
}

var awsRuntimeRE = regexp.MustCompile(`^(?i)FLINK-(\d+)_(\d+)$`)

// awsFlinkVersion maps an AWS runtime ("FLINK-1_19") to a Flink version
// ("1.19"). Unknown FLINK-x_y values are accepted as they come; other
// runtimes (SQL-1_0, ZEPPELIN-FLINK-3_0) give "".
func awsFlinkVersion(runtime string) string {
	m := awsRuntimeRE.FindStringSubmatch(strings.TrimSpace(runtime))
	if m == nil {
		return ""
	}
	return strings.TrimLeft(m[1], "0") + "." + trimZeros(m[2])
}

func trimZeros(s string) string {
	t := strings.TrimLeft(s, "0")
	if t == "" {
		return "0"
	}
	return t
}

var operatorVersionRE = regexp.MustCompile(`^(?i)v?(\d+)[_.](\d+)$`)

// operatorFlinkVersion maps the operator's flinkVersion ("v1_20") to "1.20".
func operatorFlinkVersion(v string) string {
	m := operatorVersionRE.FindStringSubmatch(strings.TrimSpace(v))
	if m == nil {
		return ""
	}
	return trimZeros(m[1]) + "." + trimZeros(m[2])
}

func versionFact(runtime Fact[string], conv func(string) string) Fact[string] {
	out := runtime
	out.Value = ""
	if runtime.Set && !runtime.Hole {
		out.Value = conv(runtime.Value)
		if out.Value == "" {
			out.Hole = true // written, but not a Flink version we can read
		}
	}
	return out
}
