package deploy

import (
	"strings"
	"testing"
)

// TestCIScriptFlinkRun checks the `flink run` lines of CI shell steps: a
// GitHub Actions `run: |` block with a continued command, a GitLab
// `script:` list item, CircleCI's `run: {command: ...}`; each entry point's
// span is the jar or class as written in the YAML file, and the reason
// names the file's line. A jar written with an expression, a command under
// a key that is no shell step (a container's `command:` list) and a quoted
// mention are not read.
func TestCIScriptFlinkRun(t *testing.T) {
	src := "on: push\n" +
		"jobs:\n" +
		"  submit:\n" +
		"    steps:\n" +
		"      - run: |\n" +
		"          mvn package\n" +
		"          $FLINK_HOME/bin/flink run -d \\\n" +
		"            -c com.example.OrdersJob \\\n" +
		"            target/orders-1.0.jar\n" +
		"      - run: flink run -d ${{ env.JAR }}\n" +
		"      - run: flink run -d ${{ env.DIR }}/x.jar\n" +
		"      - run: echo \"flink run a.jar\"\n" +
		"deploy:\n" +
		"  script:\n" +
		"    - 'flink run --class com.example.Clicks build/libs/clicks-all.jar'\n" +
		"circle:\n" +
		"  steps:\n" +
		"    - run:\n" +
		"        command: flink run -p 3 target/sessions.jar\n" +
		"pod:\n" +
		"  containers:\n" +
		"    - command: [\"flink\", \"run\", \"other.jar\"]\n"
	res := Read(".github/workflows/deploy.yml", []byte(src))
	if res.Kind != CIScript {
		t.Fatalf("kind %q, want %q", res.Kind, CIScript)
	}
	var got []string
	for _, d := range res.Deployments {
		if d.Kind != FlinkRun {
			t.Errorf("%s: kind %q", d.Name, d.Kind)
		}
		var es []string
		for _, e := range d.EntryPoints {
			es = append(es, string(e.Kind)+"="+src[e.Span.Start:e.Span.End])
		}
		got = append(got, d.Name+" "+strings.Join(es, " ")+" @"+src[d.Span.Start:d.Span.Start+5])
	}
	want := []string{
		"orders-1.0.jar class=com.example.OrdersJob jar=target/orders-1.0.jar @$FLIN",
		"clicks-all.jar class=com.example.Clicks jar=build/libs/clicks-all.jar @flink",
		"sessions.jar jar=target/sessions.jar @flink",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("deployments:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(res.Deployments) > 0 && !strings.HasPrefix(res.Deployments[0].Rescaling.Why, "line 7 ") {
		t.Errorf("why %q, want line 7", res.Deployments[0].Rescaling.Why)
	}
	if len(res.Deployments) > 2 && res.Deployments[2].Parallelism.Value != 3 {
		t.Errorf("parallelism %v, want 3", res.Deployments[2].Parallelism.Value)
	}
}

// TestCIScriptNotOtherYAML checks that a YAML file with `flink run` only
// in other keys (a Kubernetes container's command and args, a Compose
// service's command) holds no CI deployment.
func TestCIScriptNotOtherYAML(t *testing.T) {
	src := "services:\n  client:\n    image: flink:1.19\n    command: flink run target/a.jar\n" +
		"spec:\n  containers:\n    - args: [\"flink run target/b.jar\"]\n"
	var res Result
	readCIScript("compose.yaml", []byte(src), &res)
	if len(res.Deployments) != 0 {
		t.Errorf("%d deployments, want none: %+v", len(res.Deployments), res.Deployments[0])
	}
}
