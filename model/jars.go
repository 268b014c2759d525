package model

import (
	"fmt"
	"go/token"
	"path"
	"strings"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/jvmparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// JarRef is a jar a job names and where (Pos..End); From is the Maven POM
// that declares it as a dependency, "" for a jar named by name.
type JarRef struct {
	Name     string
	Pos, End token.Pos
	From     string
}

// Jars are the jars a job adds: Python add_jars / pipeline.jars, SQL SET
// 'pipeline.jars', ADD JAR and CREATE FUNCTION ... USING JAR.
func (j *Job) Jars() []JarRef {
	var out []JarRef
	if f := j.Entry; f != nil && f.Python != nil {
		for _, jar := range f.Python.Jars {
			if jar.Known {
				out = append(out, JarRef{Name: jar.Value, Pos: f.Pos(jar.Span.Start), End: f.Pos(jar.Span.End)})
			}
		}
	}
	for _, u := range j.Units {
		lit := func(l sqlparse.Literal) {
			if l.Hole {
				return
			}
			pos, end := u.Range(l.Span)
			for _, p := range strings.Split(l.Value, ";") {
				if p = strings.TrimSpace(p); p != "" {
					out = append(out, JarRef{Name: p, Pos: pos, End: end})
				}
			}
		}
		for _, st := range u.Script.Statements {
			switch s := st.(type) {
			case *sqlparse.Set:
				if flink.CanonicalConfigKey(s.Key.Value) == "pipeline.jars" && !s.Key.Hole {
					lit(s.Value)
				}
			case *sqlparse.Generic:
				if s.Keyword == "ADD JAR" {
					for _, l := range s.Strings {
						lit(l)
					}
				}
			case *sqlparse.CreateFunction:
				for _, l := range s.Jars {
					lit(l)
				}
			}
		}
	}
	return out
}

// ShippedJars are the jar names a job ships, for ConnectorRelease: the
// jars the job adds, those its linked deployments name, and the Flink
// artifacts of the Maven POM beside the job's entry (which builds the jar
// a PyFlink job ships its connectors in). Only a POM's have a position
// (its dependency's <version>): a release is pointed at there.
func (m *Model) ShippedJars(j *Job) []JarRef {
	var jars []JarRef
	for _, r := range j.Jars() {
		jars = append(jars, JarRef{Name: r.Name})
	}
	for _, l := range j.Deployments {
		for _, p := range l.Deployment.Jars {
			jars = append(jars, JarRef{Name: p.Value})
		}
	}
	return append(jars, m.POMJars(j)...)
}

// POMJars are the jar names of the resolved Flink dependencies the POM in
// the directory of the job's entry declares. Only that directory: a POM
// further up may build another project's jar.
func (m *Model) POMJars(j *Job) []JarRef {
	if m == nil || j.Entry == nil {
		return nil
	}
	f := m.File(path.Join(path.Dir(j.Entry.Path), jvmparse.POMFileName))
	if f == nil || f.Kind != BuildFile {
		return nil
	}
	var out []JarRef
	for _, d := range f.Dependencies {
		if d.Resolved {
			pos, end := m.Range(f.Path, d.Start, d.End)
			out = append(out, JarRef{Name: d.JarName(), From: f.Path, Pos: pos, End: end})
		}
	}
	return out
}

// ShippedRelease is the release of a separately versioned connector a job
// ships, as a jar name says it (flink-connector-jdbc-3.2.0-1.19.jar: jdbc
// v3.2.0).
type ShippedRelease struct {
	Tag string // "v3.2.0"
	Jar string // the jar's name, or the POM dependency that makes it
	// Pos..End is the POM's <version> of the dependency, when it is one.
	Pos, End token.Pos
}

// ConnectorRelease finds the release of connector id that a job ships,
// among its jars (ShippedJars). Jars of two releases for one connector, or
// none, leave it unknown.
func ConnectorRelease(jars []JarRef, id string) (ShippedRelease, bool) {
	var found ShippedRelease
	for _, sj := range jars {
		jar, ok := flink.ParseJar(sj.Name)
		if !ok || jar.Bundled || jar.ComponentVersion == "" || !providesConnector(jar, id) {
			continue
		}
		tag := flink.ReleaseTag(jar.ComponentVersion)
		if found.Tag != "" && found.Tag != tag {
			return ShippedRelease{}, false
		}
		found = ShippedRelease{Tag: tag, Jar: jar.Name, Pos: sj.Pos, End: sj.End}
		if sj.From != "" {
			found.Jar = fmt.Sprintf("%s %s in %s", jar.Artifact, strings.TrimSuffix(strings.TrimPrefix(jar.Name, jar.Artifact+"-"), ".jar"), sj.From)
		}
	}
	return found, found.Tag != ""
}

func providesConnector(jar flink.Jar, id string) bool {
	for _, c := range jar.ConnectorIDs() {
		if c == id {
			return true
		}
	}
	return false
}
