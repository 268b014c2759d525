package rules

import (
	"fmt"
	"path"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
)

// FL062 flags a flink-conf.yaml of a planned Flink 2.x upgrade: 2.x reads
// only config.yaml. (A deployment already on 2.x is FL036's error.)
var FL062 = newRule(fl062Doc, runFL062, model.Analyzer)

var fl062Doc = Doc{
	ID:           "FL062",
	Name:         "flink-conf-yaml-to-config-yaml",
	Summary:      "a flink-conf.yaml of a job planned to move to Flink 2.x, which reads only config.yaml: convert it",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"migration", "configuration"},
	Explanation: `
Flink 2.0 removed the legacy ` + "`flink-conf.yaml`" + ` and its parser from the distribution (FLINK-33677): Flink 2.x
reads only ` + "`config.yaml`" + `, which is standard YAML (FLIP-366). The legacy file was a flat list of ` + "`key: value`" + `
lines read by Flink's own parser, with list and map values written in a Flink-specific pattern; ` + "`config.yaml`" + `
is parsed as YAML: keys may be nested (` + "`execution:`" + ` / ` + "`  checkpointing:`" + ` / ` + "`    interval: 30 s`" + `),
list and map values may be YAML lists and maps, and duplicate keys are errors. Flink ships
` + "`bin/migrate-config-file.sh`" + `, which converts a ` + "`flink-conf.yaml`" + ` into a ` + "`config.yaml`" + `.

List and map values written in the legacy pattern need no change: a ` + "`;`" + `-separated list (` + "`a;b;c`" + `) and a
` + "`k1:v1,k2:v2`" + ` map are still read from ` + "`config.yaml`" + ` in 2.x (a value that does not parse as a YAML list or map
falls back to the legacy pattern), and the migration tool copies every value as a string. What the tool does is
read the file with the legacy line parser (a line is cut at its first ` + "`#`" + `, a line without ` + "`: `" + ` is skipped) and
write each key, nested, with its value as a YAML string; renaming the file instead makes YAML parse lines the
legacy parser read differently.

For a deployment that already runs Flink 2.x, FL036 reports the file as an error. This rule speaks for a planned
upgrade (` + "`--target-flink`" + `, ` + "`target-flink:`" + `) of a job on 1.x or on a line flinklint does not know: the file
has to be converted as part of the move. A file that writes ` + "`kubernetes.operator.*`" + ` keys is the Kubernetes operator's
own configuration (its Helm chart's ` + "`conf/flink-conf.yaml`" + `), which the operator reads, not Flink 2.x: it is not
reported. Keys the file writes that 2.x no longer reads are FL060's and FL061's.
`,
	Levels: `
- ` + "`warning`" + `: a planned upgrade: on the target the file is not read.
`,
	Examples: []Example{{Path: "conf/flink-conf.yaml", Lang: "yaml", Code: `execution.checkpointing.interval: 30 s
state.backend.type: rocksdb`}, {Path: ".flinklint.yaml", Lang: "yaml", Code: `target-flink: "2.1"`}},
	Fix: `
Run ` + "`bin/migrate-config-file.sh`" + ` of the target's distribution on the file (or write ` + "`config.yaml`" + ` by hand:
standard YAML; legacy ` + "`;`" + ` lists and ` + "`k:v,k2:v2`" + ` maps may stay as they are) and ship ` + "`config.yaml`" + ` instead.
flinklint offers no automatic fix: the conversion reparses every line, not only a name.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-release-2.0/release-notes/flink-2.0/#configuration",
		"https://cwiki.apache.org/confluence/display/FLINK/FLIP-366%3A+Support+standard+YAML+for+FLINK+configuration",
	},
	Sources: []string{
		"apache/flink docs/content/release-notes/flink-2.0.md, Configuration / Remove flink-conf.yaml from flink dist (FLINK-33677): the old file and its parser removed, config.yaml required, a migration tool provided",
		"apache/flink docs/content/docs/deployment/config.md (release-1.19 and later): config.yaml in standard YAML, nested keys, bin/migrate-config-file.sh",
		"FLIP-366 (cwiki.apache.org), Motivation: the legacy parser reads only flat key-value pairs and list/map values in a Flink-specific pattern; config.yaml is standard YAML",
		"snuyanzin/flink flink-core/src/main/java/org/apache/flink/configuration/ConfigurationUtils.java (release-1.20.4 and release-2.0.2-rc4, release-2.1.2-rc1, release-2.2.1-rc2): convertToList and convertToProperties parse a string value as YAML and fall back to the legacy ';' list and 'k:v,k2:v2' map patterns; test ConfigurationUtilsTest.testStandardYamlSupportLegacyPattern",
		"snuyanzin/flink flink-core/src/main/java/org/apache/flink/configuration/ConfigurationFileMigrationUtils.java (release-2.0.2-rc4, release-2.1.2-rc1, release-2.2.1-rc2): loadLegacyYAMLResource (cut at '#', split at the first ': ') and migrateLegacyToStandardYamlConfig (every value set as a string); flink-dist BashJavaUtilsITCase.testMigrateLegacyConfigToStandardYaml (nested keys, quoted values)",
	},
}

func runFL062(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, d := range m.Deployments {
		if d.Kind != deploy.FlinkConfig || !isFlinkConfName(d.Path) {
			continue
		}
		target, ok := upgradeTargetOfDeployment(m, d)
		if !ok || !target.planned || operatorOwnConfig(d) {
			continue
		}
		pos, end := depSpan(m, d, fl036Anchor(d))
		m.Report(pass, finding.Warning, analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(
			"%s is not read by %s (Flink 2.0 removed the legacy file and its parser): convert it to config.yaml with bin/migrate-config-file.sh "+
				"(standard YAML: nested keys allowed, duplicate keys are errors; legacy ';' lists and 'k:v,k2:v2' maps are still read as they are)",
			path.Base(d.Path), target.label)})
	}
	return nil, nil
}

// operatorOwnConfig reports whether a flink-conf.yaml is the Kubernetes
// operator's own configuration (it writes kubernetes.operator.* keys),
// which the operator reads whatever Flink line its deployments run.
func operatorOwnConfig(d *model.Deployment) bool {
	for _, p := range d.FlinkConfig {
		if strings.HasPrefix(p.Key, "kubernetes.operator.") {
			return true
		}
	}
	return false
}
