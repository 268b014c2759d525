package sqlparse

import (
	"reflect"
	"testing"
)

func TestTablePath(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"orders", []string{"orders"}},
		{"cat.db.orders", []string{"cat", "db", "orders"}},
		{"`my.table`", []string{"my.table"}},
		{"db.`we``ird`", []string{"db", "we`ird"}},
		{"", []string{""}},
	}
	for _, tt := range tests {
		if got := TablePath(tt.in); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("TablePath(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if got := TableObject("cat.db.`a.b`"); got != "a.b" {
		t.Errorf("TableObject = %q", got)
	}
}

func TestSameTable(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"orders", "orders", true},
		{"db.orders", "cat.db.orders", true},
		{"orders", "default_catalog.default_database.orders", true},
		{"db1.orders", "db2.orders", false},
		{"orders", "Orders", false},
		{"`a.b`", "a.b", false},
		{"x.orders", "orders2", false},
	}
	for _, tt := range tests {
		if got := SameTable(tt.a, tt.b); got != tt.want {
			t.Errorf("SameTable(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}
