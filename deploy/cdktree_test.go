package deploy

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// cdkStack is a TypeScript CDK stack of n L1 applications.
func cdkStack(n int) string {
	var b strings.Builder
	b.WriteString("import * as kda from 'aws-cdk-lib/aws-kinesisanalyticsv2';\n")
	for i := range n {
		fmt.Fprintf(&b, "// app %d\nnew kda.CfnApplication(this, 'App%d', { runtimeEnvironment: 'FLINK-1_20', serviceExecutionRole: 'arn', "+
			"applicationConfiguration: { flinkApplicationConfiguration: { parallelismConfiguration: { configurationType: 'CUSTOM', parallelism: %d } } } });\n", i, i, i%4+1)
	}
	return b.String()
}

// TestTypeScriptReadInFewCgoCalls: the reader reads a Go copy of the
// syntax tree (internal/tsflat): the cgo calls of a file do not grow with
// its nodes. Through the binding, node by node, a megabyte of CDK code
// cost about a second of CPU (issue 46).
func TestTypeScriptReadInFewCgoCalls(t *testing.T) {
	src := []byte(cdkStack(200))
	readTypeScriptCDK("stack.ts", src, &Result{}) // the grammar's names, once
	before := runtime.NumCgoCall()
	res := &Result{}
	readTypeScriptCDK("stack.ts", src, res)
	calls := runtime.NumCgoCall() - before
	if len(res.Deployments) != 200 || len(res.Comments) != 200 || len(res.Problems) != 0 {
		t.Fatalf("%d deployments, %d comments, problems %v: want 200, 200, none", len(res.Deployments), len(res.Comments), res.Problems)
	}
	if d := res.Deployments[199]; d.Name != "App199" {
		t.Errorf("the last application is named %q", d.Name)
	}
	if calls > 40 {
		t.Errorf("reading 200 applications made %d cgo calls, want a few", calls)
	}
}

// TestTypeScriptTreeSpans: each node's subtree ends at its last
// descendant, and the binding's accessors agree with the spans.
func TestTypeScriptTreeSpans(t *testing.T) {
	src := []byte("import { a } from 'b';\nconst x = { k: [1, `t${y}`] };\n")
	nodes, err := parseTypeScript(src)
	if err != nil {
		t.Fatal(err)
	}
	for i := range nodes {
		n := &nodes[i]
		for j := i + 1; j <= n.last; j++ {
			if nodes[j].start < n.start || nodes[j].end > n.end {
				t.Errorf("node %d (%s) in the subtree of %d (%s) spans outside it", j, nodes[j].kind, i, n.kind)
			}
		}
		if n.last+1 < len(nodes) && nodes[n.last+1].start < n.end && nodes[n.last+1].end <= n.end && nodes[n.last+1].end > nodes[n.last+1].start {
			t.Errorf("node %d (%s) after the subtree of %d (%s) lies inside it", n.last+1, nodes[n.last+1].kind, i, n.kind)
		}
	}
	if nodes[0].kind != "program" || nodes[0].last != len(nodes)-1 || nodes[0].NamedChildCount() != 2 {
		t.Errorf("root %s, last %d of %d, %d named children", nodes[0].kind, nodes[0].last, len(nodes), nodes[0].NamedChildCount())
	}
}
