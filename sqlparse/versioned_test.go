package sqlparse

import (
	"reflect"
	"strings"
	"testing"
)

func TestVersionedConstructs(t *testing.T) {
	tests := []struct {
		sql  string
		want []string // Name@Since
	}{
		{"CREATE TABLE t WITH ('connector' = 'print') AS SELECT 1", []string{"CREATE TABLE ... AS@1.16"}},
		{"CREATE OR REPLACE TABLE t WITH ('connector' = 'print') AS SELECT 1", []string{"CREATE OR REPLACE TABLE ... AS@1.18"}},
		{"/* c */ stop job 'abc'", []string{"STOP JOB@1.17"}},
		{"-- c\nSHOW JOBS", []string{"SHOW JOBS@1.17"}},
		{"CREATE TABLE t (a INT) DISTRIBUTED BY HASH(a) INTO 2 BUCKETS WITH ('connector' = 'print')", []string{"DISTRIBUTED BY / INTO ... BUCKETS@1.20"}},
		{"desc model m", []string{"DESCRIBE MODEL@1.20"}},
		{"SHOW TABLES", nil},
		{"CREATE TABLE t (a INT) WITH ('connector' = 'print')", nil},
		{"SHOW CREATE TABLE t", nil},
	}
	for _, tt := range tests {
		s := Parse(tt.sql)
		var got []string
		for _, c := range s.Versioned {
			got = append(got, c.Name+"@"+c.Since)
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%q: versioned %v, want %v (errors %v)", tt.sql, got, tt.want, s.Errors)
		}
	}
}

// TestFirstIndex: the quick rejections of firstIndex (length, first
// letter) let every first word of versionedFirst through, in any case.
func TestFirstIndex(t *testing.T) {
	for i, w := range versionedFirst {
		for _, v := range []string{w, strings.ToLower(w)} {
			if got := firstIndex(v); got != i {
				t.Errorf("firstIndex(%q) = %d, want %d", v, got, i)
			}
		}
	}
	for _, w := range []string{"INSERT", "SET", "SELECT", "USE", "EXPLAIN", "CREATED", ""} {
		if got := firstIndex(w); got != len(versionedFirst) {
			t.Errorf("firstIndex(%q) = %d, want none", w, got)
		}
	}
}
