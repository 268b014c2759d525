package rules

import (
	"fmt"
	"path"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
)

// FL038 flags a Flink image whose version floats (flink:latest, no tag)
// where the repository pins a Flink version, and an operator resource whose
// flinkVersion is not its image's.
var FL038 = newRule(fl038Doc, runFL038, model.Analyzer)

var fl038Doc = Doc{
	ID:           "FL038",
	Name:         "floating-flink-image",
	Summary:      "a Flink image whose version floats (flink:latest, no tag) beside a pinned Flink version, or an operator flinkVersion that is not its image's",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "deployment", "versions", "docker", "kubernetes"},
	Explanation: `
The official Flink image's ` + "`latest`" + ` tag, and a ` + "`FROM flink`" + ` without a tag, move to each new Flink
release: the image built today runs another Flink than the one built last month. Where the repository
pins a Flink version elsewhere, the two drift apart: a job built against PyFlink ` + "`apache-flink==1.19.1`" + ` or
with a connector jar built for Flink 1.18 (` + "`flink-sql-connector-kafka-3.1.0-1.18.jar`" + `) runs on a cluster of
another release, and fails at submission or at run time (serialization of state and of the job graph is not
compatible across minor releases; a connector binds to the API of the release it was built for).

flinklint reports a Dockerfile's ` + "`FROM`" + ` of the official image (` + "`flink`" + `, ` + "`apache/flink`" + `) with no tag or a
tag that names no version, when the same Dockerfile installs a pinned Flink version (` + "`pip install apache-flink==X.Y.Z`" + `,
a jar built for a Flink release), a ` + "`requirements*.txt`" + ` in its directory or one above pins ` + "`apache-flink`" + `, or a
Kubernetes operator resource of the repository states its ` + "`flinkVersion`" + `. An image pinned by digest
(` + "`flink@sha256:...`" + `) does not float.

It also reports a ` + "`FlinkDeployment`" + ` whose ` + "`flinkVersion`" + ` is not the Flink version of the official image its
` + "`spec.image`" + ` names (` + "`flinkVersion: v1_19`" + ` with ` + "`image: flink:1.18`" + `): the operator configures the cluster for
the version it is told (which options and savepoint formats it uses), while the image runs another.
`,
	Levels: `
- ` + "`warning`" + `: both cases; the job may still work when the releases happen to agree.
`,
	Examples: []Example{
		{Path: "Dockerfile", Lang: "dockerfile", Code: `FROM flink:latest
RUN pip install apache-flink==1.19.1
COPY jobs /opt/flink/usrlib/jobs`},
	},
	Fix: `
Pin the image to the Flink version the job is built for (` + "`FROM flink:1.19.1-scala_2.12-java11`" + `), or pin it by
digest; keep ` + "`flinkVersion`" + `, the image tag, PyFlink and the connector jars on one release.
`,
	References: []string{
		"https://hub.docker.com/_/flink",
		"https://nightlies.apache.org/flink/flink-kubernetes-operator-docs-stable/docs/custom-resource/reference/",
	},
	Sources: []string{
		"apache/flink-docker: the `latest` tag points to the newest release's image (README, generate-stackbrew-library.sh)",
		"apache/flink-kubernetes-operator FlinkDeploymentSpec.flinkVersion: the Flink version of the image, which the operator uses to choose version-specific behaviour (release-1.10)",
	},
}

func runFL038(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	var operator []string // "FlinkDeployment "x" (k8s/x.yaml) states flinkVersion v1_19"
	var operatorAt []analysis.RelatedInformation
	for _, d := range m.Deployments {
		if d.Kind != deploy.K8sOperator {
			continue
		}
		if v, ok := depFlinkVersion(d); ok && d.FlinkVersion.Set && !d.FlinkVersion.Hole {
			operator = append(operator, fmt.Sprintf("%s %q (%s) runs Flink %s", d.Resource, depName(d), d.Path, v))
			pos, end := depFactRange(m, d, d.FlinkVersion)
			operatorAt = append(operatorAt, analysis.RelatedInformation{Pos: pos, End: end,
				Message: fmt.Sprintf("%s %q states Flink %s", d.Resource, depName(d), v)})
			if iv := d.ImageVersion; iv.Set && !iv.Hole && iv.Value != v {
				pos, end := depFactRange(m, d, d.FlinkVersion)
				m.Report(pass, finding.Warning, analysis.Diagnostic{Pos: pos, End: end,
					Message: fmt.Sprintf("%s %q states flinkVersion %s (Flink %s), but its image runs Flink %s: the operator "+
						"configures the cluster for one release while the image runs another. Make them agree",
						d.Resource, depName(d), d.Runtime.Value, v, iv.Value)})
			}
		}
	}
	sort.Strings(operator)
	for _, f := range m.Files {
		if f.Deploy == nil || len(f.Deploy.Bases) == 0 {
			continue
		}
		var pinned []string
		var related []analysis.RelatedInformation
		for _, p := range f.Deploy.Pins {
			pinned = append(pinned, fmt.Sprintf("line %d installs %s (Flink %s)", p.Line, p.What, p.Version))
		}
		for _, r := range m.Files {
			if r.Deploy == nil || r.DeployKind != deploy.Requirements || !atOrAbove(path.Dir(r.Path), path.Dir(f.Path)) {
				continue
			}
			for _, p := range r.Deploy.Pins {
				pinned = append(pinned, fmt.Sprintf("%s pins %s (Flink %s)", p.File, p.What, p.Version))
				related = append(related, analysis.RelatedInformation{Pos: r.Pos(p.Span.Start), End: r.Pos(p.Span.End),
					Message: fmt.Sprintf("pins Flink %s", p.Version)})
			}
		}
		pinned = append(pinned, operator...)
		related = append(related, operatorAt...)
		if len(pinned) == 0 {
			continue
		}
		if len(pinned) > 3 {
			pinned = append(pinned[:3], fmt.Sprintf("%d more", len(pinned)-3))
		}
		for _, b := range f.Deploy.Bases {
			if !b.Floating {
				continue
			}
			m.Report(pass, finding.Warning, analysis.Diagnostic{Pos: f.Pos(b.Span.Start), End: f.Pos(b.Span.End),
				Message: fmt.Sprintf("FROM %s: the image's Flink version is not pinned (the tag moves to each new release), "+
					"while %s: the job and the cluster may run different Flink versions. Pin the tag to one release",
					b.Ref, strings.Join(pinned, "; ")), Related: related})
		}
	}
	return nil, nil
}

// atOrAbove reports whether dir is the directory below or one above it:
// a build context a Dockerfile in below may be built from.
func atOrAbove(dir, below string) bool {
	return dir == "." || dir == below || strings.HasPrefix(below, dir+"/")
}
