package main

import (
	"reflect"
	"testing"
)

func TestParseCall(t *testing.T) {
	for _, tc := range []struct {
		line string
		name string
		want form
		ok   bool
	}{
		{"DATE_FORMAT(timestamp, string)", "DATE_FORMAT", form{params: []string{"timestamp", "string"}, required: 2}, true},
		{"LOCATE(string1, string2[, integer])", "LOCATE", form{params: []string{"string1", "string2", "integer"}, required: 2}, true},
		{"TO_TIMESTAMP_LTZ(string1[, string2[, string3]])", "TO_TIMESTAMP_LTZ", form{params: []string{"string1", "string2", "string3"}, required: 1}, true},
		{"COALESCE(value1 [, value2]*)", "COALESCE", form{params: []string{"value1", "value2"}, required: 1, variadic: true}, true},
		{"CONCAT(string1, string2,...)", "CONCAT", form{params: []string{"string1", "string2"}, required: 2, variadic: true}, true},
		{"UUID()", "UUID", form{required: 0}, true},
		{"SUM([ ALL | DISTINCT ] expression)", "SUM", form{params: []string{"expression"}, required: 1}, true},
		{"JSON_VALUE(jsonValue, path [RETURNING <dataType>] [ { NULL | ERROR | DEFAULT <defaultExpr> } ON EMPTY ])", "JSON_VALUE",
			form{params: []string{"jsonValue", "path"}, required: 2}, true},
		{"SUBSTRING(string FROM integer1 [ FOR integer2 ])", "", form{}, false},
		{"TRIM([ BOTH | LEADING | TRAILING ] string1 FROM string2)", "", form{}, false},
		{"COUNT([ ALL ] expression | DISTINCT expression1 [, expression2]*)", "", form{}, false},
		{"value1 = value2", "", form{}, false},
	} {
		name, f, ok := parseCall(tc.line)
		f.source = ""
		if ok != tc.ok || name != tc.name || ok && !reflect.DeepEqual(f, tc.want) {
			t.Errorf("parseCall(%q) = %q %+v %v; want %q %+v %v", tc.line, name, f, ok, tc.name, tc.want, tc.ok)
		}
	}
}

func TestJavaForms(t *testing.T) {
	src := `
    public static final BuiltInFunctionDefinition TYPE_OF =
            BuiltInFunctionDefinition.newBuilder()
                    .name("TYPEOF")
                    .inputTypeStrategy(or(
                            sequence(new String[] {"input"}, new ArgumentTypeStrategy[] {ANY}),
                            sequence(Arrays.asList("input", "force_serializable"), Arrays.asList(ANY, ANY))))
                    .build();
    public static final BuiltInFunctionDefinition PRINTF =
            BuiltInFunctionDefinition.newBuilder()
                    .name("printf")
                    .sqlName("PRINTF")
                    .inputTypeStrategy(varyingSequence(Arrays.asList("format", "obj"), Arrays.asList(ANY, ANY)))
                    .build();
    public static final BuiltInFunctionDefinition ELT =
            BuiltInFunctionDefinition.newBuilder()
                    .name("ELT")
                    .inputTypeStrategy(compositeSequence().argument("index", INDEX)
                            .finishWithVarying(varyingSequence(Arrays.asList("expr", "exprs"), Arrays.asList(ANY, ANY))))
                    .build();
`
	got := javaForms(src)
	want := map[string][]form{
		"TYPEOF": {{params: []string{"input"}, required: 1, source: "java"}, {params: []string{"input", "force_serializable"}, required: 2, source: "java"}},
		"PRINTF": {{params: []string{"format", "obj"}, required: 1, variadic: true, source: "java"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("javaForms = %+v\nwant %+v", got, want)
	}
}
