package rules

import (
	"testing"

	"github.com/flinklint/flinklint/model"
)

func TestWrittenLiteral(t *testing.T) {
	tests := []struct {
		name, src, want string
		quote           string
		ok              bool
	}{
		{"single quotes", `'json'`, "json", "'", true},
		{"double quotes", `"json"`, "json", `"`, true},
		{"bare", `json`, "json", "", true},
		{"empty quoted", `''`, "", "'", true},
		{"another value", `'csv'`, "json", "", false},
		{"mismatched quotes", `'json"`, "json", "", false},
		{"a SQL escape inside", `'it''s'`, "it's", "", false},
		{"a backslash escape inside", `"a\"b"`, `a"b`, "", false},
		{"a bare value with a quote", `it's`, "it's", "", false},
		{"a backslash in the value", `'a\b'`, `a\b`, "", false},
		{"empty span", ``, "", "", false},
		{"two literals", `'a' 'b'`, "a' 'b", "", false},
	}
	for _, tt := range tests {
		f := &model.File{Src: []byte("x=" + tt.src + ";")}
		q, ok := writtenLiteral(f, 2, 2+len(tt.src), tt.want)
		if q != tt.quote || ok != tt.ok {
			t.Errorf("%s: writtenLiteral(%s, %q) = %q, %v, want %q, %v", tt.name, tt.src, tt.want, q, ok, tt.quote, tt.ok)
		}
	}
	f := &model.File{Src: []byte("'a'")}
	for _, r := range [][2]int{{-1, 2}, {0, 9}, {2, 1}} {
		if _, ok := writtenLiteral(f, r[0], r[1], "a"); ok {
			t.Errorf("writtenLiteral(%d, %d) out of range: ok", r[0], r[1])
		}
	}
	if _, ok := writtenLiteral(nil, 0, 1, "a"); ok {
		t.Error("writtenLiteral(nil file): ok")
	}
}
