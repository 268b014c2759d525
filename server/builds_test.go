package server

import (
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/linter"
)

// TestBuildBufferEditsRunWhole edits the build script of a JVM module in
// a buffer (Gradle, Gradle's Kotlin DSL and its settings and properties,
// sbt) so that the jar it builds gets another name: the `flink run` line
// that submitted that jar without checkpointing no longer runs the job,
// and FL022 on its FileSink falls from error to warning. A build is read
// with the job files of its module, so its edit needs a whole run: the
// server's findings must be a fresh run's after each edit, from a whole
// run.
func TestBuildBufferEditsRunWhole(t *testing.T) {
	const job = "package com.example;\n\n" +
		"import org.apache.flink.api.common.serialization.SimpleStringEncoder;\n" +
		"import org.apache.flink.connector.file.sink.FileSink;\n" +
		"import org.apache.flink.core.fs.Path;\n" +
		"import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;\n\n" +
		"public class ClickJob {\n" +
		"    public static void main(String[] args) throws Exception {\n" +
		"        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();\n" +
		"        FileSink<String> sink = FileSink.forRowFormat(new Path(\"s3://b/clicks/\"), new SimpleStringEncoder<String>(\"UTF-8\")).build();\n" +
		"        env.socketTextStream(\"localhost\", 9999).sinkTo(sink);\n" +
		"        env.execute(\"clicks\");\n" +
		"    }\n" +
		"}\n"
	const submit = "#!/bin/sh\nflink run -Dexecution.checkpointing.interval=0 -c com.example.ClickJob %s\n"
	deps := "dependencies { compileOnly 'org.apache.flink:flink-streaming-java:1.19.1'; implementation 'org.apache.flink:flink-connector-files:1.19.1' }\n"
	depsKts := "dependencies { compileOnly(\"org.apache.flink:flink-streaming-java:1.19.1\"); implementation(\"org.apache.flink:flink-connector-files:1.19.1\") }\n"
	tests := []struct {
		name       string
		files      map[string]string
		edit       string // the file whose buffer is edited
		from, to   string
		jar        string
		javaSource string
	}{
		{"build.gradle", map[string]string{"settings.gradle": "rootProject.name = 'clicks'\n",
			"build.gradle": "plugins { id 'java' }\nversion = '1.0'\n" + deps}, "build.gradle", "'1.0'", "'2.0'", "build/libs/clicks-1.0.jar", "src/main/java"},
		{"build.gradle.kts", map[string]string{"settings.gradle.kts": "rootProject.name = \"clicks\"\n",
			"build.gradle.kts": "plugins { java }\nversion = \"1.0\"\n" + depsKts}, "build.gradle.kts", "\"1.0\"", "\"2.0\"", "build/libs/clicks-1.0.jar", "src/main/java"},
		{"settings.gradle", map[string]string{"settings.gradle": "rootProject.name = 'clicks'\n",
			"build.gradle": "plugins { id 'java' }\nversion = '1.0'\n" + deps}, "settings.gradle", "'clicks'", "'views'", "build/libs/clicks-1.0.jar", "src/main/java"},
		{"gradle.properties", map[string]string{"settings.gradle": "rootProject.name = 'clicks'\n", "gradle.properties": "version=1.0\n",
			"build.gradle": "plugins { id 'java' }\n" + deps}, "gradle.properties", "1.0", "2.0", "build/libs/clicks-1.0.jar", "src/main/java"},
		{"build.sbt", map[string]string{"build.sbt": "name := \"clicks\"\nversion := \"1.0\"\nscalaVersion := \"2.12.18\"\n" +
			"libraryDependencies += \"org.apache.flink\" % \"flink-streaming-java\" % \"1.19.1\" % \"provided\"\n"}, "build.sbt", "\"1.0\"", "\"2.0\"", "target/scala-2.12/clicks_2.12-1.0.jar", "src/main/java"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			for p, text := range tt.files {
				writeFile(t, filepath.Join(root, p), text)
			}
			writeFile(t, filepath.Join(root, tt.javaSource, "com/example/ClickJob.java"), job)
			writeFile(t, filepath.Join(root, "scripts/submit.sh"), strings.Replace(submit, "%s", tt.jar, 1))
			s := &server{conn: newConn(strings.NewReader(""), io.Discard), opts: Options{Settings: linter.Settings{ParseCache: linter.NewParseCache(0)}},
				docs: map[string]string{}, published: map[string][]byte{}, edited: map[string]bool{}, root: root, watching: true}
			build := filepath.Join(root, tt.edit)
			text := tt.files[tt.edit]
			levels := []string{}
			for i, step := range []string{text, text + "\n", strings.Replace(text, tt.from, tt.to, 1)} {
				s.docs[build], s.edited[fileURI(build)] = step, true
				s.lint()
				if i > 0 && s.state.comp != nil {
					t.Errorf("step %d: an incremental run after an edit of %s", i, tt.edit)
				}
				fresh, err := Lint(linter.Settings{}, root, map[string][]byte{build: []byte(step)})
				if err != nil {
					t.Fatal(err)
				}
				want, got := encodeFindings(t, fresh.Run.Findings), encodeFindings(t, s.state.all())
				if got != want {
					t.Errorf("step %d: the server's findings differ from a fresh run's:\nserver: %s\nfresh:  %s", i, got, want)
				}
				for _, f := range fresh.Run.Findings {
					if f.RuleID == "FL022" {
						levels = append(levels, string(f.Level))
					}
				}
			}
			if strings.Join(levels, " ") != "error error warning" {
				t.Errorf("FL022 levels %q, want error, error, warning: the edit no longer tests a relink", levels)
			}
		})
	}
}
