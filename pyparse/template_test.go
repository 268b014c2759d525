package pyparse

import (
	"strings"
	"testing"

	"github.com/flinklint/flinklint/sqlparse"
)

func TestMaskTemplateHoles(t *testing.T) {
	h := sqlparse.HoleString
	both := Fills{Format: true, Percent: true}
	tests := []struct {
		name  string
		src   string
		fills Fills
		want  string
	}{
		{"named field", "INSERT INTO {sink} SELECT 1", Fills{Format: true}, "INSERT INTO " + h + "___ SELECT 1"},
		{"three bytes", "SELECT {x}", Fills{Format: true}, "SELECT " + h},
		{"index and conversion", "'{0}' {name!r:>8}", Fills{Format: true}, "'" + h + "' " + h + strings.Repeat("_", 8)},
		{"escaped braces stay", "'{{literal}}'", Fills{Format: true}, "'{{literal}}'"},
		{"json stays", `'{"a": 1}'`, Fills{Format: true}, `'{"a": 1}'`},
		{"jdbc escape stays", "{fn UCASE(x)}", Fills{Format: true}, "{fn UCASE(x)}"},
		{"too short stays", "SELECT {} , %s", both, "SELECT {} , %s"},
		{"mapping key", "FROM %(orders)s", Fills{Percent: true}, "FROM " + h + "_______"},
		{"mapping key with flags", "LIMIT %(n)05d", Fills{Percent: true}, "LIMIT " + h + "____"},
		{"percent escape stays", "LIKE 'a%%(b)s'", Fills{Percent: true}, "LIKE 'a%%(b)s'"},
		{"style not used stays", "FROM %(orders)s {x}", Fills{}, "FROM %(orders)s {x}"},
		{"format only", "FROM %(orders)s {x}", Fills{Format: true}, "FROM %(orders)s " + h},
		{"like pattern stays", "WHERE a LIKE '%(%'", Fills{Percent: true}, "WHERE a LIKE '%(%'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := MaskTemplateHoles(tt.src, tt.fills)
			if got != tt.want {
				t.Errorf("MaskTemplateHoles(%q) = %q, want %q", tt.src, got, tt.want)
			}
			if len(got) != len(tt.src) {
				t.Errorf("length %d, want %d", len(got), len(tt.src))
			}
		})
	}
}
