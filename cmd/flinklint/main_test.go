//go:build cgo

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runCmd(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestCheckSeedExample(t *testing.T) {
	// Paths are printed relative to the working directory.
	t.Chdir(filepath.Join("..", ".."))
	code, out, _ := runCmd(t, "check", "examples/seed")
	if code != 1 {
		t.Errorf("exit status %d, want 1\n%s", code, out)
	}
	if want := "\nexamples/seed/jobs/s3_json_sink.py:40:13: error FL001 "; !strings.Contains("\n"+out, want) {
		t.Errorf("output lacks a line starting %q:\n%s", want[1:], out)
	}
	for _, s := range []string{"s3_sink", "s3-json-sink", "Flink 1.19", "FLINK-31689", "'auto-compaction' = 'false'", "AutoScalingEnabled: false",
		"examples/seed/infra/flink-app.yaml:33:13", "1 error"} {
		if !strings.Contains(out, s) {
			t.Errorf("output lacks %q:\n%s", s, out)
		}
	}
	if strings.Contains(out, "\x1b[") {
		t.Error("colour written to a non-terminal")
	}
}

func TestExitStatus(t *testing.T) {
	seed := filepath.Join("..", "..", "examples", "seed")
	tests := []struct {
		args []string
		want int
	}{
		{[]string{"check", "--fail-on", "never", seed}, 0},
		{[]string{"check", seed, "--ignore", "FL001"}, 0},
		{[]string{"check", "--select", "FL001", "--quiet", seed}, 1},
		{[]string{"check", "--fail-on", "sometimes", seed}, 2},
		{[]string{"check", "--format", "xml", seed}, 2},
		{[]string{"check", "--no-such-flag"}, 2},
		{[]string{"check", filepath.Join(seed, "does-not-exist")}, 2},
		{[]string{"frobnicate"}, 2},
		{[]string{}, 2},
		{[]string{"explain"}, 2},
		{[]string{"explain", "FL999"}, 2},
		{[]string{"version"}, 0},
	}
	for _, tt := range tests {
		if code, out, errOut := runCmd(t, tt.args...); code != tt.want {
			t.Errorf("flinklint %s: exit %d, want %d\n%s%s", strings.Join(tt.args, " "), code, tt.want, out, errOut)
		}
	}
}

func TestFormats(t *testing.T) {
	seed := filepath.Join("..", "..", "examples", "seed")
	for _, format := range []string{"text", "sarif", "json", "github", "checkstyle"} {
		out := filepath.Join(t.TempDir(), "report")
		code, _, errOut := runCmd(t, "check", "--format", format, "--output", out, seed)
		if code != 1 {
			t.Errorf("%s: exit %d: %s", format, code, errOut)
		}
		data, err := os.ReadFile(out)
		if err != nil || !bytes.Contains(data, []byte("FL001")) {
			t.Errorf("%s: report lacks FL001 (%v)", format, err)
		}
	}
}

func TestRulesAndExplain(t *testing.T) {
	code, out, _ := runCmd(t, "rules")
	if code != 0 || !strings.Contains(out, "FL001  auto-compaction-rescale") {
		t.Errorf("rules: %d\n%s", code, out)
	}
	code, out, _ = runCmd(t, "explain", "--markdown", "fl001")
	if code != 0 || !strings.HasPrefix(out, "# FL001 `auto-compaction-rescale`") || !strings.Contains(out, "## Fix") {
		t.Errorf("explain --markdown: %d\n%s", code, out)
	}
}

func TestBaseline(t *testing.T) {
	seed := filepath.Join("..", "..", "examples", "seed")
	base := filepath.Join(t.TempDir(), "baseline.json")
	if code, _, errOut := runCmd(t, "check", "--write-baseline", base, seed); code != 0 {
		t.Fatalf("--write-baseline: exit %d: %s", code, errOut)
	}
	if code, out, errOut := runCmd(t, "check", "--baseline", base, seed); code != 0 {
		t.Errorf("--baseline: exit %d: %s%s", code, out, errOut)
	} else if !strings.Contains(out, "no findings in ") || !strings.Contains(out, " (1 finding hidden by the baseline)") {
		t.Errorf("--baseline: the summary does not say how many findings the baseline hid:\n%s", out)
	}
}

func TestConfigFile(t *testing.T) {
	dir := t.TempDir()
	job := "CREATE TABLE s (id STRING) WITH ('connector'='filesystem','path'='/x','format'='json','auto-compaction'='true');\nINSERT INTO s SELECT id FROM src;\n"
	if err := os.WriteFile(filepath.Join(dir, "job.sql"), []byte(job), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := filepath.Join(dir, "lint.yaml")
	write := func(s string) {
		if err := os.WriteFile(cfg, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// No deployment: FL001 is a warning, which does not fail by default.
	if code, out, _ := runCmd(t, "check", "--root", dir, dir); code != 0 || !strings.Contains(out, "warning FL001") {
		t.Errorf("no config: exit %d\n%s", code, out)
	}
	write("assume-autoscaling: true\n")
	if code, out, _ := runCmd(t, "check", "--config", cfg, "--root", dir, dir); code != 1 || !strings.Contains(out, "error FL001") {
		t.Errorf("assume-autoscaling: exit %d\n%s", code, out)
	}
	write("assume-autoscaling: true\nseverity:\n  FL001: note\n")
	if code, out, _ := runCmd(t, "check", "--config", cfg, "--root", dir, dir); code != 0 || !strings.Contains(out, "note FL001") {
		t.Errorf("severity override: exit %d\n%s", code, out)
	}
	write("fail-on: warning\n")
	if code, _, _ := runCmd(t, "check", "--config", cfg, "--root", dir, dir); code != 1 {
		t.Errorf("fail-on from config: exit %d", code)
	}
	write("no-such-key: 1\n")
	if code, _, errOut := runCmd(t, "check", "--config", cfg, dir); code != 2 || !strings.Contains(errOut, "no-such-key") {
		t.Errorf("unknown key: exit %d: %s", code, errOut)
	}
}

func TestColorTerminal(t *testing.T) {
	var b bytes.Buffer
	if colorTerminal(&b) {
		t.Error("a buffer is not a terminal")
	}
	t.Setenv("NO_COLOR", "1")
	if colorTerminal(os.Stdout) {
		t.Error("NO_COLOR ignored")
	}
}

// TestExplainLinks: every deployment with its jobs or why none, every job
// with its deployments or why none, and a summary when nothing links.
func TestExplainLinks(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		want  []string
	}{
		{
			name: "linked",
			files: map[string]string{
				"app.yaml": "Resources:\n  App:\n    Type: AWS::KinesisAnalyticsV2::Application\n    Properties:\n      RuntimeEnvironment: FLINK-1_20\n" +
					"      ApplicationConfiguration:\n        EnvironmentProperties:\n          PropertyGroups:\n" +
					"            - PropertyGroupId: kinesis.analytics.flink.run.options\n              PropertyMap:\n                python: jobs/job.py\n",
				"jobs/job.py": "from pyflink.table import TableEnvironment\nt_env.execute_sql(\"CREATE TABLE t (a INT) WITH ('connector' = 'datagen')\")\n",
			},
			want: []string{"links: app.yaml (App) -> jobs/job.py\n", "links: job jobs/job.py <- app.yaml\n"},
		},
		{
			name: "module job run by a linked job",
			files: map[string]string{
				"app.yaml": "Resources:\n  App:\n    Type: AWS::KinesisAnalyticsV2::Application\n    Properties:\n      RuntimeEnvironment: FLINK-1_20\n" +
					"      ApplicationConfiguration:\n        EnvironmentProperties:\n          PropertyGroups:\n" +
					"            - PropertyGroupId: kinesis.analytics.flink.run.options\n              PropertyMap:\n                python: pipe/main.py\n",
				"pipe/__init__.py": "",
				"pipe/main.py": "from pyflink.table import EnvironmentSettings, TableEnvironment\nfrom pipe.sinks import register_sink\n\n" +
					"t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())\n" +
					"t_env.get_config().set(\"execution.checkpointing.interval\", \"60s\")\nregister_sink(t_env)\n",
				"pipe/sinks.py": "from pyflink.table import TableDescriptor\n\n\ndef register_sink(t_env):\n" +
					"    t_env.create_temporary_table(\"archive\", TableDescriptor.for_connector(\"filesystem\").option(\"path\", \"s3://b/a/\").build())\n",
			},
			want: []string{"links: job pipe/main.py <- app.yaml\n", "links: job pipe/sinks.py <- app.yaml\n" +
				"    pipe/sinks.py is run by job pipe/main.py; it takes that job's deployments and that job's checkpointing and runtime mode settings\n"},
		},
		{
			name:  "no deployment config",
			files: map[string]string{"job.sql": "CREATE TABLE t (a INT) WITH ('connector' = 'datagen');\n"},
			want:  []string{"links: no deployment config found; 1 job, none linked\n", "links: job job.sql <- no deployment: the run has no deployment config\n"},
		},
		{
			name: "deployments but no job matched",
			files: map[string]string{
				"k8s/session.yaml": "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nmetadata:\n  name: session\nspec:\n  flinkVersion: v1_20\n",
			},
			want: []string{"links: 1 deployment config found, no job matched (0 jobs in the run)\n", "links: k8s/session.yaml (session) -> no job\n"},
		},
		{
			name: "operator SQL runner script the image does not hold",
			files: map[string]string{
				"Dockerfile":        "FROM flink:1.19.1\nCOPY sql-scripts /opt/flink/usrlib/sql-scripts\n",
				"sql-scripts/a.sql": "CREATE TABLE t (a INT) WITH ('connector' = 'datagen');\n",
				"k8s/runner.yaml": "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nmetadata:\n  name: runner\nspec:\n  image: flink:1.18\n" +
					"  flinkVersion: v1_19\n  job:\n    jarURI: local:///opt/flink/usrlib/sql-runner.jar\n    args: [\"/opt/flink/usrlib/sql-scripts/b.sql\"]\n",
			},
			want: []string{"links: k8s/runner.yaml (runner) -> no job\n    The entry point SQL script argument \"/opt/flink/usrlib/sql-scripts/b.sql\" is a path in an image that does not hold it: " +
				"Dockerfile:2 \"COPY sql-scripts /opt/flink/usrlib/sql-scripts\" copies sql-scripts/ to /opt/flink/usrlib/sql-scripts, and no b.sql is there.",
				"links: image Dockerfile:1 FROM flink:1.19.1 -> Flink 1.19\n",
				"links: image of FlinkDeployment \"runner\" (k8s/runner.yaml) -> Flink 1.18; its flinkVersion \"v1_19\"\n"},
		},
		{
			name: "flink run of a Gradle module's jar with -c",
			files: map[string]string{
				"settings.gradle": "rootProject.name = 'orders'\n",
				"build.gradle":    "plugins { id 'java' }\nversion = '1.0'\ndependencies { compileOnly 'org.apache.flink:flink-streaming-java:1.19.1' }\n",
				"src/main/java/com/example/OrdersJob.java": "package com.example;\nimport org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;\n" +
					"public class OrdersJob { public static void main(String[] a) { StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(); env.enableCheckpointing(1000); } }\n",
				"src/main/java/com/example/Backfill.java": "package com.example;\nimport org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;\n" +
					"public class Backfill { public static void main(String[] a) { StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(); env.setParallelism(2); } }\n",
				"compose.yaml": "services:\n  jobmanager:\n    image: flink:1.19.1\n    command: jobmanager\n",
				"Makefile":     "run:\n\tdocker compose exec jobmanager flink run -d -c com.example.OrdersJob /opt/flink/usrlib/orders-1.0.jar\n",
			},
			want: []string{"links: Makefile (jobmanager) -> src/main/java/com/example/OrdersJob.java\n",
				"The jar \"/opt/flink/usrlib/orders-1.0.jar\" is the one build.gradle builds; it runs src/main/java/com/example/OrdersJob.java, the entry class \"com.example.OrdersJob\".\n",
				"links: job src/main/java/com/example/Backfill.java <- no deployment"},
		},
		{
			name: "bare flink run of a Maven module's jar in a script",
			files: map[string]string{
				"jobs/orders/pom.xml": "<project><artifactId>orders</artifactId><version>1.0</version>" +
					"<dependencies><dependency><groupId>org.apache.flink</groupId><artifactId>flink-streaming-java</artifactId><version>1.19.1</version></dependency></dependencies></project>\n",
				"jobs/orders/src/main/java/com/example/OrdersJob.java": "package com.example;\nimport org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;\n" +
					"public class OrdersJob { public static void main(String[] a) { StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(); env.enableCheckpointing(1000); } }\n",
				"jobs/orders/src/main/java/com/example/Backfill.java": "package com.example;\nimport org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;\n" +
					"public class Backfill { public static void main(String[] a) { StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(); env.setParallelism(2); } }\n",
				"scripts/submit.sh": "#!/bin/sh\ncd jobs/orders && mvn package\n\"$FLINK_HOME\"/bin/flink run -d -c com.example.OrdersJob jobs/orders/target/orders-1.0.jar\n",
			},
			want: []string{"links: scripts/submit.sh (orders-1.0.jar) -> jobs/orders/src/main/java/com/example/OrdersJob.java\n",
				"The jar \"jobs/orders/target/orders-1.0.jar\" is the one jobs/orders/pom.xml builds; it runs jobs/orders/src/main/java/com/example/OrdersJob.java, the entry class \"com.example.OrdersJob\".\n",
				"links: job jobs/orders/src/main/java/com/example/Backfill.java <- no deployment"},
		},
		{
			name: "runtime properties a Java job reads from its resources",
			files: map[string]string{
				"pom.xml": "<project><artifactId>getting-started</artifactId><version>1.0</version>" +
					"<dependencies><dependency><groupId>org.apache.flink</groupId><artifactId>flink-streaming-java</artifactId><version>1.20.0</version></dependency></dependencies></project>\n",
				"src/main/java/com/example/BasicStreamingJob.java": "package com.example;\nimport org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;\n" +
					"public class BasicStreamingJob {\n  private static final String LOCAL = \"flink-application-properties-dev.json\";\n" +
					"  static Map<String, Properties> props() throws Exception {\n" +
					"    return KinesisAnalyticsRuntime.getApplicationProperties(BasicStreamingJob.class.getClassLoader().getResource(LOCAL).getPath());\n  }\n" +
					"  public static void main(String[] a) throws Exception { StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(); env.setParallelism(2); props(); }\n}\n",
				"src/main/resources/flink-application-properties-dev.json":   "[{\"PropertyGroupId\": \"InputStream0\", \"PropertyMap\": {\"stream.arn\": \"arn:aws:kinesis:us-east-1:1:stream/in\"}}]\n",
				"src/test/resources/flink-application-properties-other.json": "[{\"PropertyGroupId\": \"InputStream0\", \"PropertyMap\": {}}]\n",
			},
			want: []string{"links: src/main/resources/flink-application-properties-dev.json (flink-application-properties-dev.json) -> src/main/java/com/example/BasicStreamingJob.java\n" +
				"    It holds the runtime properties (property groups) the job reads from it: src/main/java/com/example/BasicStreamingJob.java:6 reads it by name.\n",
				"links: src/test/resources/flink-application-properties-other.json (flink-application-properties-other.json) -> no job\n"},
		},
		{
			name: "sbt multi-project build: each project's own jar",
			files: map[string]string{
				"build.sbt": "ThisBuild / version := \"1.0\"\nThisBuild / scalaVersion := \"2.12.18\"\n" +
					"lazy val root = (project in file(\".\")).aggregate(orders, clicks)\n" +
					"lazy val orders = (project in file(\"orders\")).settings(name := \"orders\", libraryDependencies += \"org.apache.flink\" % \"flink-streaming-java\" % \"1.20.0\")\n" +
					"lazy val clicks = (project in file(\"clicks\")).settings(name := \"clicks\", assembly / assemblyJarName := \"clicks.jar\")\n",
				"orders/src/main/scala/com/example/OrdersJob.scala": "package com.example\nimport org.apache.flink.table.api.{EnvironmentSettings, TableEnvironment}\n" +
					"object OrdersJob { def main(a: Array[String]): Unit = { val tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode()); tEnv.executeSql(\"CREATE TABLE t (a INT) WITH ('connector' = 'datagen')\") } }\n",
				"clicks/src/main/scala/com/example/ClicksJob.scala": "package com.example\nimport org.apache.flink.table.api.{EnvironmentSettings, TableEnvironment}\n" +
					"object ClicksJob { def main(a: Array[String]): Unit = { val tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode()); tEnv.executeSql(\"CREATE TABLE t (a INT) WITH ('connector' = 'datagen')\") } }\n",
				"k8s/clicks.yaml": "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nmetadata:\n  name: clicks\nspec:\n  flinkVersion: v1_20\n" +
					"  job:\n    jarURI: local:///opt/flink/usrlib/clicks.jar\n",
			},
			want: []string{"links: k8s/clicks.yaml (clicks) -> clicks/src/main/scala/com/example/ClicksJob.scala\n",
				"The jar \"local:///opt/flink/usrlib/clicks.jar\" is the one the clicks/ project of build.sbt builds; it runs clicks/src/main/scala/com/example/ClicksJob.scala, its only class with a main method.\n",
				"links: job orders/src/main/scala/com/example/OrdersJob.scala <- no deployment"},
		},
		{
			name: "bare flink run of a Maven module's jar in a GitLab CI script",
			files: map[string]string{
				"jobs/orders/pom.xml": "<project><artifactId>orders</artifactId><version>1.0</version>" +
					"<dependencies><dependency><groupId>org.apache.flink</groupId><artifactId>flink-streaming-java</artifactId><version>1.19.1</version></dependency></dependencies></project>\n",
				"jobs/orders/src/main/java/com/example/OrdersJob.java": "package com.example;\nimport org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;\n" +
					"public class OrdersJob { public static void main(String[] a) { StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(); env.enableCheckpointing(1000); } }\n",
				".gitlab-ci.yml": "deploy:\n  stage: deploy\n  script:\n    - mvn -f jobs/orders package\n    - flink run -d -c com.example.OrdersJob jobs/orders/target/orders-1.0.jar\n",
			},
			want: []string{"links: .gitlab-ci.yml (orders-1.0.jar) -> jobs/orders/src/main/java/com/example/OrdersJob.java\n",
				"The jar \"jobs/orders/target/orders-1.0.jar\" is the one jobs/orders/pom.xml builds; it runs jobs/orders/src/main/java/com/example/OrdersJob.java, the entry class \"com.example.OrdersJob\".\n"},
		},
		{
			name: "floating image and pins",
			files: map[string]string{
				"Dockerfile":       "FROM flink:latest\nRUN pip install apache-flink==1.19.1\n",
				"requirements.txt": "apache-flink==1.19.1\n",
				"job.py":           "from pyflink.table import TableEnvironment\nt_env.execute_sql(\"CREATE TABLE t (a INT) WITH ('connector' = 'datagen')\")\n",
			},
			want: []string{"links: image Dockerfile:1 FROM flink:latest -> no Flink release: the tag is not a version and moves to each new release\n",
				"links: pin Dockerfile:2 apache-flink==1.19.1 -> Flink 1.19\n", "links: pin requirements.txt:1 apache-flink==1.19.1 -> Flink 1.19\n"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := writeTree(t, tt.files)
			_, _, stderr := runCmd(t, "check", "--explain-links", "--root", dir, dir)
			for _, w := range tt.want {
				if !strings.Contains(stderr, w) {
					t.Errorf("--explain-links lacks %q:\n%s", w, stderr)
				}
			}
		})
	}
}

// `connectors:` in the configuration makes a custom connector's identifier
// known to FL011 (for factories that come from jars flinklint cannot read).
func TestConfigConnectors(t *testing.T) {
	dir := t.TempDir()
	job := "CREATE TABLE src (id STRING) WITH ('connector' = 'datagen');\n" +
		"CREATE TABLE cache (id STRING) WITH ('connector' = 'mredis');\nINSERT INTO cache SELECT id FROM src;\n"
	if err := os.WriteFile(filepath.Join(dir, "job.sql"), []byte(job), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, out, _ := runCmd(t, "check", "--select", "FL011", "--root", dir, dir); !strings.Contains(out, "FL011") {
		t.Fatalf("without connectors: no FL011\n%s", out)
	}
	cfg := filepath.Join(dir, ".flinklint.yaml")
	if err := os.WriteFile(cfg, []byte("connectors: [mredis]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := runCmd(t, "check", "--select", "FL011", "--config", cfg, "--root", dir, dir); code != 0 || strings.Contains(out, "FL011") {
		t.Errorf("with connectors: exit %d\n%s%s", code, out, errOut)
	}
}

// TestReportFileParentsCreated: `--format sarif:DIR/FILE` and `--output
// DIR/FILE` create the missing directories, as the docs' commands assume.
func TestReportFileParentsCreated(t *testing.T) {
	seed := filepath.Join("..", "..", "examples", "seed")
	dir := t.TempDir()
	sarif := filepath.Join(dir, ".sarif", "flinklint.sarif")
	text := filepath.Join(dir, "reports", "text", "flinklint.txt")
	code, _, errOut := runCmd(t, "check", "--format", "sarif:"+sarif, "--format", "text", "--output", text, seed)
	if code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, errOut)
	}
	for _, f := range []string{sarif, text} {
		if data, err := os.ReadFile(f); err != nil || !bytes.Contains(data, []byte("FL001")) {
			t.Errorf("%s: %v, or no FL001 in it", f, err)
		}
	}
}

// TestEditSnippets: the JSON snippet of a fix edit's location is the
// source text of its range, as the docs promise.
func TestEditSnippets(t *testing.T) {
	dir := seedTree(t)
	code, out, errOut := runCmd(t, "check", "--format", "json", "--root", dir, dir)
	if code != 1 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var report struct {
		Findings []struct {
			Fixes []struct {
				Edits []struct {
					Location struct {
						Path    string
						Start   int `json:"start_offset"`
						End     int `json:"end_offset"`
						Snippet string
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &report); err != nil {
		t.Fatal(err)
	}
	edits := 0
	for _, f := range report.Findings {
		for _, fix := range f.Fixes {
			for _, e := range fix.Edits {
				src, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(e.Location.Path)))
				if err != nil {
					t.Fatal(err)
				}
				if want := string(src[e.Location.Start:e.Location.End]); e.Location.Snippet != want {
					t.Errorf("%s %d-%d: snippet %q, want %q", e.Location.Path, e.Location.Start, e.Location.End, e.Location.Snippet, want)
				}
				edits++
			}
		}
	}
	if edits == 0 {
		t.Fatal("the seed example has no fix edit")
	}
}

// TestSaysWhatWasLinted: the summary counts what was linted by kind, a run
// or a named file with nothing flinklint lints says so, and an unknown flag
// gets the nearest one.
func TestSaysWhatWasLinted(t *testing.T) {
	seed := seedTree(t)
	empty := writeTree(t, map[string]string{"README.md": "# notes\n", "src/app.js": "console.log(1)\n"})
	plainSQL := writeTree(t, map[string]string{
		"jobs/agg.sql": "INSERT INTO sink_t SELECT id, COUNT(*) FROM src GROUP BY id;\n",
		"db/init.sql":  "CREATE TABLE users (id INT AUTO_INCREMENT PRIMARY KEY);\n",
	})
	tests := []struct {
		name       string
		args       []string
		code       int
		out, err   string
		notInError string
	}{
		{"counts by kind", []string{"check", "--output-format", "concise", "--root", seed, seed}, 1,
			"1 error in 1 file; linted 1 Python job, 1 deployment config", "", "nothing"},
		{"a named file counts what it holds, not the project read with it", []string{"check", "--output-format", "concise", "--root", seed, filepath.Join(seed, "jobs", "s3_json_sink.py")}, 1,
			"1 error in 1 file; linted 1 Python job\n", "", "nothing"},
		{"a tree with nothing to lint", []string{"check", "--root", empty, empty}, 0,
			"no findings in 0 files; no Flink job, SQL script or deployment config found", "found nothing to lint; flinklint lints PyFlink jobs", ""},
		{"a named file flinklint does not lint", []string{"check", "--root", empty, filepath.Join(empty, "README.md")}, 0,
			"no findings", "README.md: nothing linted", ""},
		{"SQL with no sign of Flink is not linted, and the run says so", []string{"check", "--root", plainSQL, plainSQL}, 0,
			"no Flink job, SQL script or deployment config found", "1 .sql file shows no sign of Flink SQL and was read as another database's script, not linted (first: jobs/agg.sql)", "init.sql"},
		{"a named SQL file is Flink SQL", []string{"check", "--root", plainSQL, filepath.Join(plainSQL, "jobs", "agg.sql")}, 0,
			"linted 1 SQL script", "", "no sign"},
		{"a named file of another database says which", []string{"check", "--root", plainSQL, filepath.Join(plainSQL, "db", "init.sql")}, 0,
			"no findings", "db/init.sql: read as another database's script (MySQL's AUTO_INCREMENT), not linted", ""},
		{"an unknown flag", []string{"check", "--selct", "FL001", seed}, 2,
			"", "flag provided but not defined: -selct (did you mean --select?)", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCmd(t, tt.args...)
			if code != tt.code || !strings.Contains(out, tt.out) || !strings.Contains(errOut, tt.err) ||
				tt.notInError != "" && strings.Contains(errOut, tt.notInError) {
				t.Errorf("exit %d (want %d)\nstdout (want %q):\n%s\nstderr (want %q):\n%s", code, tt.code, tt.out, out, tt.err, errOut)
			}
		})
	}
}

// TestLinkGraphFormats: --format mermaid and dot draw the seed's link, with
// the evidence on the edge; the exit status still follows the findings.
func TestLinkGraphFormats(t *testing.T) {
	t.Chdir(filepath.Join("..", ".."))
	for format, want := range map[string]string{
		"mermaid": "d0 -- \"The entry point python #quot;jobs/s3_json_sink.py#quot; matches examples/seed/jobs/s3_json_sink.py\" --> j0",
		"dot":     "d0 -> j0 [label=\"The entry point python \\\"jobs/s3_json_sink.py\\\" matches examples/seed/jobs/s3_json_sink.py\"];",
	} {
		code, out, errOut := runCmd(t, "check", "--explain-links", "--format", format, "examples/seed")
		if code != 1 || !strings.Contains(out, want) {
			t.Errorf("--format %s: exit %d, want 1 and %q in:\n%s%s", format, code, want, out, errOut)
		}
	}
}
