package langsvc

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/model"
)

func seedWorkspace(t *testing.T) *model.Model {
	t.Helper()
	files := map[string]string{}
	for _, p := range []string{"jobs/s3_json_sink.py", "infra/flink-app.yaml"} {
		b, err := os.ReadFile(filepath.Join("..", "examples", "seed", filepath.FromSlash(p)))
		if err != nil {
			t.Fatal(err)
		}
		files[p] = string(b)
	}
	m, _ := workspace(t, files)
	return m
}

func TestHoverOnOptionKeys(t *testing.T) {
	m := seedWorkspace(t)
	s := New(m)
	const job = "jobs/s3_json_sink.py"
	h, ok := s.Hover(job, offset(t, m, job, "'auto-compaction'", 0, 3))
	want := []string{"**'auto-compaction'**: option of the 'filesystem' connector (Flink 1.19, from infra/flink-app.yaml)",
		"Type: Boolean · default 'false'", "Sources: apache/flink release-1.20.4 to release-2.2.1-rc2, `flink-connectors/flink-connector-files/"}
	for _, w := range want {
		if !ok || !strings.Contains(h.Markdown, w) {
			t.Errorf("hover on 'auto-compaction' lacks %q:\n%s", w, h.Markdown)
		}
	}
	if got := text(t, m, job, h.At.Start, h.At.End); got != "'auto-compaction'" {
		t.Errorf("range %q", got)
	}
	h, ok = s.Hover(job, offset(t, m, job, "'scan.stream.initpos'", 0, 1))
	if !ok || !strings.Contains(h.Markdown, "option of the 'kinesis' connector") || !strings.Contains(h.Markdown, "Forwarded without validation under the prefix 'scan.'") {
		t.Errorf("hover on 'scan.stream.initpos':\n%s", h.Markdown)
	}
	h, ok = s.Hover(job, offset(t, m, job, "'sink.partition-commit.policy.kind'", 0, 1))
	if !ok || !strings.Contains(h.Markdown, "Type: String · no default") {
		t.Errorf("hover on 'sink.partition-commit.policy.kind':\n%s", h.Markdown)
	}
	// A key the connector does not take.
	bad := strings.Replace(string(m.File(job).Source()), "'auto-compaction'", "'auto-compactoin'", 1)
	m2, _ := workspace(t, map[string]string{job: bad, "infra/flink-app.yaml": string(m.File("infra/flink-app.yaml").Source())})
	h, ok = New(m2).Hover(job, offset(t, m2, job, "'auto-compactoin'", 0, 2))
	if !ok || !strings.Contains(h.Markdown, "Not an option of this connector") || !strings.Contains(h.Markdown, "Did you mean 'auto-compaction'?") {
		t.Errorf("hover on a mistyped key:\n%s", h.Markdown)
	}
	// Not on a value.
	if h, ok := s.Hover(job, offset(t, m, job, "'filesystem'", 0, 2)); ok {
		t.Errorf("hover on a value: %q", h.Markdown)
	}
}

func TestHoverOnASetKey(t *testing.T) {
	m, _ := workspace(t, map[string]string{"job.sql": "SET 'execution.checkpointing.interval' = '10 s';\nCREATE TABLE t (a INT) WITH ('connector' = 'datagen');\n"})
	h, ok := New(m).Hover("job.sql", 8)
	if !ok || !strings.Contains(h.Markdown, "**'execution.checkpointing.interval'**: Flink configuration key") || !strings.Contains(h.Markdown, "Sources: apache/flink") {
		t.Errorf("hover on a SET key: %v\n%s", ok, h.Markdown)
	}
}

func TestHoverOnDeploymentSettings(t *testing.T) {
	m := seedWorkspace(t)
	s := New(m)
	const app = "infra/flink-app.yaml"
	h, ok := s.Hover(app, offset(t, m, app, "AutoScalingEnabled", 0, 3))
	for _, w := range []string{"**autoscaling** of deployment", "flinklint read `true`", "Runs `jobs/s3_json_sink.py`.", "Read by FL001, FL030."} {
		if !ok || !strings.Contains(h.Markdown, w) {
			t.Errorf("hover on AutoScalingEnabled lacks %q:\n%s", w, h.Markdown)
		}
	}
	h, ok = s.Hover(app, offset(t, m, app, "Parallelism: 2", 0, 13))
	if !ok || !strings.Contains(h.Markdown, "**parallelism** of deployment") || !strings.Contains(h.Markdown, "flinklint read `2`") {
		t.Errorf("hover on Parallelism:\n%s", h.Markdown)
	}
	if h, ok := s.Hover(app, offset(t, m, app, "BucketARN", 0, 2)); ok {
		t.Errorf("hover on a setting no rule reads: %q", h.Markdown)
	}
}

// settingRules names every rule whose source reads the deployment fact.
func TestSettingRulesAreTheRulesThatReadTheSetting(t *testing.T) {
	fields := map[string]string{
		"autoscaling":     `\.(Autoscaler|AutoScalingEnabled)\b`,
		"parallelism":     `\.Parallelism\b`,
		"max parallelism": `\.MaxParallelism\b`,
		"Flink version":   `\.(FlinkVersion|Runtime)\b|depFlinkVersion|jobFlinkVersion`,
		"scheduler":       `\.Scheduler\b`,
		"checkpointing":   `\.Checkpointing\b`,
		"image":           `\.ImageVersion\b`,
		"TaskManagers":    `\.TaskManagerReplicas\b`,
		"configuration":   `\.ConfigurationType\b`,
		"parallelism/KPU": `\.ParallelismPerKPU\b`,
		"rescaling":       `\.Rescaling\b`,
	}
	files, err := filepath.Glob(filepath.Join("..", "rules", "fl[0-9]*.go"))
	if err != nil || len(files) == 0 {
		t.Fatal("no rules", err)
	}
	for name, pattern := range fields {
		re := regexp.MustCompile(pattern)
		var want []string
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			b, _ := os.ReadFile(f)
			if re.Match(b) {
				want = append(want, strings.ToUpper(strings.TrimSuffix(filepath.Base(f), ".go")))
			}
		}
		sort.Strings(want)
		if got := strings.Join(settingRules[name], " "); got != strings.Join(want, " ") {
			t.Errorf("%s: settingRules has %s, the rules' sources read it in %s", name, got, strings.Join(want, " "))
		}
	}
}

func TestHoverOnAnOperatorDeployment(t *testing.T) {
	files := map[string]string{}
	for _, p := range []string{"deployment.yaml", "job.py"} {
		b, err := os.ReadFile(filepath.Join("..", "testdata", "FL001", "k8s_autoscaler", p))
		if err != nil {
			t.Fatal(err)
		}
		files[p] = string(b)
	}
	files["deployment.yaml"] = strings.Replace(files["deployment.yaml"], "    job.autoscaler.enabled: \"true\"\n",
		"    job.autoscaler.enabled: \"true\"\n    pipeline.object-reuse: \"true\"\n    pipeline.object-reuze: \"true\"\n", 1)
	m, _ := workspace(t, files)
	s := New(m)
	h, ok := s.Hover("deployment.yaml", offset(t, m, "deployment.yaml", "job.autoscaler.enabled", 0, 4))
	if !ok || !strings.Contains(h.Markdown, "**autoscaling** of deployment `s3-sink`: flinklint read `yes` (from job.autoscaler.enabled).") ||
		!strings.Contains(h.Markdown, "Runs `job.py`.") || !strings.Contains(h.Markdown, "Read by FL001, FL030.") {
		t.Errorf("hover on job.autoscaler.enabled:\n%s", h.Markdown)
	}
	h, ok = s.Hover("deployment.yaml", offset(t, m, "deployment.yaml", "pipeline.object-reuse", 0, 3))
	if !ok || !strings.Contains(h.Markdown, "**'pipeline.object-reuse'**: Flink configuration key (Flink 1.19, from the deployment)") ||
		!strings.Contains(h.Markdown, "Type: Boolean · default 'false'") || text(t, m, "deployment.yaml", h.At.Start, h.At.End) != "pipeline.object-reuse" {
		t.Errorf("hover on a flinkConfiguration key: %+v\n%s", h.At, h.Markdown)
	}
	h, ok = s.Hover("deployment.yaml", offset(t, m, "deployment.yaml", "pipeline.object-reuze", 0, 3))
	if !ok || !strings.Contains(h.Markdown, "Not among the keys Flink and the Kubernetes operator declare in 1.19") {
		t.Errorf("hover on a mistyped flinkConfiguration key:\n%s", h.Markdown)
	}
	h, ok = s.Hover("deployment.yaml", offset(t, m, "deployment.yaml", "v1_19", 0, 1))
	if !ok || !strings.Contains(h.Markdown, "**Flink version** of deployment `s3-sink`") || !strings.Contains(h.Markdown, "checked against Flink 1.19") {
		t.Errorf("hover on flinkVersion:\n%s", h.Markdown)
	}
}
