package rules

import (
	"fmt"
	"path"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL036 flags a flink-conf.yaml that Flink ignores (2.0+) or that hides a
// config.yaml beside it (1.19, 1.20).
var FL036 = newRule(fl036Doc, runFL036, model.Analyzer)

var fl036Doc = Doc{
	ID:           "FL036",
	Name:         "flink-conf-yaml-ignored",
	Summary:      "Flink 2.x never reads flink-conf.yaml (a conf directory without config.yaml fails at start); on 1.19/1.20 a flink-conf.yaml hides config.yaml",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "configuration", "migration"},
	Explanation: `
Flink 1.19 introduced ` + "`conf/config.yaml`" + ` (standard YAML, nested keys allowed) and deprecated the legacy
` + "`flink-conf.yaml`" + `. In 1.19 and 1.20 a ` + "`flink-conf.yaml`" + ` that is present **takes priority**: a
` + "`config.yaml`" + ` beside it is not read. Flink **2.0 and later read only ` + "`config.yaml`" + `** and never a
` + "`flink-conf.yaml`" + `: a conf directory that holds a ` + "`flink-conf.yaml`" + ` and no ` + "`config.yaml`" + ` fails at
start (` + "`IllegalConfigurationException`" + ` "The Flink config file '.../config.yaml' (...) does not exist."), and
beside a ` + "`config.yaml`" + ` (its own, or the image's when the file is copied into ` + "`/opt/flink/conf`" + `) every
key of the ` + "`flink-conf.yaml`" + ` is ignored (checkpointing, state backend, scheduler mode, ...).

flinklint takes the Flink version from the deployments next to the file (same directory, or the
deployments of the jobs it configures) or from ` + "`--flink-version`" + ` / the project config.

Source: Flink docs ` + "`docs/content/docs/deployment/config.md`" + ` (1.19 and master).
`,
	Levels: `
- ` + "`error`" + `: the Flink version is known to be 2.0 or later: the file is never read (and its directory, as the
  conf directory, fails at start when it has no ` + "`config.yaml`" + `).
- ` + "`warning`" + `: a ` + "`flink-conf.yaml`" + ` and a ` + "`config.yaml`" + ` in the same directory (one of them is ignored whatever the version).
`,
	Examples: []Example{
		{Path: "deploy/flink-conf.yaml", Lang: "yaml", Code: `execution.checkpointing.interval: 30 s
state.backend.type: rocksdb`},
		{Path: "deploy/session.yaml", Lang: "yaml", Code: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: session
spec:
  image: flink:2.0
  flinkVersion: v2_0`},
	},
	Fix: `
Move the keys into ` + "`config.yaml`" + ` (Flink ships ` + "`bin/migrate-config-file.sh`" + ` for the conversion; note that
` + "`config.yaml`" + ` is strict YAML: duplicate keys are errors and ` + "`#`" + ` comments need a space before them) and
delete ` + "`flink-conf.yaml`" + `.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/deployment/config/",
	},
	Sources: []string{
		"apache/flink flink-core/src/main/java/org/apache/flink/configuration/GlobalConfiguration.java, loadConfiguration: flink-conf.yaml (LEGACY_FLINK_CONF_FILENAME) is loaded when it exists and config.yaml only otherwise (release-1.20.4); only config.yaml (FLINK_CONF_FILENAME) is known at release-2.0.2-rc4",
		"apache/flink flink-core/src/main/java/org/apache/flink/configuration/GlobalConfiguration.java (2.x, stored version read through the library's index), loadConfiguration: when FLINK_CONF_FILENAME (config.yaml) is missing from the conf directory it throws IllegalConfigurationException \"The Flink config file '...' (...) does not exist.\"; no other file name is tried",
	},
}

func runFL036(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, d := range m.Deployments {
		if d.Kind != deploy.FlinkConfig || !isFlinkConfName(d.Path) {
			continue
		}
		pos, end := depSpan(m, d, fl036Anchor(d))
		v, from := fl036Version(m, d)
		sib := siblingConfigYAML(m, d)
		if !v.IsZero() && !flink.LegacyFlinkConfSupported(v) {
			m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end,
				Message: fl036V2Message(d, sib, v, from)})
			continue
		}
		if sib == nil {
			continue
		}
		diag := analysis.Diagnostic{Pos: pos, End: end}
		sp, se := depSpan(m, sib, deploy.Span{Start: 0, End: 0})
		diag.Related = []analysis.RelatedInformation{{Pos: sp, End: se, Message: "the config.yaml beside it"}}
		switch {
		case !v.IsZero() && !flink.ConfigYAMLSupported(v):
			diag.Message = fmt.Sprintf("%s and %s in one directory: Flink %s (%s) reads only flink-conf.yaml, so %s is ignored; keep one file", path.Base(d.Path), path.Base(sib.Path), v, from, path.Base(sib.Path))
		case !v.IsZero():
			diag.Message = fmt.Sprintf("%s and %s in one directory: on Flink %s (%s) flink-conf.yaml takes priority and %s is not read; move the keys to config.yaml and delete flink-conf.yaml", path.Base(d.Path), path.Base(sib.Path), v, from, path.Base(sib.Path))
		default:
			diag.Message = fmt.Sprintf("%s and %s in one directory: one of them is ignored (Flink 1.19/1.20 read flink-conf.yaml first, 2.x read only config.yaml, older releases only flink-conf.yaml); keep one file", path.Base(d.Path), path.Base(sib.Path))
		}
		m.Report(pass, finding.Warning, diag)
	}
	return nil, nil
}

// fl036V2Message says what Flink 2.x does with a flink-conf.yaml: beside a
// config.yaml it is ignored; alone, its directory as the conf directory
// does not start (whether a config.yaml comes from elsewhere, such as the
// image, is not visible here).
func fl036V2Message(d, sib *model.Deployment, v flink.Version, from string) string {
	name := path.Base(d.Path)
	if sib != nil {
		return fmt.Sprintf("%s is ignored: Flink %s (%s) reads only config.yaml (the %s beside it), so none of its keys apply; move them to config.yaml",
			name, v, from, path.Base(sib.Path))
	}
	return fmt.Sprintf("%s is never read by Flink %s (%s), which reads only config.yaml: as the conf directory, this directory "+
		"has no config.yaml and Flink fails at start (\"The Flink config file '.../config.yaml' (...) does not exist.\"); "+
		"next to a config.yaml from elsewhere (the image's) its keys are ignored. Move them to config.yaml", name, v, from)
}

func isFlinkConfName(p string) bool {
	b := strings.ToLower(path.Base(p))
	return b == "flink-conf.yaml" || b == "flink-conf.yml"
}

// fl036Anchor is the first line of the file, or its first key.
func fl036Anchor(d *model.Deployment) deploy.Span {
	if len(d.FlinkConfig) > 0 {
		return propLine(d.FlinkConfig[0])
	}
	return deploy.Span{}
}

// siblingConfigYAML finds a config.yaml flink config in the same directory.
func siblingConfigYAML(m *model.Model, d *model.Deployment) *model.Deployment {
	for _, o := range m.Deployments {
		if o.Kind != deploy.FlinkConfig || o == d || dirOf(o.Path) != dirOf(d.Path) {
			continue
		}
		if b := strings.ToLower(path.Base(o.Path)); b == "config.yaml" || b == "config.yml" {
			return o
		}
	}
	return nil
}

// fl036Version is the Flink version that applies to the config file: the
// one every deployment in its directory or of its jobs states, else the
// run's --flink-version. It returns the zero Version when unknown or when
// the deployments disagree.
func fl036Version(m *model.Model, d *model.Deployment) (flink.Version, string) {
	seen := map[string][]string{}
	add := func(o *model.Deployment) {
		if o == d || o.Kind == deploy.FlinkConfig {
			return
		}
		if s, ok := depFlinkVersion(o); ok {
			seen[s] = append(seen[s], o.Path)
		}
	}
	for _, o := range m.Deployments {
		if dirOf(o.Path) == dirOf(d.Path) {
			add(o)
		}
	}
	for _, job := range m.Jobs {
		linked := false
		for _, l := range job.Deployments {
			linked = linked || l.Deployment == d
		}
		if !linked {
			continue
		}
		for _, l := range job.Deployments {
			add(l.Deployment)
		}
	}
	if len(seen) == 1 {
		for s, paths := range seen {
			sort.Strings(paths)
			v, _ := flink.ParseVersion(s)
			return v, "stated in " + paths[0]
		}
	}
	if len(seen) == 0 && m.Options.FlinkVersion != "" {
		if v, ok := flink.ParseVersion(m.Options.FlinkVersion); ok {
			return v, "the configured Flink version"
		}
	}
	return flink.Version{}, ""
}
