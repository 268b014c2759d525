package rules

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL065 flags a PyFlink connector class a job uses that no connector
// release for Flink 2.x has.
var FL065 = newRule(fl065Doc, runFL065, model.Analyzer)

var fl065Doc = Doc{
	ID:           "FL065",
	Name:         "pyflink-connector-class-removed-in-2x",
	Summary:      "a PyFlink connector class that no connector release for Flink 2.x has (SourceFunction/SinkFunction based)",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"migration", "correctness"},
	Explanation: `
Flink 2.0 removed ` + "`SourceFunction`" + `, ` + "`SinkFunction`" + ` and Sink V1, and the connector releases built for
Flink 2.x dropped the classes built on them, in Java and in their PyFlink modules: a job that imports
` + "`FlinkKafkaConsumer`" + ` from ` + "`pyflink.datastream.connectors.kafka`" + ` fails with an ` + "`ImportError`" + ` (or an
` + "`AttributeError`" + `) on Flink 2.x, before any record flows.

flinklint knows the public names (` + "`__all__`" + `) of the PyFlink module each connector repository ships, at
every release tag, and the Flink line each release builds against (its POM's ` + "`flink.version`" + `), generated into
` + "`flink/sources/upgrade.json`" + `. A name the newest release for Flink 1.x exports and no release for
Flink 2.x exports is reported where the job imports it (from the module or a package above it) or takes it
as an attribute of the imported module, with the class the same module offers in its place, and where the job
hands an object of it to ` + "`env.add_source(...)`" + ` or ` + "`stream.add_sink(...)`" + ` (PyFlink 2.x keeps both methods;
the object is one the class makes, directly or through a name bound once): that call becomes
` + "`env.from_source(...)`" + ` or ` + "`stream.sink_to(...)`" + `.

The job's Flink line comes from its linked deployments (AWS ` + "`RuntimeEnvironment`" + `, the operator's
` + "`flinkVersion`" + `) or ` + "`--flink-version`" + `; a Python file that is no job's entry (a DataStream job that
only reads and prints, a helper module) has only ` + "`--flink-version`" + `. A job on 1.x, or whose line is
unknown, has no finding unless a planned target is given (` + "`--target-flink 2.1`" + `, ` + "`target-flink:`" + ` in
` + "`.flinklint.yaml`" + `).
`,
	Levels: `
- ` + "`error`" + `: the job runs on Flink 2.x: the import fails.
- ` + "`warning`" + `: the job runs on 1.x and a planned target is given: the import will fail there.
`,
	Examples: []Example{
		{Path: "job.py", Lang: "python", Code: `from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors.kafka import FlinkKafkaConsumer

env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(60000)`},
		{Path: "app.yaml", Lang: "yaml", Code: `Resources:
  App:
    Type: AWS::KinesisAnalyticsV2::Application
    Properties:
      RuntimeEnvironment: FLINK-2_0
      ApplicationConfiguration:
        EnvironmentProperties:
          PropertyGroups:
            - PropertyGroupId: kinesis.analytics.flink.run.options
              PropertyMap:
                python: job.py`},
	},
	Fix: `
Use the Source/Sink V2 class of the same module (` + "`KafkaSource`" + ` with ` + "`env.from_source(...)`" + ` for
` + "`FlinkKafkaConsumer`" + `, ` + "`KafkaSink`" + ` with ` + "`stream.sink_to(...)`" + ` for ` + "`FlinkKafkaProducer`" + `,
` + "`KinesisStreamsSource`" + ` for ` + "`FlinkKinesisConsumer`" + `), and ship the connector release built for your Flink
2.x line. Names with no counterpart (` + "`Semantic`" + `, ` + "`WatermarkTracker`" + `) belonged to the removed classes:
configure the new builder instead (for example its delivery guarantee).
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-release-2.0/release-notes/flink-2.0/",
	},
	Sources: []string{
		"apache/flink docs/content/release-notes/flink-2.0.md, Highlight Breaking Changes / API: SourceFunction, SinkFunction and Sink V1 removed; Connector Adaption Plan",
		"apache/flink-connector-kafka flink-python/pyflink/datastream/connectors/kafka.py and pom.xml at v3.0.0 to v5.0.0 (via flink/sources/upgrade.json): FlinkKafkaConsumer, FlinkKafkaProducer, Semantic exported at v3.4.0 (flink.version 1.20.0), in no release from v4.0.0 (2.0.0)",
		"apache/flink-connector-aws flink-python/pyflink/datastream/connectors/kinesis.py and pom.xml at v3.0.0 to v6.0.0 (via flink/sources/upgrade.json): FlinkKinesisConsumer, WatermarkTracker exported at v5.1.0 (1.20.3), not at v6.0.0 (2.0.0)",
		"apache/flink flink-python/pyflink/datastream/stream_execution_environment.py and data_stream.py at release-2.0.2-rc4, release-2.1.2-rc1 and release-2.2.1-rc2: add_source, from_source, add_sink and sink_to are all there",
	},
}

func runFL065(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, f := range m.Files {
		if f.Kind != model.PythonFile || f.Python == nil || len(f.Python.PyFlinkNames) == 0 || inPyFlinkPackage(f.Path) {
			continue
		}
		target, ok := fileUpgradeTarget(m, f)
		if !ok {
			continue
		}
		reportPyFlinkNames(pass, m, f, target, func(module, name string) (string, bool) {
			r, removed := flink.PyFlinkRemoved(module, name, target.version)
			return fl065Message(r, target), removed
		})
		for _, a := range f.Python.PyFlinkSourceArgs {
			r, removed := flink.PyFlinkRemoved(a.Module, a.Class, target.version)
			if !removed || len(r.Replacements) == 0 {
				continue
			}
			m.Report(pass, target.level, analysis.Diagnostic{
				Pos: f.Pos(a.Span.Start), End: f.Pos(a.Span.End),
				Message: fl065UseMessage(a.Method, r, target),
			})
		}
	}
	return nil, nil
}

// reportPyFlinkNames reports each name f takes from a PyFlink module for
// which message says so (removed on target).
func reportPyFlinkNames(pass *analysis.Pass, m *model.Model, f *model.File, target upgradeTarget, message func(module, name string) (string, bool)) {
	for _, n := range f.Python.PyFlinkNames {
		if msg, ok := message(n.Module, n.Name); ok {
			m.Report(pass, target.level, analysis.Diagnostic{Pos: f.Pos(n.Span.Start), End: f.Pos(n.Span.End), Message: msg})
		}
	}
}

// inPyFlinkPackage reports whether path is a file of PyFlink's own package
// (a copy of Flink's sources in the repository: pyflink/datastream/...,
// pyflink/table/...): it moves with the Flink it belongs to, no job's code.
func inPyFlinkPackage(path string) bool {
	for _, sub := range []string{"datastream", "table", "common", "examples", "fn_execution"} {
		if strings.HasPrefix(path, "pyflink/"+sub+"/") || strings.Contains(path, "/pyflink/"+sub+"/") {
			return true
		}
	}
	return false
}

// fl065UseMessage is the message at add_source / add_sink given an object
// of a removed class: the call to change besides the import.
func fl065UseMessage(method string, r flink.PyFlinkRemoval, target upgradeTarget) string {
	instead := "env.from_source(...)"
	if method == "add_sink" {
		instead = "stream.sink_to(...)"
	}
	return fmt.Sprintf("%s is given a %s, which no release of %s from %s (Flink %s) has on %s: build a %s and pass it to %s",
		method, r.Name, r.Repository, r.GoneTag, r.GoneFlink, target.label, strings.Join(r.Replacements, " or a "), instead)
}

func fl065Message(r flink.PyFlinkRemoval, target upgradeTarget) string {
	msg := fmt.Sprintf("%s is not in %s on %s: %s %s (Flink %s) exports it, no release from %s (Flink %s) does",
		r.Name, r.Module, target.label, r.Repository, r.LastTag, r.LastFlink, r.GoneTag, r.GoneFlink)
	switch {
	case len(r.Replacements) > 0:
		msg += fmt.Sprintf("; it is a %s: use %s", r.Base, strings.Join(r.Replacements, " or "))
	default:
		msg += "; it has no counterpart there"
	}
	return msg
}
