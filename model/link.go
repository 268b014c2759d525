package model

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/link"
)

// linkJobs attaches each deployment to the jobs it runs, by link.Jobs (the
// rules are in docs/linking.md): explicit mappings from the project config
// first, then entry points; a deployment nothing ties to a job governs none.
func linkJobs(m *Model) {
	// A file another job runs as a module (its helpers, the classes of its
	// pipelines) is a library of that job: it is a deployment's entry point
	// only when no other file is (second pass below).
	library := m.libraryFiles()
	var jobs, libs []link.JobFile
	byPath := make(map[string]*Job, len(m.Jobs))
	for _, j := range m.Jobs {
		if j.Unlinkable {
			continue
		}
		jf := link.JobFile{Path: j.Name, Module: moduleName(j.Name)}
		m.jvmJobFile(&jf, j.Entry)
		if library[j.Entry] && j.Entry.Kind == PythonFile {
			libs = append(libs, jf)
		} else {
			jobs = append(jobs, jf)
		}
		byPath[j.Name] = j
	}
	// A Python file the rules find nothing in can still be the entry point a
	// deployment names; it must win over a farther job of the same name.
	for _, f := range m.Files {
		if f.Kind == PythonFile && byPath[f.Path] == nil && !IsTestFile(f.Path) {
			jf := link.JobFile{Path: f.Path, Module: moduleName(f.Path), EntryOnly: true}
			m.jvmJobFile(&jf, f)
			if library[f] {
				libs = append(libs, jf)
			} else {
				jobs = append(jobs, jf)
			}
		}
	}
	m.LinkJobFiles, m.LinkLibraries = jobs, libs
	la := m.Options.LinkAgainst
	if la == nil {
		la = &LinkInputs{Jobs: jobs, Libraries: libs, AnyJob: len(m.Jobs) > 0}
	} // else a partial run's: the whole workspace's job files (RunOptions.LinkAgainst)
	if len(m.Deployments) == 0 || !la.AnyJob {
		return
	}
	deps := make([]*deploy.Deployment, len(m.Deployments))
	byDep := make(map[*deploy.Deployment]*Deployment, len(m.Deployments))
	for i, d := range m.Deployments {
		deps[i] = d.Deployment
		byDep[d.Deployment] = d
	}
	var copies []deploy.ImageCopy
	for _, f := range m.Files {
		if f.Deploy != nil {
			copies = append(copies, f.Deploy.Copies...)
		}
	}
	index := la.index
	if index == nil {
		index = link.NewIndex(la.Jobs)
	}
	links := index.Jobs(deps, copies, m.Options.Mappings, m.workers)
	if len(la.Libraries) > 0 {
		var again []*deploy.Deployment
		for _, l := range links {
			if len(l.Jobs) == 0 {
				again = append(again, l.Deployment)
			}
		}
		if len(again) > 0 {
			withLibraries := la.withLibraries
			if withLibraries == nil {
				withLibraries = link.NewIndex(slices.Concat(la.Jobs, la.Libraries))
			}
			second := map[*deploy.Deployment]link.DeploymentLink{}
			for _, l := range withLibraries.Jobs(again, copies, m.Options.Mappings, m.workers) {
				second[l.Deployment] = l
			}
			for i, l := range links {
				if s, ok := second[l.Deployment]; ok && len(s.Jobs) > 0 {
					links[i] = s
				}
			}
		}
	}
	m.Links = slices.Grow(m.Links, len(links))
	for _, l := range links {
		m.link(l, byDep, byPath)
	}
}

// HasPythonJob reports whether a job of the workspace is a Python file (a
// partial run answers for the whole run: RunOptions.LinkAgainst).
func (m *Model) HasPythonJob() bool {
	if la := m.Options.LinkAgainst; la != nil {
		return la.PythonJob
	}
	for _, j := range m.Jobs {
		if strings.HasSuffix(j.Name, ".py") {
			return true
		}
	}
	return false
}

// link records one deployment's link decision and attaches the deployment
// to the jobs it governs.
func (m *Model) link(l link.DeploymentLink, byDep map[*deploy.Deployment]*Deployment, byPath map[string]*Job) {
	d := byDep[l.Deployment]
	m.Links = append(m.Links, l)
	for _, p := range l.Jobs {
		if j := byPath[p]; j != nil && d != nil {
			j.Deployments = append(j.Deployments, &Link{Deployment: d, Why: l.Why, Session: l.Session})
		}
	}
}

// moduleName is the dotted module of a Python file path ("jobs/s3.py" ->
// "jobs.s3"), "" for other files.
func moduleName(p string) string {
	if !strings.HasSuffix(p, ".py") {
		return ""
	}
	return strings.ReplaceAll(strings.TrimSuffix(p, ".py"), "/", ".")
}

// libraryFiles are the Python files some job of the model, not a test, runs
// as a module: the other files its SQL and settings were written in, and the
// files of the helpers and methods it calls.
func (m *Model) libraryFiles() map[*File]bool {
	out := map[*File]bool{}
	for _, j := range m.Jobs {
		if j.Unlinkable || j.Entry == nil || j.Entry.Kind != PythonFile {
			continue
		}
		for _, f := range m.importedFiles(j, false) {
			if f != j.Entry {
				out[f] = true
			}
		}
	}
	return out
}

// jvmJobFile fills in what links a Java or Scala job file through the jar
// its build makes: the nearest build file above it (the Maven module it
// belongs to) with the jars that build writes, and the classes it declares.
func (m *Model) jvmJobFile(jf *link.JobFile, f *File) {
	if f == nil || f.JVM == nil {
		return
	}
	jf.Classes, jf.Main = f.JVM.Classes, len(f.JVM.MainClasses) > 0
	if mod := f.JVM.Module; mod != nil {
		for _, r := range mod.PropertyFiles {
			p := path.Clean(path.Join(path.Dir(f.Path), r.Path))
			jf.PropertyReads = append(jf.PropertyReads, link.FileRead{Path: p, Line: f.Tok.Line(f.Pos(r.Span.Start))})
		}
	}
	if b := m.BuildOf(f); b != nil {
		if pb, dir, ok := b.Build.ProjectOf(path.Dir(b.Path), f.Path); ok {
			jf.Jars, jf.Build, jf.BuildMain = pb.Jars, b.Path, pb.MainClass
			jf.BuildDir = path.Join(path.Dir(b.Path), dir)
		}
	}
}

// BuildOf is the build file of the module a Java, Kotlin or Scala file
// belongs to: the nearest pom.xml, build.gradle(.kts) or build.sbt above
// it that names Flink; nil when there is none or f is no JVM file.
func (m *Model) BuildOf(f *File) *File {
	if f == nil || f.JVM == nil {
		return nil
	}
	for dir := path.Dir(f.Path); ; dir = path.Dir(dir) {
		for _, name := range buildNames {
			p := name
			if dir != "." {
				p = dir + "/" + name
			}
			if b := m.byPath[p]; b != nil && b.Build != nil {
				return b
			}
		}
		if dir == "." || dir == "/" || dir == "" {
			return nil
		}
	}
}

// buildNames are the build files of a JVM module.
var buildNames = []string{"pom.xml", "build.gradle", "build.gradle.kts", "build.sbt"}

// MissingFromImage reports whether an entry point's path in an image is a
// file the image is known not to hold: the repository's Dockerfiles copy
// directories of the repository over it and none has the file
// (link.MissingFromImage, over every file the run discovered). It returns
// the copies and a sentence that says so.
func (m *Model) MissingFromImage(value string) ([]deploy.ImageCopy, string, bool) {
	var copies []deploy.ImageCopy
	for _, f := range m.Files {
		if f.Deploy != nil {
			copies = append(copies, f.Deploy.Copies...)
		}
	}
	return link.MissingFromImage(copies, m.Options.Discovered, value)
}

// VersionLinks says, for --explain-links, which Flink release each image
// and pin of the repository ties a job to: the official Flink images its
// Dockerfiles build FROM (a floating tag ties to none), the Flink versions
// their RUN lines and requirements files pin, and the Flink version of each
// operator resource's image beside its flinkVersion.
func (m *Model) VersionLinks() []string {
	var out []string
	for _, f := range m.Files {
		if f.Deploy == nil {
			continue
		}
		for _, b := range f.Deploy.Bases {
			if b.Floating {
				out = append(out, fmt.Sprintf("image %s:%d FROM %s -> no Flink release: the tag is not a version and moves to each new release", f.Path, b.Line, b.Ref))
			} else if b.Version != "" {
				out = append(out, fmt.Sprintf("image %s:%d FROM %s -> Flink %s", f.Path, b.Line, b.Ref, b.Version))
			}
		}
		for _, p := range f.Deploy.Pins {
			out = append(out, fmt.Sprintf("pin %s:%d %s -> Flink %s", p.File, p.Line, p.What, p.Version))
		}
	}
	for _, d := range m.Deployments {
		if iv := d.ImageVersion; iv.Set && !iv.Hole {
			out = append(out, fmt.Sprintf("image of %s %q (%s) -> Flink %s; its flinkVersion %q", d.Resource, d.Name, d.Path, iv.Value, d.Runtime.Value))
		}
	}
	return out
}
