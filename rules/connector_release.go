package rules

import (
	"fmt"
	"go/token"
	"path"
	"strings"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/jvmparse"
	"github.com/flinklint/flinklint/model"
)

// shippedRelease is the release of a separately versioned connector a job
// ships, as a jar name says it (flink-connector-jdbc-3.2.0-1.19.jar: jdbc
// v3.2.0).
type shippedRelease struct {
	tag string // "v3.2.0"
	jar string // the jar's name, or the POM dependency that makes it
	// pos..end is the POM's <version> of the dependency, when it is one.
	pos, end token.Pos
}

// shippedJar is a jar name a job ships, and where a POM declares it.
type shippedJar struct {
	name     string
	from     string // "" or "pom.xml"
	pos, end token.Pos
}

// connectorRelease finds the release of connector id that a job ships,
// among its jars (shippedJars). Jars of two releases for one connector, or
// none, leave it unknown.
func connectorRelease(jars []shippedJar, id string) (shippedRelease, bool) {
	var found shippedRelease
	for _, sj := range jars {
		jar, ok := flink.ParseJar(sj.name)
		if !ok || jar.Bundled || jar.ComponentVersion == "" || !providesConnector(jar, id) {
			continue
		}
		tag := flink.ReleaseTag(jar.ComponentVersion)
		if found.tag != "" && found.tag != tag {
			return shippedRelease{}, false
		}
		found = shippedRelease{tag: tag, jar: jar.Name, pos: sj.pos, end: sj.end}
		if sj.from != "" {
			found.jar = fmt.Sprintf("%s %s in %s", jar.Artifact, strings.TrimSuffix(strings.TrimPrefix(jar.Name, jar.Artifact+"-"), ".jar"), sj.from)
		}
	}
	return found, found.tag != ""
}

// shippedJars are the jar names a job ships, for connectorRelease: the jars
// the job adds, those its linked deployments name, and the Flink artifacts
// of the Maven POM beside the job's entry (which builds the jar a PyFlink
// job ships its connectors in). optionUsesAnalyzer gathers them once a job:
// they come from a walk of all the job's statements, and the rules ask for
// every table (FL012) or every finding (FL010).
func shippedJars(m *model.Model, job *model.Job) []shippedJar {
	var jars []shippedJar
	for _, j := range jobJars(job) {
		jars = append(jars, shippedJar{name: j.name})
	}
	for _, l := range job.Deployments {
		for _, p := range l.Deployment.Jars {
			jars = append(jars, shippedJar{name: p.Value})
		}
	}
	return append(jars, pomJars(m, job)...)
}

// pomJars are the jar names of the resolved Flink dependencies the POM in
// the directory of the job's entry declares. Only that directory: a POM
// further up may build another project's jar.
func pomJars(m *model.Model, job *model.Job) []shippedJar {
	if m == nil || job.Entry == nil {
		return nil
	}
	f := m.File(path.Join(path.Dir(job.Entry.Path), jvmparse.POMFileName))
	if f == nil || f.Kind != model.BuildFile {
		return nil
	}
	var out []shippedJar
	for _, d := range f.Dependencies {
		if d.Resolved {
			pos, end := m.Range(f.Path, d.Start, d.End)
			out = append(out, shippedJar{name: d.JarName(), from: f.Path, pos: pos, end: end})
		}
	}
	return out
}

func providesConnector(jar flink.Jar, id string) bool {
	for _, c := range jar.ConnectorIDs() {
		if c == id {
			return true
		}
	}
	return false
}
