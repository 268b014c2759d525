package rules

import (
	"github.com/flinklint/flinklint/model"
)

// The connector releases a job ships are the model's (model.ShippedJars,
// model.ConnectorRelease): the language service offers options by them
// too.
type (
	shippedJar     = model.JarRef
	shippedRelease = model.ShippedRelease
)

// connectorRelease finds the release of connector id that a job ships,
// among its jars (shippedJars).
func connectorRelease(jars []shippedJar, id string) (shippedRelease, bool) {
	return model.ConnectorRelease(jars, id)
}

// shippedJars are the jar names a job ships, for connectorRelease.
// optionUsesAnalyzer gathers them once a job: they come from a walk of all
// the job's statements, and the rules ask for every table (FL012) or every
// finding (FL010).
func shippedJars(m *model.Model, job *model.Job) []shippedJar { return m.ShippedJars(job) }
