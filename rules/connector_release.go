package rules

import (
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// shippedRelease is the release of a separately versioned connector a job
// ships, as a jar name says it (flink-connector-jdbc-3.2.0-1.19.jar: jdbc
// v3.2.0).
type shippedRelease struct {
	tag string // "v3.2.0"
	jar string // the jar's name
}

// connectorRelease finds the release of connector id that the job ships:
// from the jars the job adds and those its linked deployments name. Jars
// of two releases for one connector, or none, leave it unknown.
func connectorRelease(job *model.Job, id string) (shippedRelease, bool) {
	var names []string
	for _, j := range jobJars(job) {
		names = append(names, j.name)
	}
	for _, l := range job.Deployments {
		for _, p := range l.Deployment.Jars {
			names = append(names, p.Value)
		}
	}
	var found shippedRelease
	for _, name := range names {
		jar, ok := flink.ParseJar(name)
		if !ok || jar.Bundled || jar.ComponentVersion == "" || !providesConnector(jar, id) {
			continue
		}
		tag := flink.ReleaseTag(jar.ComponentVersion)
		if found.tag != "" && found.tag != tag {
			return shippedRelease{}, false
		}
		found = shippedRelease{tag: tag, jar: jar.Name}
	}
	return found, found.tag != ""
}

func providesConnector(jar flink.Jar, id string) bool {
	for _, c := range jar.ConnectorIDs() {
		if c == id {
			return true
		}
	}
	return false
}
