package rules

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL068 names, for a planned Flink 2.x target, the line value a deployment
// must change to: the operator's flinkVersion or the AWS runtime.
var FL068 = newRule(fl068Doc, runFL068, model.Analyzer)

var fl068Doc = Doc{
	ID:           "FL068",
	Name:         "deployment-flink-line-for-2x",
	Summary:      "with a planned Flink 2.x target, the operator flinkVersion or AWS RuntimeEnvironment to change, and whether that value exists",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"migration", "deployment"},
	Explanation: `
With ` + "`--target-flink`" + ` / ` + "`target-flink:`" + ` (a planned move to Flink 2.x), the line a deployment states is
part of the move:

- a Flink Kubernetes Operator ` + "`FlinkDeployment`" + ` on ` + "`flinkVersion: v1_x`" + ` needs the value of the target
  line, which only newer operator releases know: ` + "`v2_0`" + ` is listed from operator release-1.11.0,
  ` + "`v2_1`" + ` and ` + "`v2_2`" + ` from release-1.13.0, ` + "`v2_3`" + ` and ` + "`v2_4`" + ` from release-1.15.0 (an older operator's
  CRD rejects the value); the image must hold the same Flink line;
- an AWS Managed Service for Apache Flink application on ` + "`FLINK-1_x`" + ` needs the ` + "`RuntimeEnvironment`" + ` of the
  target line, and the service offers only some 2.x lines: flinklint says when it knows of no runtime for the
  target line, and which 2.x runtimes it knows.

A deployment that already states a 2.x line, or whose line is not written in the file, has no finding.
`,
	Levels: `
- ` + "`warning`" + `: a planned change; nothing fails today.
`,
	Examples: []Example{
		{Path: ".flinklint.yaml", Lang: "yaml", Code: `target-flink: "2.1"`},
		{Path: "deployment.yaml", Lang: "yaml", Code: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: orders
spec:
  image: flink:1.18
  flinkVersion: v1_18
  job:
    jarURI: local:///opt/flink/usrlib/orders.jar`},
	},
	Fix: `
Change the value with the image and the job's dependencies, after upgrading the operator to a release that lists
it; on AWS, pick a 2.x runtime the service offers (an in-place version upgrade from 1.x to 2.x is one-way:
read AWS's upgrade guide on state compatibility first).
`,
	References: []string{
		"https://docs.aws.amazon.com/managed-flink/latest/java/flink-2-2-upgrade-guide.html",
		"https://nightlies.apache.org/flink/flink-kubernetes-operator-docs-stable/",
	},
	Sources: []string{
		"apache/flink-kubernetes-operator flink-kubernetes-operator-api/src/main/java/org/apache/flink/kubernetes/operator/api/spec/FlinkVersion.java at every release tag from release-1.3.0 to release-1.15.0 (via flink/sources/upgrade.json)",
		"AWS Managed Service for Apache Flink RuntimeEnvironment values: flink/aws.go (flink-facts.md section 3a); AWS docs managed-flink/latest/java/flink-2-2.md: Flink 2.2 is the service's first 2.x line",
	},
}

func runFL068(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[token.Pos]bool{}
	for _, d := range m.Deployments {
		target, ok := upgradeTargetOfDeployment(m, d)
		if !ok || !target.planned {
			continue
		}
		s, ok := depFlinkVersion(d)
		if !ok {
			continue
		}
		own, _ := flink.ParseVersion(s)
		pos, end := depRuntimeRange(m, d)
		// Session jobs take the line of their session cluster: one finding
		// where it is written.
		if own.Major >= 2 || !pos.IsValid() || seen[pos] {
			continue
		}
		seen[pos] = true
		var msg string
		switch {
		case d.Kind == deploy.K8sOperator:
			msg = fl068Operator(d, target)
		case isAWSKind(d.Kind):
			msg = fl068AWS(d, target)
		default:
			continue
		}
		m.Report(pass, finding.Warning, analysis.Diagnostic{Pos: pos, End: end, Message: msg})
	}
	return nil, nil
}

func fl068Operator(d *model.Deployment, target upgradeTarget) string {
	value, first, ok := flink.OperatorFlinkVersion(target.version)
	if !ok {
		return fmt.Sprintf("deployment %q runs flinkVersion %s; %s needs %s, which no Kubernetes operator release flinklint knows lists",
			depName(d), d.Runtime.Value, target.label, value)
	}
	return fmt.Sprintf("deployment %q runs flinkVersion %s; %s needs flinkVersion %s (listed by the Kubernetes operator from %s on) and an image of Flink %s",
		depName(d), d.Runtime.Value, target.label, value, first, target.version)
}

func fl068AWS(d *model.Deployment, target upgradeTarget) string {
	want := fmt.Sprintf("FLINK-%d_%d", target.version.Major, target.version.Minor)
	if r, ok := flink.LookupRuntime(want); ok && r.Verified {
		return fmt.Sprintf("application %q runs %s; %s needs RuntimeEnvironment %s", depName(d), d.Runtime.Value, target.label, want)
	}
	var known []string
	for _, r := range flink.KnownRuntimes() {
		if r.Verified && r.Flink.Major >= 2 {
			known = append(known, r.Name)
		}
	}
	msg := fmt.Sprintf("application %q runs %s; %s needs RuntimeEnvironment %s, which flinklint does not know Managed Service for Apache Flink to offer",
		depName(d), d.Runtime.Value, target.label, want)
	if len(known) > 0 {
		msg += " (the 2.x runtimes it knows: " + strings.Join(known, ", ") + ")"
	}
	return msg
}
