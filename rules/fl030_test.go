package rules_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/rules"
)

// lintTree lints a tree with the given rules without checking inline
// expectations (JSON files cannot carry comments).
func lintTree(t *testing.T, dir string, rs ...*rules.Rule) []finding.Finding {
	t.Helper()
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	res, err := linter.Run(linter.Options{Root: abs, Paths: []string{abs}, Rules: rs, Jobs: 1})
	if err != nil {
		t.Fatal(err)
	}
	return res.Run.Findings
}

func TestFL030CLIJSON(t *testing.T) {
	fs := lintTree(t, filepath.Join("..", "testdata", "FL030", "cli_json_default"), rules.FL030)
	if len(fs) != 1 || fs[0].Level != finding.Error || fs[0].Location.StartLine != 8 {
		t.Fatalf("want one error on line 8, got %+v", fs)
	}
}

func TestFL030CLIUpdateJSON(t *testing.T) {
	fs := lintTree(t, filepath.Join("..", "testdata", "FL030", "cli_json_update"), rules.FL030)
	if len(fs) != 1 || fs[0].Level != finding.Warning || fs[0].Location.StartLine != 7 {
		t.Fatalf("want one warning on line 7, got %+v", fs)
	}
}

func TestFL030Fix(t *testing.T) {
	for _, tc := range []struct{ tree, file, want string }{
		{"cfn_default_autoscaling_false", "app.yaml", "ConfigurationType: CUSTOM  # want"},
		{"cfn_default_parallelism", "app.yaml", `{ConfigurationType: "CUSTOM", Parallelism: 8`},
		{"terraform_default", "main.tf", `configuration_type   = "CUSTOM"`},
		{"cdk_l1_default", "stack.ts", `configurationType: 'CUSTOM',`},
		{"cli_json_default", "create.json", `"ConfigurationType": "CUSTOM",`},
	} {
		dir := filepath.Join("..", "testdata", "FL030", tc.tree)
		fs := lintTree(t, dir, rules.FL030)
		if len(fs) != 1 || len(fs[0].Fixes) != 1 {
			t.Errorf("%s: want one finding with one fix, got %+v", tc.tree, fs)
			continue
		}
		got := applyFix(t, dir, fs[0].Fixes[0])[tc.file]
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s: fixed file does not contain %q:\n%s", tc.tree, tc.want, got)
		}
	}
}
