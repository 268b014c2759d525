package flinkcorpus

import (
	"slices"
	"strings"
	"testing"
)

func TestMatcher(t *testing.T) {
	tpls := []string{
		"Column '{}' not found in any table",                      // 0
		"Column '{}' not found in table '{}'",                     // 1
		"SQL validation failed. {}",                               // 2
		"{} is not supported.",                                    // 3
		"Processing time {} is not supported yet.",                // 4
		"{} is not supported yet.",                                // 5
		"Incompatible types",                                      // 6
		"Incompatible types for sink column '{}' at position {}.", // 7
		"Object '{}' not found",                                   // 8
		"Object '{}' not found within '{}'",                       // 9
		"Catalog {} does not exist",                               // 10
		"Table {} does not exist",                                 // 11
		"Unsupported {}",                                          // 12
	}
	var entries []MapEntry
	for _, s := range tpls {
		entries = append(entries, MapEntry{Class: ClassText, Rule: "not yet", Template: s})
	}
	m := NewMatcher(entries)
	cases := []struct {
		msg  string
		want []int
	}{
		// The whole message.
		{"Column 'foo' not found in any table", []int{0}},
		// A part of it (hasMessageContaining), with another case.
		{"not found in any table", []int{0}},
		{"column 'foo' NOT FOUND in   any table.", []int{0}},
		// A wrapper and its cause, the cause cut short.
		{"SQL validation failed. From line 1, column 8 to line 1, column 10: Column 'foo' not found in any", []int{0, 2}},
		// The more specific template hides the one it contains.
		{"Processing time Window Join is not supported yet.", []int{4}},
		{"Incompatible types for sink column 'c' at position 1.", []int{7}},
		{"Object 'T' not found within 'cat.db'", []int{9}},
		{"Object 'T' not found", []int{8}},
		// Each part of an assertion joined by " | ".
		{"Catalog c0 does not exist | Table t does not exist", []int{10, 11}},
		// Too little text to name a template.
		{"not found", nil},
		{"does not exist", nil},
		// A message no template words.
		{"Encountered \"END\" at line 2, column 1.", nil},
	}
	for _, c := range cases {
		got := m.Match(c.msg)
		if !slices.Equal(got, c.want) {
			var names []string
			for _, i := range got {
				names = append(names, tpls[i])
			}
			t.Errorf("Match(%q) = %v (%s), want %v", c.msg, got, strings.Join(names, " ; "), c.want)
		}
	}
}

func TestReadValidationMap(t *testing.T) {
	text := MapHeader + "\n" +
		"text\tFL054,FL059\tsource\tValidationException\tflink-table-api-java\trelease-1.20.4\tX.java:1\tCatalog {} does not exist\n" +
		"text\tnot yet\t\tValidationException\tflink-table-api-java\trelease-1.20.4\tX.java:2\tTable {} does not exist\n" +
		"runtime\t\t\tTableException\tflink-table-planner\trelease-1.20.4\tY.java:3\tFailed to load {}\n"
	es, err := ReadValidationMap(text)
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 3 || !slices.Equal(es[0].Rules(), []string{"FL054", "FL059"}) || es[1].Rules() != nil || es[2].Rules() != nil {
		t.Errorf("ReadValidationMap = %+v", es)
	}
	if es[0].Family() != "catalog-database" {
		t.Errorf("family of %q = %q", es[0].Template, es[0].Family())
	}
	if _, err := ReadValidationMap("class\trule\n"); err == nil {
		t.Error("a map without the header read without an error")
	}
}
