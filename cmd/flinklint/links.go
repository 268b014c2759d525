//go:build cgo

package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/flinklint/flinklint/model"
)

// printLinks explains the linker's decisions: every deployment with its
// jobs or why it has none, then every job with its deployments or why it
// has none.
func printLinks(w io.Writer, m *model.Model) {
	if m == nil {
		return
	}
	links, jobs := m.Links, m.Jobs
	linked := 0
	for _, l := range links {
		if len(l.Jobs) > 0 {
			linked++
		}
	}
	deps := m.Deployments
	switch {
	case len(deps) == 0:
		fmt.Fprintf(w, "links: no deployment config found; %s, none linked\n", plural(len(jobs), "job"))
	case linked == 0:
		fmt.Fprintf(w, "links: %s found, no job matched (%s in the run)\n", plural(len(deps), "deployment config"), plural(len(jobs), "job"))
	}
	if len(links) == 0 {
		for _, d := range deps {
			fmt.Fprintf(w, "links: %s (%s) -> no job\n    The run has no job file.\n", d.Path, d.Name)
		}
	}
	for _, l := range links {
		name := l.Deployment.Name
		if name == "" {
			name = string(l.Deployment.Kind)
		}
		governed := "no job"
		if len(l.Jobs) > 0 {
			governed = strings.Join(l.Jobs, ", ")
		}
		fmt.Fprintf(w, "links: %s (%s) -> %s\n    %s\n", l.Deployment.Path, name, governed, l.Why)
	}
	for _, mod := range m.Modules {
		var users []string
		for _, j := range mod.UsedBy {
			users = append(users, j.Name)
		}
		fmt.Fprintf(w, "links: module %s is part of job %s, which runs its functions\n", mod.File.Path, strings.Join(users, ", "))
	}
	for _, j := range jobs {
		if len(j.Deployments) == 0 {
			why := "no deployment config names it (map it in .flinklint.yaml)"
			switch {
			case strings.HasSuffix(j.Name, model.UnreachedSuffix):
				why = "the file never calls these functions, so no deployment runs them; they are checked on their own"
			case j.Unlinkable:
				why = "a test file runs under a test runner, never as a deployed job; it is checked on its own"
			case len(deps) == 0:
				why = "the run has no deployment config"
			}
			fmt.Fprintf(w, "links: job %s <- no deployment: %s\n", j.Name, why)
			if j.RunByWhy != "" {
				fmt.Fprintf(w, "    %s\n", j.RunByWhy)
			}
			continue
		}
		var by []string
		for _, d := range j.Deployments {
			by = append(by, d.Deployment.Path)
		}
		fmt.Fprintf(w, "links: job %s <- %s\n", j.Name, strings.Join(by, ", "))
		if len(j.Session) > 0 || j.SessionUnknown {
			var order []string
			for _, f := range j.Session {
				order = append(order, f.Path)
			}
			order = append(order, j.Name)
			fmt.Fprintf(w, "    session: %s", strings.Join(order, " -> "))
			if j.SessionUnknown {
				fmt.Fprint(w, " (after an init script flinklint cannot tell: tables it does not see may be there)")
			}
			fmt.Fprintln(w)
		}
		if j.RunByWhy != "" {
			fmt.Fprintf(w, "    %s\n", j.RunByWhy)
		}
	}
	for _, l := range m.VersionLinks() {
		fmt.Fprintf(w, "links: %s\n", l)
	}
}
