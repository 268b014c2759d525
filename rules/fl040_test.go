package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/rules"
)

func TestFL040CLIJSON(t *testing.T) {
	fs := lintTree(t, filepath.Join("..", "testdata", "FL040", "cli_json_properties"), rules.FL040)
	if len(fs) != 1 || fs[0].Level != finding.Error || fs[0].Location.StartLine != 8 {
		t.Fatalf("want one error on line 8, got %+v", fs)
	}
}
