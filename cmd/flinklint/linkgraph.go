//go:build cgo

package main

import (
	"os"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/report"
)

// linkGraph turns the run's links into the graph the mermaid, dot and
// markdown writers draw: each deployment config with the jobs it governs
// and its evidence, and the jobs no deployment governs.
func linkGraph(m *model.Model) *report.LinkGraph {
	if m == nil {
		return nil
	}
	g := &report.LinkGraph{}
	linked := map[string]bool{}
	for _, l := range m.Links {
		d := l.Deployment
		g.Deployments = append(g.Deployments, report.LinkedDeployment{
			Path: d.Path, Name: d.Name, Kind: string(d.Kind), Flink: d.FlinkVersion.Value,
			Rescales: d.Rescaling.Rescales.String(), Jobs: l.Jobs, Evidence: l.Why,
		})
		for _, j := range l.Jobs {
			linked[j] = true
		}
	}
	for _, j := range m.Jobs {
		if !linked[j.Name] {
			g.Unlinked = append(g.Unlinked, j.Name)
		}
	}
	sort.Strings(g.Unlinked)
	return g
}

// githubBlobBase is the URL of the checked-out commit's files when the run
// is a GitHub Actions job, so that a summary links each finding to its
// line; "" elsewhere.
func githubBlobBase() string {
	server, repo, sha := os.Getenv("GITHUB_SERVER_URL"), os.Getenv("GITHUB_REPOSITORY"), os.Getenv("GITHUB_SHA")
	if server == "" || repo == "" || sha == "" || os.Getenv("GITHUB_ACTIONS") != "true" {
		return ""
	}
	return strings.TrimSuffix(server, "/") + "/" + repo + "/blob/" + sha + "/"
}
