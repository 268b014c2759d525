//go:build cgo

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Rule selection and versions: unknown names are usage errors (exit 2)
// with "did you mean", never a run that checks nothing.
func TestUnknownRulesAndVersions(t *testing.T) {
	seed := filepath.Join("..", "..", "examples", "seed")
	dir := t.TempDir()
	cfg := filepath.Join(dir, "lint.yaml")
	for _, tt := range []struct {
		name   string
		config string
		args   []string
		want   string
	}{
		{"unknown id", "", []string{"--select", "FL9999"}, "--select FL9999: no rule has this id, id prefix or name"},
		{"near name", "", []string{"--ignore", "auto-compaction-rescal"}, "did you mean auto-compaction-rescale?"},
		{"extend flag", "", []string{"--extend-select", "FL0x1"}, "--extend-select FL0x1"},
		{"config select", "select: [FL9999]\n", nil, "lint.yaml: select FL9999"},
		{"config severity", "severity:\n  FL9999: note\n", nil, "lint.yaml: severity FL9999"},
		{"version flag", "", []string{"--flink-version", "7.3"}, "--flink-version 7.3: not a Flink release flinklint knows; one of 1.15"},
		{"version config", "flink-version: \"1.9\"\n", nil, "flink-version 1.9: not a Flink release"},
		{"target flag 1.x", "", []string{"--target-flink", "1.20"}, "--target-flink 1.20: not a Flink 2.x release flinklint knows; one of 2.0, 2.1"},
		{"target flag unknown", "", []string{"--target-flink", "3.0"}, "--target-flink 3.0: not a Flink 2.x release"},
		{"target config", "target-flink: \"1.19\"\n", nil, "lint.yaml: target-flink 1.19: not a Flink 2.x release"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			args := []string{"check"}
			if tt.config != "" {
				if err := os.WriteFile(cfg, []byte(tt.config), 0o644); err != nil {
					t.Fatal(err)
				}
				args = append(args, "--config", cfg)
			}
			args = append(append(args, tt.args...), seed)
			code, _, errOut := runCmd(t, args...)
			if code != exitUsage || !strings.Contains(errOut, tt.want) {
				t.Errorf("exit %d, stderr %q, want 2 and %q", code, errOut, tt.want)
			}
		})
	}
}

// A flag --select replaces the configuration's select, --extend-ignore adds
// to what is ignored, and a rule the command line selects runs even when
// the configuration ignores it.
func TestSelectMergesLikeRuff(t *testing.T) {
	seed := filepath.Join("..", "..", "examples", "seed")
	cfg := filepath.Join(t.TempDir(), "lint.yaml")
	if err := os.WriteFile(cfg, []byte("ignore: [FL001]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, out, _ := runCmd(t, "check", "--config", cfg, seed); strings.Contains(out, "FL001") {
		t.Errorf("the configuration ignores FL001, yet:\n%s", out)
	}
	if code, out, _ := runCmd(t, "check", "--config", cfg, "--select", "FL001", seed); code != exitFindings || !strings.Contains(out, "error FL001") {
		t.Errorf("--select FL001 over a config that ignores it: exit %d\n%s", code, out)
	}
	if code, out, _ := runCmd(t, "check", "--extend-ignore", "FL001", seed); code != exitOK || strings.Contains(out, "FL001") {
		t.Errorf("--extend-ignore FL001: exit %d\n%s", code, out)
	}
}

// A file named on the command line is judged in its project: the job meets
// the deployment that runs it, as `check .` does.
func TestNamedFileJudgedInItsProject(t *testing.T) {
	t.Chdir(filepath.Join("..", ".."))
	code, out, _ := runCmd(t, "check", "examples/seed/jobs/s3_json_sink.py")
	if code != exitFindings || !strings.Contains(out, "error FL001") || !strings.Contains(out, "examples/seed/infra/flink-app.yaml") {
		t.Errorf("exit %d, want the FL001 error linked to the app config:\n%s", code, out)
	}
}

func TestRulesJSONAndExplainSuggests(t *testing.T) {
	code, out, _ := runCmd(t, "rules", "--format", "json")
	if code != exitOK || !strings.Contains(out, `"id": "FL001"`) || !strings.Contains(out, `"default_level": "error"`) {
		t.Errorf("rules --format json: exit %d\n%s", code, out)
	}
	if code, _, errOut := runCmd(t, "rules", "--format", "yaml"); code != exitUsage || !strings.Contains(errOut, "expected text or json") {
		t.Errorf("rules --format yaml: exit %d %s", code, errOut)
	}
	if code, _, errOut := runCmd(t, "explain", "FL0001"); code != exitUsage || !strings.Contains(errOut, "did you mean FL001?") {
		t.Errorf("explain FL0001: exit %d %s", code, errOut)
	}
}

// The configuration is found from the linted path upwards: linting another
// repository uses its settings, not the working directory's.
func TestConfigFoundFromLintedPath(t *testing.T) {
	repo := t.TempDir()
	if err := os.MkdirAll(filepath.Join(repo, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	job := "CREATE TABLE s (id STRING) WITH ('connector'='filesystem','path'='/x','format'='json','auto-compaction'='true');\nINSERT INTO s SELECT id FROM src;\n"
	if err := os.WriteFile(filepath.Join(repo, "job.sql"), []byte(job), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, out, _ := runCmd(t, "check", repo); !strings.Contains(out, "FL001") {
		t.Fatalf("without a configuration: no FL001\n%s", out)
	}
	if err := os.WriteFile(filepath.Join(repo, ".flinklint.yaml"), []byte("ignore: [FL001]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := runCmd(t, "check", repo); strings.Contains(out, "FL001") {
		t.Errorf("the linted repository's .flinklint.yaml was not used: exit %d\n%s%s", code, out, errOut)
	}
}
