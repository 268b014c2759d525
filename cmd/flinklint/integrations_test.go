//go:build cgo

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeTree writes files (slash paths -> content) under a new temp dir and
// returns it.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// seedTree is a copy of examples/seed in a temp dir, so tests may edit it.
func seedTree(t *testing.T) string {
	t.Helper()
	files := map[string]string{}
	for _, name := range []string{"jobs/s3_json_sink.py", "infra/flink-app.yaml"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "examples", "seed", filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		files[name] = string(b)
	}
	return writeTree(t, files)
}

const autoscalingApp = `Resources:
  App:
    Type: AWS::KinesisAnalyticsV2::Application
    Properties:
      RuntimeEnvironment: FLINK-1_19
      ApplicationConfiguration:
        FlinkApplicationConfiguration:
          ParallelismConfiguration:
            ConfigurationType: CUSTOM
%s            AutoScalingEnabled: true
        EnvironmentProperties:
          PropertyGroups:
            - PropertyGroupId: kinesis.analytics.flink.run.options
              PropertyMap:
                python: job.py
`

const compactingJob = `from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE s3_sink (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json',%s
        'auto-compaction' = 'true'
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
`

func TestSeveralOutputs(t *testing.T) {
	dir := seedTree(t)
	sarifFile := filepath.Join(dir, ".sarif", "flinklint.sarif")
	if err := os.MkdirAll(filepath.Dir(sarifFile), 0o755); err != nil {
		t.Fatal(err)
	}
	jsonFile := filepath.Join(dir, "out.json")
	code, out, errOut := runCmd(t, "check", "--root", dir, "--format", "text", "--format", "sarif:"+sarifFile,
		"--format=json:"+jsonFile, dir)
	if code != 1 || !strings.Contains(out, " error FL001 ") {
		t.Fatalf("exit %d, text report:\n%s%s", code, out, errOut)
	}
	var sarif struct {
		Version string
		Runs    []struct{ Results []struct{ RuleID string } }
	}
	b, err := os.ReadFile(sarifFile)
	if err != nil || json.Unmarshal(b, &sarif) != nil || sarif.Version != "2.1.0" || len(sarif.Runs) != 1 ||
		len(sarif.Runs[0].Results) == 0 || sarif.Runs[0].Results[0].RuleID != "FL001" {
		t.Errorf("SARIF file: %v\n%s", err, b)
	}
	if b, err := os.ReadFile(jsonFile); err != nil || !strings.Contains(string(b), `"FL001"`) {
		t.Errorf("json file: %v\n%s", err, b)
	}
}

func TestUsageErrors(t *testing.T) {
	dir := seedTree(t)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--fail-on=bogus"}, "--fail-on=bogus: expected error, warning, note or never"},
		{[]string{"--format", "yaml"}, `--format "yaml": expected text, sarif, json, github, checkstyle, markdown, mermaid or dot`},
		{[]string{"--format", "text", "--format", "json"}, "expected all but one to name a file"},
		{[]string{"--jobs=-1"}, "--jobs=-1: expected a positive number"},
		{[]string{"--max-findings=-3"}, "expected 0 (no limit) or a positive number"},
		{[]string{"--fix", "--diff"}, "expected one of them"},
		{[]string{"--no-such-flag"}, "flag provided but not defined: -no-such-flag"},
		{[]string{"--jobs=many"}, `invalid value "many" for flag -jobs`},
	} {
		code, _, errOut := runCmd(t, append(append([]string{"check", "--root", dir}, tc.args...), dir)...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, want 2 and %q in:\n%s", tc.args, code, tc.want, errOut)
		}
	}
	if code, _, errOut := runCmd(t, "explain"); code != 2 || !strings.Contains(errOut, "expected exactly one rule id") {
		t.Errorf("explain without id: %d %s", code, errOut)
	}
	if code, _, _ := runCmd(t, "frobnicate"); code != 2 {
		t.Errorf("unknown command: exit %d, want 2", code)
	}
}

func TestMaxFindings(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"app.yaml": strings.Replace(autoscalingApp, "%s", "", 1),
		"job.py": strings.Replace(compactingJob, "%s", "", 1) + `t_env.execute_sql("""
    CREATE TABLE s3_other (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://b/o/', 'format' = 'json', 'auto-compaction' = 'true')
""")
t_env.execute_sql("INSERT INTO s3_other SELECT id FROM src")
`,
	})
	_, all, _ := runCmd(t, "check", "--root", dir, "--quiet", dir)
	n := strings.Count(all, " FL0")
	if n < 2 {
		t.Fatalf("fixture gives %d findings, want 2 or more:\n%s", n, all)
	}
	code, out, _ := runCmd(t, "check", "--root", dir, "--quiet", "--max-findings", "1", dir)
	if code != 1 || strings.Count(out, " FL0") != 1 || !strings.Contains(out, " error FL001 ") {
		t.Errorf("--max-findings 1: exit %d, report:\n%s", code, out)
	}
	code, _, errOut := runCmd(t, "check", "--root", dir, "--max-findings", "1", dir)
	if code != 1 || !strings.Contains(errOut, "more not shown (--max-findings 1)") {
		t.Errorf("--max-findings 1 says nothing about the rest: %d %s", code, errOut)
	}
}

func TestFixAndDiff(t *testing.T) {
	dir := seedTree(t)
	job := filepath.Join(dir, "jobs", "s3_json_sink.py")
	before, _ := os.ReadFile(job)

	code, diff, errOut := runCmd(t, "check", "--root", dir, "--diff", dir)
	if code != 1 || !strings.Contains(diff, "--- a/jobs/s3_json_sink.py\n+++ b/jobs/s3_json_sink.py\n@@ ") ||
		!strings.Contains(diff, "\n-            'auto-compaction' = 'true'\n+            'auto-compaction' = 'false'\n") {
		t.Fatalf("--diff: exit %d\n%s%s", code, diff, errOut)
	}
	if after, _ := os.ReadFile(job); string(after) != string(before) {
		t.Fatal("--diff changed the file")
	}

	code, out, errOut := runCmd(t, "check", "--root", dir, "--fix", dir)
	if strings.Contains(out, "FL001") || !strings.Contains(errOut, "fixed 1 finding in 1 file") {
		t.Errorf("--fix: exit %d\n%s%s", code, out, errOut)
	}
	after, _ := os.ReadFile(job)
	if want := strings.Replace(string(before), "'auto-compaction' = 'true'", "'auto-compaction' = 'false'", 1); string(after) != want {
		t.Errorf("fixed file:\n%s", after)
	}
	// Re-lint: no FL001 left; nothing to fix.
	if code, out, _ := runCmd(t, "check", "--root", dir, dir); code != 0 || strings.Contains(out, "FL001") {
		t.Errorf("after --fix: exit %d\n%s", code, out)
	}
	if code, diff, _ := runCmd(t, "check", "--root", dir, "--diff", dir); code != 0 || diff != "" {
		t.Errorf("--diff after --fix: exit %d\n%s", code, diff)
	}
	if leftovers, _ := filepath.Glob(filepath.Join(dir, "jobs", ".*flinklint*")); len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
}

func TestFixLeavesBrokenFileAlone(t *testing.T) {
	job := strings.Replace(compactingJob, "%s", "", 1) + "def broken(:\n    pass\n"
	dir := writeTree(t, map[string]string{"app.yaml": strings.Replace(autoscalingApp, "%s", "", 1), "job.py": job})
	code, out, errOut := runCmd(t, "check", "--root", dir, "--fix", dir)
	if !strings.Contains(out, "FL901") || !strings.Contains(errOut, "job.py has a parse error") {
		t.Errorf("exit %d\n%s%s", code, out, errOut)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "job.py")); string(b) != job {
		t.Errorf("--fix edited a file with a syntax error:\n%s", b)
	}
}

func TestSuppressionComments(t *testing.T) {
	reason := " sink.parallelism is pinned by the platform team"
	for _, tc := range []struct {
		name  string
		files map[string]string
	}{
		{"yaml # comment in the app config", map[string]string{
			"app.yaml": strings.Replace(autoscalingApp, "%s", "            # flinklint: ignore[FL001]"+reason+"\n", 1),
			"job.py":   strings.Replace(compactingJob, "%s", "", 1),
		}},
		{"SQL -- comment inside a Python string", map[string]string{
			"app.yaml": strings.Replace(autoscalingApp, "%s", "", 1),
			"job.py":   strings.Replace(compactingJob, "%s", "\n        -- flinklint: ignore[FL001]"+reason, 1),
		}},
		{"SQL -- comment spelled with an escape in a Python string", map[string]string{
			// The file's bytes never spell the directive; the string's value does.
			"app.yaml": strings.Replace(autoscalingApp, "%s", "", 1),
			"job.py":   strings.Replace(compactingJob, "%s", "\n        -- flin\\x6blint: ignore[FL001]"+reason, 1),
		}},
		{"HCL # comment, module of several .tf files", map[string]string{
			"main.tf":      terraformApp("    # flinklint: ignore[FL001]" + reason + "\n"),
			"providers.tf": "provider \"aws\" {\n  region = \"eu-west-1\"\n}\n",
			"job.py":       strings.Replace(compactingJob, "%s", "", 1),
		}},
		{"HCL // comment", map[string]string{
			"main.tf": terraformApp("    // flinklint: ignore[FL001]" + reason + "\n"),
			"job.py":  strings.Replace(compactingJob, "%s", "", 1),
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeTree(t, tc.files)
			code, out, errOut := runCmd(t, "check", "--root", dir, dir)
			if code != 0 || strings.Contains(out, "FL001") || strings.Contains(out, "FL90") {
				t.Errorf("exit %d:\n%s%s", code, out, errOut)
			}
			// Without suppressions the finding is there: the fixture is live.
			for name, content := range tc.files {
				os.WriteFile(filepath.Join(dir, name), []byte(strings.NewReplacer(
					"flinklint: ignore[FL001]", "", `flin\x6blint: ignore[FL001]`, "", "noqa: FL001", "").Replace(content)), 0o644)
			}
			if code, out, _ := runCmd(t, "check", "--root", dir, dir); code != 1 || !strings.Contains(out, "FL001") {
				t.Errorf("fixture without the comment: exit %d\n%s", code, out)
			}
		})
	}
}

func terraformApp(before string) string {
	return `resource "aws_kinesisanalyticsv2_application" "app" {
  name                   = "s3-sink"
  runtime_environment    = "FLINK-1_19"
  service_execution_role = "arn:aws:iam::123456789012:role/flink"

  application_configuration {
    flink_application_configuration {
      parallelism_configuration {
        configuration_type   = "CUSTOM"
` + before + `        auto_scaling_enabled = true
        parallelism          = 2
      }
    }
    environment_properties {
      property_group {
        property_group_id = "kinesis.analytics.flink.run.options"
        property_map = {
          python = "job.py"
        }
      }
    }
  }
}
`
}

func TestExplainForTerminal(t *testing.T) {
	code, out, _ := runCmd(t, "explain", "FL001")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, bad := range []string{"```", "# FL001", "## ", "<br", "\x1b["} {
		if strings.Contains(out, bad) {
			t.Errorf("rendered page contains %q:\n%s", bad, out)
		}
	}
	if !strings.HasPrefix(out, "FL001 auto-compaction-rescale\n=====") || !strings.Contains(out, "\n    from pyflink.table import") {
		t.Errorf("rendered page:\n%s", out)
	}
	if got := renderInline("see [FLINK-1](https://x/1) and `a <b>` <br/>**now**", false); got != "see FLINK-1 <https://x/1> and a <b> now" {
		t.Errorf("renderInline: %q", got)
	}
}

func TestChangedFiles(t *testing.T) {
	dir := seedTree(t)
	if err := os.WriteFile(filepath.Join(dir, "other.sql"), []byte("SELECT 1;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	for _, tc := range []struct {
		changed  []string
		wantCode int
	}{
		{[]string{"jobs/s3_json_sink.py"}, 1},         // the job itself
		{[]string{"infra/flink-app.yaml"}, 1},         // only the config that makes it rescale
		{[]string{"other.sql"}, 0},                    // unrelated: its findings only
		{[]string{"other.sql", ".flinklint.yaml"}, 1}, // the configuration: everything
	} {
		code, out, errOut := runCmd(t, append([]string{"check", "--root", dir, "--changed"}, tc.changed...)...)
		if code != tc.wantCode || (tc.wantCode == 1) != strings.Contains(out, "FL001") {
			t.Errorf("--changed %v: exit %d, want %d\n%s%s", tc.changed, code, tc.wantCode, out, errOut)
		}
	}
}

// TestSuppressionTypeScript: a CDK stack's "//" comment suppresses FL030.
func TestSuppressionTypeScript(t *testing.T) {
	stack := func(comment string) string {
		return `import * as kda from 'aws-cdk-lib/aws-kinesisanalyticsv2';

new kda.CfnApplication(this, 'App', {
  runtimeEnvironment: 'FLINK-1_20',
  serviceExecutionRole: 'arn:aws:iam::1:role/r',
  applicationConfiguration: {
    flinkApplicationConfiguration: {
      parallelismConfiguration: {
` + comment + `        configurationType: 'DEFAULT',
        parallelism: 4,
      },
    },
  },
});
`
	}
	dir := writeTree(t, map[string]string{"stack.ts": stack("")})
	if _, out, _ := runCmd(t, "check", "--root", dir, "--fail-on=never", dir); !strings.Contains(out, "FL030") {
		t.Fatalf("fixture gives no FL030:\n%s", out)
	}
	dir = writeTree(t, map[string]string{"stack.ts": stack("        // flinklint: ignore[FL030] the stream is small and autoscaling is wanted\n")})
	if _, out, _ := runCmd(t, "check", "--root", dir, "--fail-on=never", dir); strings.Contains(out, "FL030") || strings.Contains(out, "FL90") {
		t.Errorf("// suppression in TypeScript ignored:\n%s", out)
	}
}

// TestPathOutsideTheProject: a directory outside the working directory's
// repository is linted as its own project, no --root needed.
func TestPathOutsideTheProject(t *testing.T) {
	dir := seedTree(t) // a temp dir, outside this repository
	code, out, errOut := runCmd(t, "check", dir)
	if code != 1 || !strings.Contains(out, "s3_json_sink.py:40:13: error FL001") {
		t.Errorf("exit %d\n%s%s", code, out, errOut)
	}
}
