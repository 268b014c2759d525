package report

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
)

func sampleGraph() *LinkGraph {
	return &LinkGraph{
		Deployments: []LinkedDeployment{
			{Path: "infra/app.yaml", Name: "orders", Kind: "cloudformation", Flink: "1.19", Rescales: "yes",
				Jobs: []string{"jobs/b.py", "jobs/a.py"}, Evidence: `The entry point python "jobs/a.py" matches jobs/a.py. More text.`},
			{Path: `k8s/dep "x".yaml`, Name: "", Kind: "operator", Rescales: "unknown", Evidence: "It runs a jar."},
		},
		Unlinked: []string{"sql/alone.sql"},
	}
}

func TestWriteMermaid(t *testing.T) {
	var b bytes.Buffer
	if err := WriteMermaid(&b, sampleGraph()); err != nil {
		t.Fatal(err)
	}
	want := `flowchart LR
  d0["infra/app.yaml (orders)<br/>Flink 1.19, rescales: yes"]
  d1["k8s/dep #quot;x#quot;.yaml<br/>rescales: unknown"]
  j0(["jobs/a.py"])
  j1(["jobs/b.py"])
  j2(["sql/alone.sql"])
  d0 -- "The entry point python #quot;jobs/a.py#quot; matches jobs/a.py" --> j1
  d0 -- "The entry point python #quot;jobs/a.py#quot; matches jobs/a.py" --> j0
`
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

func TestWriteDOT(t *testing.T) {
	var b bytes.Buffer
	if err := WriteDOT(&b, sampleGraph()); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{`d1 [shape=box, label="k8s/dep \"x\".yaml\nrescales: unknown"];`, `j2 [shape=ellipse, label="sql/alone.sql"];`, `d0 -> j0 [label=`} {
		if !strings.Contains(out, want) {
			t.Errorf("DOT lacks %q:\n%s", want, out)
		}
	}
	// Graphviz itself, when installed, must accept it.
	if _, err := exec.LookPath("dot"); err == nil {
		cmd := exec.Command("dot", "-Tsvg")
		cmd.Stdin = strings.NewReader(out)
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("dot -Tsvg: %v\n%s", err, msg)
		}
	}
}

func TestLinkGraphEmpty(t *testing.T) {
	var m, d bytes.Buffer
	if err := WriteMermaid(&m, &LinkGraph{}); err != nil || m.String() != "flowchart LR\n" {
		t.Errorf("empty mermaid %q %v", m.String(), err)
	}
	if err := WriteDOT(&d, &LinkGraph{}); err != nil || !strings.HasSuffix(d.String(), "}\n") {
		t.Errorf("empty dot %q %v", d.String(), err)
	}
}

func TestWriteMarkdown(t *testing.T) {
	run := &finding.Run{
		Rules: []finding.Rule{{ID: "FL001", Summary: "auto-compaction | crashes"}, {ID: "FL022", Summary: "no checkpoints"}},
		Findings: []finding.Finding{
			{RuleID: "FL022", RuleName: "n", Level: finding.Warning, Message: "w <b>", Location: finding.Location{Path: "a.sql", StartLine: 3}},
			{RuleID: "FL001", RuleName: "auto-compaction-rescale", Level: finding.Error, Message: "e_1", Location: finding.Location{Path: "b.py", StartLine: 40}},
		},
		Linted: &finding.Linted{PythonJobs: 1, SQLScripts: 1, Deployments: 1},
	}
	var b bytes.Buffer
	if err := WriteMarkdown(&b, run, MarkdownOptions{LinkBase: "https://x/blob/s/", Links: sampleGraph()}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"**1 error, 1 warning** in 1 Python job, 1 SQL script and 1 deployment config.",
		"| FL001 auto-compaction-rescale | 1 | 0 | 0 | auto-compaction \\| crashes |",
		"- **error** FL001 [b.py:40](https://x/blob/s/b.py#L40): e\\_1\n- **warning** FL022",
		"w &lt;b&gt;",
		"```mermaid\nflowchart LR\n",
		"No deployment config is linked to 1 job.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("markdown lacks %q:\n%s", want, out)
		}
	}
	b.Reset()
	if err := WriteMarkdown(&b, &finding.Run{}, MarkdownOptions{}); err != nil || !strings.Contains(b.String(), "No findings.") {
		t.Errorf("empty run: %v\n%s", err, b.String())
	}
}
