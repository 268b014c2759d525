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

Two keys were renamed again later: ` + "`job.autoscaler.target.utilization`" + ` became
` + "`job.autoscaler.utilization.target`" + ` in operator 1.11, and ` + "`job.autoscaler.scale-up.grace-period`" + ` became
` + "`job.autoscaler.scale-down.interval`" + ` in operator 1.10 (the 1.7 spellings are deprecated keys there, the
pre-1.7 ones fallback keys). flinklint names the key current in the newest operator release it read, and
which releases read which name. Flink's ` + "`ConfigOption`" + ` checks fallback keys before deprecated ones, so
with both a pre-1.7 key and its 1.7 spelling set, operator 1.11 reads the pre-1.7 value.
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
Rename the key to its current ` + "`job.autoscaler.*`" + ` spelling (flinklint offers the rename as a suggested fix when
the key is written flat and the new key is not already set), and remove old keys whose new spelling
is already set. Operators older than 1.7 read only the old keys: upgrade the operator first. The
current name of a key renamed twice is read only from the release that introduced it (1.10 or 1.11, the
fix says which); on an older operator use the 1.7 spelling the message names.
`,
	References: []string{
		"https://issues.apache.org/jira/browse/FLINK-33770",
		"https://nightlies.apache.org/flink/flink-kubernetes-operator-docs-stable/docs/custom-resource/autoscaler/",
	},
	Sources: []string{
		"apache/flink-kubernetes-operator flink-autoscaler/src/main/java/org/apache/flink/autoscaler/config/AutoScalerOptions.java: withDeprecatedKeys for the old kubernetes.operator.job.autoscaler.* keys at release-1.7.0 (24 options), withFallbackKeys at release-1.8.0 (34 options) (FLINK-33770)",
		"apache/flink-kubernetes-operator flink-autoscaler/src/main/java/org/apache/flink/autoscaler/config/AutoScalerOptions.java: 'scale-down.interval' with the deprecated key job.autoscaler.scale-up.grace-period and the fallback keys kubernetes.operator.job.autoscaler.scale-up.grace-period and .scale-down.interval from release-1.10.0 ('scale-up.grace-period' its own key at release-1.9.0); 'utilization.target' with the deprecated key job.autoscaler.target.utilization and the fallback keys kubernetes.operator.job.autoscaler.utilization.target and .target.utilization from release-1.11.0 ('target.utilization' its own key at release-1.10.0); the same at release-1.15.0",
		"apache/flink flink-core/src/main/java/org/apache/flink/configuration/ConfigOption.java: withFallbackKeys puts fallback keys first, withDeprecatedKeys puts deprecated keys last (stored versions read through the library's index)",
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
			if _, deprecated, ok := flink.LookupConfigKey(p.Key); !ok || !deprecated {
				continue
			}
			r, ok := flink.RenamedAutoscalerKey(p.Key)
			if !ok {
				continue
			}
			pos, end := depSpan(m, d, propLine(p))
			diag := analysis.Diagnostic{Pos: pos, End: end}
			if level, msg, ok := fl035BothSet(r, set); ok {
				diag.Message = fmt.Sprintf("%s: %s", depName(d), msg)
				m.Report(pass, level, diag)
				continue
			}
			diag.Message = fmt.Sprintf("%s: %s is deprecated since Flink Kubernetes Operator 1.7 (still read as a fallback); rename it %s%s",
				depName(d), p.Key, r.Current, fl035History(r))
			if fix, ok := renameFix(d, p.KeySpan, p.Key, r.Current, fmt.Sprintf("Rename %s to %s%s", p.Key, r.Current, fl035FixNote(r))); ok {
				diag.SuggestedFixes = append(diag.SuggestedFixes, fix)
			}
			m.Report(pass, finding.Note, diag)
		}
	}
	return nil, nil
}

// fl035History says which operator releases read which name, when the key
// was renamed again after 1.7.
func fl035History(r flink.AutoscalerRename) string {
	if r.Current == r.Renamed || r.CurrentSince == "" {
		return ""
	}
	return fmt.Sprintf(" (operator %s and later; operators 1.7 to %s read %s)",
		operatorRelease(r.CurrentSince), operatorRelease(r.RenamedUntil), r.Renamed)
}

func fl035FixNote(r flink.AutoscalerRename) string {
	if r.Current == r.Renamed || r.CurrentSince == "" {
		return ""
	}
	return fmt.Sprintf(" (read by operator %s and later)", operatorRelease(r.CurrentSince))
}

// fl035BothSet reports an old key written beside a newer spelling. The
// current key wins in every release that declares it. Where the 1.7
// spelling was renamed again, the releases differ: up to the rename it is
// the key itself and wins; after it, it is a deprecated key, which Flink's
// ConfigOption checks after the fallback keys, the old one among them.
func fl035BothSet(r flink.AutoscalerRename, set map[string]bool) (finding.Level, string, bool) {
	switch {
	case set[r.Current] && r.Current != r.Renamed && r.CurrentSince != "":
		return finding.Warning, fmt.Sprintf("%s is ignored by operator %s and later, which read %s (also set) first; "+
			"operators before %s do not know %s and read %s: keep one value under %s",
			r.Old, operatorRelease(r.CurrentSince), r.Current, operatorRelease(r.CurrentSince), r.Current, r.Old, r.Current), true
	case set[r.Current]:
		return finding.Warning, fmt.Sprintf("%s is ignored because %s is also set (the operator reads the new key first); remove it", r.Old, r.Current), true
	case set[r.Renamed] && r.Renamed != r.Current && r.CurrentSince != "":
		return finding.Warning, fmt.Sprintf("%s and %s are both set: operators 1.7 to %s read %s, operator %s and later read %s "+
			"(a fallback key, checked before the deprecated %s); keep one value under %s",
			r.Old, r.Renamed, operatorRelease(r.RenamedUntil), r.Renamed, operatorRelease(r.CurrentSince), r.Old, r.Renamed, r.Current), true
	case set[r.Renamed]:
		return finding.Warning, fmt.Sprintf("%s is ignored because %s is also set (operator >= 1.7 reads the new key first); remove it", r.Old, r.Renamed), true
	}
	return "", "", false
}

// operatorRelease is an operator release tag as a version ("release-1.11.0" is "1.11").
func operatorRelease(tag string) string {
	v := strings.TrimPrefix(tag, "release-")
	if strings.Count(v, ".") == 2 && strings.HasSuffix(v, ".0") {
		v = strings.TrimSuffix(v, ".0")
	}
	return v
}
