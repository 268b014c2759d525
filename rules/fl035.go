package rules

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL035 flags the pre-1.7 operator autoscaler keys.
var FL035 = newRule(fl035Doc, runFL035, model.Analyzer)

const oldAutoscalerPrefix = "kubernetes.operator.job.autoscaler."

var fl035Doc = Doc{
	ID:           "FL035",
	Name:         "deprecated-autoscaler-keys",
	Summary:      "kubernetes.operator.job.autoscaler.* keys were renamed job.autoscaler.* in Flink Kubernetes Operator 1.7",
	DefaultLevel: finding.Note,
	Since:        "0.1.0",
	Tags:         []string{"deprecation", "kubernetes", "autoscaling"},
	Explanation: `
The Flink Kubernetes Operator autoscaler was configured with ` + "`kubernetes.operator.job.autoscaler.*`" + ` keys in
operator 1.4-1.6. Operator 1.7 renamed them ` + "`job.autoscaler.*`" + ` and reads the old spellings as deprecated
keys; from operator 1.8 they are fallback keys (FLINK-33770;
` + "`flink-autoscaler/.../config/AutoScalerOptions.java`" + `). The old keys work today but are on their way out;
when both spellings are written, the new key wins and the old one does nothing.
`,
	Levels: `
- ` + "`note`" + `: an old key (still read as a fallback).
- ` + "`warning`" + `: an old key whose new spelling is also set: the old value is ignored.
`,
	Examples: []Example{{Path: "deployment.yaml", Lang: "yaml", Code: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: orders
spec:
  flinkVersion: v1_20
  flinkConfiguration:
    kubernetes.operator.job.autoscaler.enabled: "true"`}},
	Fix: `
Rename the key to its ` + "`job.autoscaler.*`" + ` spelling (flinklint offers the rename as a suggested fix when
the key is written flat and the new key is not already set), and remove old keys whose new spelling
is already set. Operators older than 1.7 read only the old keys: upgrade the operator first.
`,
	References: []string{
		"https://issues.apache.org/jira/browse/FLINK-33770",
		"https://nightlies.apache.org/flink/flink-kubernetes-operator-docs-stable/docs/custom-resource/autoscaler/",
	},
	Sources: []string{
		"apache/flink-kubernetes-operator flink-autoscaler/src/main/java/org/apache/flink/autoscaler/config/AutoScalerOptions.java: withDeprecatedKeys for the old kubernetes.operator.job.autoscaler.* keys at release-1.7.0 (24 options), withFallbackKeys at release-1.8.0 (34 options) (FLINK-33770)",
	},
}

func runFL035(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, d := range m.Deployments {
		if d.Kind != deploy.K8sOperator && d.Kind != deploy.FlinkConfig {
			continue
		}
		set := map[string]bool{}
		for _, p := range d.FlinkConfig {
			set[p.Key] = true
		}
		for _, p := range d.FlinkConfig {
			if !strings.HasPrefix(p.Key, oldAutoscalerPrefix) {
				continue
			}
			ck, deprecated, ok := flink.LookupConfigKey(p.Key)
			if !ok || !deprecated {
				continue
			}
			pos, end := depSpan(m, d, propLine(p))
			diag := analysis.Diagnostic{Pos: pos, End: end}
			if set[ck.Key] {
				diag.Message = fmt.Sprintf("%s: %s is ignored because %s is also set (operator >= 1.7 reads the new key first); remove it", depName(d), p.Key, ck.Key)
				m.Report(pass, finding.Warning, diag)
				continue
			}
			diag.Message = fmt.Sprintf("%s: %s is deprecated since Flink Kubernetes Operator 1.7 (still read as a fallback); rename it %s", depName(d), p.Key, ck.Key)
			if fix, ok := renameFix(d, p.KeySpan, p.Key, ck.Key, fmt.Sprintf("Rename %s to %s", p.Key, ck.Key)); ok {
				diag.SuggestedFixes = append(diag.SuggestedFixes, fix)
			}
			m.Report(pass, finding.Note, diag)
		}
	}
	return nil, nil
}
