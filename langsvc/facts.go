package langsvc

import (
	"slices"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
	"github.com/flinklint/flinklint/semantics/functions"
)

// Facts are what the language service knows of a file's job beyond the
// file: its Flink lines and its catalog.
type Facts struct {
	// Lines are the Flink lines the job (or the config's deployments)
	// runs on, oldest first; none when not known: options of every line
	// are then offered, each with the lines that have it.
	Lines []flink.Version
	// Catalog is the job's catalog after its statements; nil when the
	// file is no job's.
	Catalog *semantics.Catalog
	// Operator is set for a file of Kubernetes operator resources: their
	// flinkConfiguration takes the operator's keys too.
	Operator bool
	// Jars are the jars the job ships (model.ShippedJars): the release of
	// a separately versioned connector they name narrows its options to
	// those that release lists.
	Jars []model.JarRef
}

// FactsOf gathers the facts of file path of run m (m may be nil: no
// facts). The first job that holds the file gives them; its statements
// are replayed into a catalog (semantics.Analyze), a few milliseconds
// for one job.
func FactsOf(m *model.Model, path string) Facts {
	var fx Facts
	if m == nil {
		return fx
	}
	if j := jobOf(m, path); j != nil {
		fx.Lines = m.FlinkLines(j)
		fx.Jars = m.ShippedJars(j)
		fx.Catalog = semantics.Analyze(j).Catalog
		return fx
	}
	for _, d := range m.Deployments {
		if d.File == nil || d.File.Path != path {
			continue
		}
		if d.Resource == "FlinkDeployment" || d.Resource == "FlinkSessionJob" {
			fx.Operator = true
		}
		if v, ok := model.DeploymentFlinkVersion(d); ok && !slices.Contains(fx.Lines, v) {
			fx.Lines = append(fx.Lines, v)
		}
	}
	return fx
}

// jobOf is the first job of m whose SQL comes from the file at path.
func jobOf(m *model.Model, path string) *model.Job {
	for _, j := range m.Jobs {
		if j.Entry != nil && j.Entry.Path == path {
			return j
		}
		for _, u := range j.Units {
			if u.File != nil && u.File.Path == path {
				return j
			}
		}
	}
	return nil
}

// functions are the built-in functions of every line of fx (the
// oldest's: a function it lacks is not offered).
func (fx Facts) functions() *functions.Catalog {
	if len(fx.Lines) == 0 {
		return functions.Default()
	}
	v := fx.Lines[0]
	return functions.New(functions.Version{Major: v.Major, Minor: v.Minor})
}

// lines are the lines to ask the catalogue about: a zero Version (every
// line) when none is known.
func (fx Facts) lines() []flink.Version {
	if len(fx.Lines) == 0 {
		return []flink.Version{{}}
	}
	return fx.Lines
}
