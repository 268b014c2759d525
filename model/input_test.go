package model

import (
	"errors"
	"testing"
)

// TestDropSource: once dropped, Source reads the file again and answers
// only while it holds the bytes that were linted.
func TestDropSource(t *testing.T) {
	const linted = "SELECT 1;\n"
	tests := []struct {
		name    string
		drop    bool
		reread  string
		err     error
		want    string
		wantNil bool
	}{
		{name: "kept", want: linted},
		{name: "dropped, read again", drop: true, reread: linted, want: linted},
		{name: "dropped, changed", drop: true, reread: "SELECT 2;\n", wantNil: true},
		{name: "dropped, other length", drop: true, reread: "SELECT 1;", wantNil: true},
		{name: "dropped, gone", drop: true, err: errors.New("no such file"), wantNil: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := &File{Path: "a.sql", Src: []byte(linted)}
			if tc.drop {
				f.DropSource(func(*[]byte) ([]byte, error) { return []byte(tc.reread), tc.err })
				if f.Src != nil {
					t.Fatal("Src kept after DropSource")
				}
			}
			if f.Len() != len(linted) {
				t.Errorf("Len() = %d, want %d", f.Len(), len(linted))
			}
			got := f.Source()
			if tc.wantNil {
				if got != nil {
					t.Errorf("Source() = %q, want nil", got)
				}
				return
			}
			if string(got) != tc.want {
				t.Errorf("Source() = %q, want %q", got, tc.want)
			}
		})
	}
}
