package model

import (
	"strings"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/link"
)

// linkJobs attaches each deployment to the jobs it runs, by link.Jobs (the
// rules are in docs/linking.md): explicit mappings from the project config
// first, then entry points; a deployment nothing ties to a job governs none.
func linkJobs(m *Model) {
	if len(m.Deployments) == 0 || len(m.Jobs) == 0 {
		return
	}
	deps := make([]*deploy.Deployment, len(m.Deployments))
	byDep := map[*deploy.Deployment]*Deployment{}
	for i, d := range m.Deployments {
		deps[i] = d.Deployment
		byDep[d.Deployment] = d
	}
	jobs := make([]link.JobFile, len(m.Jobs))
	byPath := map[string]*Job{}
	jobs = jobs[:0]
	for _, j := range m.Jobs {
		if j.Unlinkable {
			continue
		}
		jobs = append(jobs, link.JobFile{Path: j.Name, Module: moduleName(j.Name)})
		byPath[j.Name] = j
	}
	// A Python file the rules find nothing in can still be the entry point a
	// deployment names; it must win over a farther job of the same name.
	for _, f := range m.Files {
		if f.Kind == PythonFile && byPath[f.Path] == nil && !IsTestFile(f.Path) {
			jobs = append(jobs, link.JobFile{Path: f.Path, Module: moduleName(f.Path), EntryOnly: true})
		}
	}
	var copies []deploy.ImageCopy
	for _, f := range m.Files {
		if f.Deploy != nil {
			copies = append(copies, f.Deploy.Copies...)
		}
	}
	for _, l := range link.Jobs(deps, jobs, copies, m.Options.Mappings, m.workers) {
		d := byDep[l.Deployment]
		m.Links = append(m.Links, l)
		for _, p := range l.Jobs {
			if j := byPath[p]; j != nil && d != nil {
				j.Deployments = append(j.Deployments, &Link{Deployment: d, Why: l.Why})
			}
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
