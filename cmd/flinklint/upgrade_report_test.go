//go:build cgo

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// upgrade-report lists the upgrade rules' findings by kind and job: for a
// 1.20 job only with a planned target, given on the command line or in the
// configuration; never the other rules' findings.
func TestUpgradeReport(t *testing.T) {
	t.Chdir(filepath.Join("..", ".."))
	tree := "testdata/FL065/aws_1_20"
	cfg := filepath.Join(t.TempDir(), "lint.yaml")
	if err := os.WriteFile(cfg, []byte("target-flink: \"2.1\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		args []string
		want []string
	}{
		{"no target", []string{tree}, []string{"no planned target", "No change needed was found."}},
		{"flag", []string{"--target-flink", "2.1", tree}, []string{
			"planned target Flink 2.1",
			"5 findings of 2 kinds, per job:\n      5  testdata/FL065/aws_1_20/job.py\n",
			"\nFL068 deployment-flink-line-for-2x (1): ",
			"\nFL065 pyflink-connector-class-removed-in-2x (4): ",
			"  - testdata/FL065/aws_1_20/job.py:3:43: warning FlinkKafkaConsumer is not in pyflink.datastream.connectors.kafka on the planned Flink 2.1",
		}},
		{"config", []string{"--config", cfg, tree}, []string{"planned target Flink 2.1", "5 findings of 2 kinds"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCmd(t, append([]string{"upgrade-report"}, tt.args...)...)
			if code != exitOK {
				t.Fatalf("exit %d, stderr %s", code, errOut)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
			if strings.Contains(out, "FL0") && !strings.Contains(out, "FL06") {
				t.Errorf("a finding of another rule:\n%s", out)
			}
		})
	}
}

func TestUpgradeReportJSON(t *testing.T) {
	t.Chdir(filepath.Join("..", ".."))
	code, out, errOut := runCmd(t, "upgrade-report", "--format", "json", "--target-flink", "2.1", "testdata/FL065/aws_1_20")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %s", code, errOut)
	}
	var rep upgradeJSON
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	// FL065's four imports, and FL068's runtime line of the application.
	if rep.Target != "2.1" || rep.Total != 5 || len(rep.Kinds) != 2 || rep.Kinds[0].RuleID != "FL065" ||
		len(rep.Kinds[0].Findings) != 4 || rep.Kinds[1].RuleID != "FL068" || len(rep.Kinds[1].Findings) != 1 ||
		len(rep.Jobs) != 1 || rep.Jobs[0].Count != 5 {
		t.Errorf("report %+v", rep)
	}
}

func TestUpgradeReportUsage(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--format", "sarif"}, "--format sarif: expected text or json"},
		{[]string{"--target-flink", "1.20"}, "--target-flink 1.20: not a Flink 2.x release"},
		{[]string{"--target-flnk", "2.1"}, "did you mean --target-flink?"},
	} {
		code, _, errOut := runCmd(t, append([]string{"upgrade-report"}, tt.args...)...)
		if code != exitUsage || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", tt.args, code, errOut, tt.want)
		}
	}
}
