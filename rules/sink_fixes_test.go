package rules_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/rules"
)

// TestSinkRuleFixes applies the suggested fixes of the sink rules and
// checks the edited files, and that the fixed tree no longer fires.
func TestSinkRuleFixes(t *testing.T) {
	tests := []struct {
		rule   *rules.Rule
		tree   string
		prefix string // fix description prefix
		file   string
		want   string // text the fixed file contains
	}{
		{rules.FL020, "sql_missing_policy", "Add 'sink.partition-commit.policy.kind'", "job.sql",
			"  'format' = 'json',\n  'sink.partition-commit.policy.kind' = 'success-file'\n);"},
		{rules.FL020, "py_string", "Add 'sink.partition-commit.policy.kind'", "job.py",
			"'format' = 'json', 'sink.partition-commit.policy.kind' = 'success-file'\n"},
		{rules.FL020, "py_descriptor", "Add 'sink.partition-commit.policy.kind'", "job.py",
			`.option("format", "json").option("sink.partition-commit.policy.kind", "success-file")`},
		{rules.FL020, "sql_policy_space", "Remove the spaces", "job.sql",
			"'sink.partition-commit.policy.kind' = 'metastore,success-file'"},
		{rules.FL024, "sql_at_least_once", "Set 'execution.checkpointing.mode'", "job.sql",
			"SET 'execution.checkpointing.mode' = 'EXACTLY_ONCE';"},
		{rules.FL024, "py_config_set", "Set 'execution.checkpointing.mode'", "job.py",
			"set('execution.checkpointing.mode', 'EXACTLY_ONCE')"},
		{rules.FL024, "sql_at_least_once", "Set 'auto-compaction'", "job.sql", "'auto-compaction' = 'false'"},
	}
	for _, tt := range tests {
		t.Run(tt.rule.Doc.ID+"/"+tt.tree+"/"+tt.prefix, func(t *testing.T) {
			dir, _ := filepath.Abs(filepath.Join("..", "testdata", tt.rule.Doc.ID, tt.tree))
			res, err := linter.Run(linter.Options{Paths: []string{dir}, Root: dir, Rules: []*rules.Rule{tt.rule}})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Run.Findings) != 1 {
				t.Fatalf("want 1 finding, got %d", len(res.Run.Findings))
			}
			var fix *finding.Fix
			for i, f := range res.Run.Findings[0].Fixes {
				if strings.HasPrefix(f.Description, tt.prefix) {
					fix = &res.Run.Findings[0].Fixes[i]
				}
			}
			if fix == nil {
				t.Fatalf("no fix %q among %+v", tt.prefix, res.Run.Findings[0].Fixes)
			}
			got := applyFix(t, dir, *fix)[tt.file]
			if !strings.Contains(got, tt.want) {
				t.Errorf("%s lacks %q:\n%s", tt.file, tt.want, got)
			}
		})
	}
}
