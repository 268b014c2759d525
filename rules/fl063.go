package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL063 flags PyFlink's own classes and methods (StreamExecutionEnvironment,
// TableEnvironment, their configs, the legacy state backends ...) that a job
// uses and Flink 2.x no longer has.
var FL063 = newRule(fl063Doc, runFL063, model.Analyzer)

var fl063Doc = Doc{
	ID:           "FL063",
	Name:         "pyflink-api-removed-in-2x",
	Summary:      "a PyFlink class or method of Flink itself (environment, configs, state backends) that Flink 2.x removed",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"migration", "correctness"},
	Explanation: `
Flink 2.0 removed the APIs deprecated through the 1.x line, and PyFlink's own modules followed:
` + "`StreamExecutionEnvironment.set_stream_time_characteristic`" + `, ` + "`set_state_backend`" + `,
` + "`set_restart_strategy`" + `, the Kryo registration methods, ` + "`read_text_file`" + `, the legacy state backends
(` + "`FsStateBackend`" + `, ` + "`MemoryStateBackend`" + `, ` + "`RocksDBStateBackend`" + `), ` + "`TimeCharacteristic`" + `,
` + "`ExternalizedCheckpointCleanup`" + `, the ` + "`TableSource`" + `/` + "`TableSink`" + ` classes and
` + "`TableEnvironment.register_*`" + ` / ` + "`scan`" + `. A job that imports one of the names fails with an
` + "`ImportError`" + ` on Flink 2.x; one that calls a removed method fails with an ` + "`AttributeError`" + ` there.

flinklint knows PyFlink's public names (each module's ` + "`__all__`" + `) and the members of its classes at
Flink's release tags (the last 1.x release and every 2.x release it read), generated into
` + "`flink/sources/upgrade.json`" + `. A name or member the 1.x release has and no 2.x release has is
reported where the job imports the name, and where it uses the member on an object whose class the code
shows: a name assigned once from a chain of PyFlink calls that starts at an imported PyFlink class
(` + "`env = StreamExecutionEnvironment.get_execution_environment()`" + `, ` + "`env.get_config()`" + `,
` + "`StreamTableEnvironment.create(env)`" + `, ` + "`t_env.get_config()`" + `), with each call's class taken from the
1.x method's return annotation. An object whose class the code does not show (a function parameter, a
name assigned in two branches) is not judged.

` + "`env.add_source(...)`" + ` is not reported: PyFlink 2.x keeps it (it wraps a ` + "`SourceFunction`" + ` given by
its Java class name); a connector class built on ` + "`SourceFunction`" + ` is [FL065](FL065.md)'s.

The job's Flink line comes from its linked deployments (AWS ` + "`RuntimeEnvironment`" + `, the operator's
` + "`flinkVersion`" + `) or ` + "`--flink-version`" + `. A job on 1.x, or whose line is unknown, has no finding unless
a planned target is given (` + "`--target-flink 2.1`" + `, ` + "`target-flink:`" + ` in ` + "`.flinklint.yaml`" + `).
`,
	Levels: `
- ` + "`error`" + `: the job runs on Flink 2.x: the import or the call fails.
- ` + "`warning`" + `: the job runs on 1.x and a planned target is given: it will fail there.
`,
	Examples: []Example{
		{Path: "job.py", Lang: "python", Code: `from pyflink.datastream import StreamExecutionEnvironment, TimeCharacteristic

env = StreamExecutionEnvironment.get_execution_environment()
env.set_stream_time_characteristic(TimeCharacteristic.EventTime)
env.get_config().register_kryo_type("com.example.Order")`},
		{Path: ".flinklint.yaml", Lang: "yaml", Code: `target-flink: "2.1"`},
	},
	Fix: `
The message names what PyFlink 1.20 documented as the replacement, where it named one:

- ` + "`set_state_backend`" + `, ` + "`set_restart_strategy`" + `, ` + "`CheckpointConfig.set_checkpoint_storage(_dir)`" + `: set
  the options instead (` + "`state.backend.type`" + `, ` + "`restart-strategy.type`" + `, ` + "`execution.checkpointing.dir`" + `)
  with ` + "`env.configure(config)`" + ` or in the configuration file.
- ` + "`add_default_kryo_serializer`" + `, ` + "`register_type_with_kryo_serializer`" + `, ` + "`register_type`" + `: the option
  ` + "`pipeline.serialization-config`" + `.
- ` + "`set_stream_time_characteristic`" + ` / ` + "`TimeCharacteristic`" + `: remove the call; event time is the default
  since Flink 1.12 (processing-time windows and timers still work).
- ` + "`read_text_file`" + `: ` + "`FileSource`" + ` (` + "`pyflink.datastream.connectors.file_system`" + `) with ` + "`env.from_source`" + `.
- ` + "`FsStateBackend`" + ` / ` + "`MemoryStateBackend`" + ` / ` + "`RocksDBStateBackend`" + `: ` + "`HashMapStateBackend`" + ` or
  ` + "`EmbeddedRocksDBStateBackend`" + ` with a checkpoint storage (` + "`FileSystemCheckpointStorage`" + `,
  ` + "`JobManagerCheckpointStorage`" + `).
- ` + "`ExternalizedCheckpointCleanup`" + ` and the ` + "`externalized_checkpoint_cleanup`" + ` methods:
  ` + "`ExternalizedCheckpointRetention`" + ` with ` + "`set_externalized_checkpoint_retention`" + `.
- ` + "`register_table`" + `: ` + "`create_temporary_view`" + `; ` + "`scan`" + `: ` + "`from_path`" + `; ` + "`register_function`" + `:
  ` + "`create_temporary_system_function`" + `; ` + "`register_java_function`" + `: ` + "`create_java_temporary_system_function`" + `;
  ` + "`register_table_source`" + ` / ` + "`register_table_sink`" + ` and the ` + "`TableSource`" + `/` + "`TableSink`" + ` classes: a table
  declared with ` + "`create_table`" + ` or ` + "`CREATE TABLE`" + `.
- ` + "`TableConfig.set_idle_state_retention_time`" + `: ` + "`set_idle_state_retention`" + `.
- ` + "`EnvironmentSettings.to_configuration`" + `: ` + "`get_configuration`" + `.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-release-2.0/release-notes/flink-2.0/",
	},
	Sources: []string{
		"apache/flink flink-python/pyflink (every module's __all__, classes and their members) at release-1.20.4, release-2.0.2-rc4, release-2.1.2-rc1 and release-2.2.1-rc2 (via flink/sources/upgrade.json, pyflink_core)",
		"apache/flink flink-python/pyflink at release-1.20.4: the deprecation notes of the removed methods and classes name the replacements listed under Fix (stream_execution_environment.py, execution_config.py, checkpoint_config.py, state_backend.py, table_environment.py, table_config.py, environment_settings.py)",
		"apache/flink flink-streaming-java StreamExecutionEnvironment.java at release-1.20.4: readTextFile is deprecated for FileSource",
		"apache/flink docs/content/release-notes/flink-1.12.md, FLINK-19319: the default time characteristic is EventTime; setStreamTimeCharacteristic and TimeCharacteristic deprecated",
		"apache/flink docs/content/release-notes/flink-2.0.md, Highlight Breaking Changes / API and the list of breaking programming APIs (TimeCharacteristic, FsStateBackend, MemoryStateBackend, RestartStrategies, TableSource/TableSink removed)",
	},
}

// fl063Replacements are the replacements PyFlink 1.20's deprecation notes
// name (flink-python/pyflink at release-1.20.4; read_text_file: the Java
// method's note; the time characteristic: the 1.12 release notes), by
// Class.member or by the name a module exported. Each is in the doc's
// Sources.
var fl063Replacements = map[string]string{
	"StreamExecutionEnvironment.set_state_backend":                  "use set state.backend.type with env.configure(...) or in the configuration",
	"StreamExecutionEnvironment.set_restart_strategy":               "use set restart-strategy.type with env.configure(...) or in the configuration",
	"ExecutionConfig.set_restart_strategy":                          "use set restart-strategy.type with env.configure(...) or in the configuration",
	"StreamExecutionEnvironment.add_default_kryo_serializer":        "use the option pipeline.serialization-config",
	"StreamExecutionEnvironment.register_type_with_kryo_serializer": "use the option pipeline.serialization-config",
	"StreamExecutionEnvironment.register_type":                      "use the option pipeline.serialization-config",
	"StreamExecutionEnvironment.set_stream_time_characteristic":     "remove the call, event time is the default since Flink 1.12",
	"StreamExecutionEnvironment.read_text_file":                     "use FileSource (pyflink.datastream.connectors.file_system) with env.from_source",
	"CheckpointConfig.set_checkpoint_storage":                       "use set execution.checkpointing.dir with env.configure(...) or in the configuration",
	"CheckpointConfig.set_checkpoint_storage_dir":                   "use set execution.checkpointing.dir with env.configure(...) or in the configuration",
	"CheckpointConfig.enable_externalized_checkpoints":              "use set_externalized_checkpoint_retention",
	"CheckpointConfig.set_externalized_checkpoint_cleanup":          "use set_externalized_checkpoint_retention",
	"CheckpointConfig.get_externalized_checkpoint_cleanup":          "use get_externalized_checkpoint_retention",
	"TableEnvironment.register_table":                               "use create_temporary_view",
	"TableEnvironment.scan":                                         "use from_path",
	"TableEnvironment.register_function":                            "use create_temporary_system_function",
	"TableEnvironment.register_java_function":                       "use create_java_temporary_system_function",
	"TableEnvironment.register_table_source":                        "use create_table or CREATE TABLE with execute_sql",
	"TableEnvironment.register_table_sink":                          "use create_table or CREATE TABLE with execute_sql",
	"TableConfig.set_idle_state_retention_time":                     "use set_idle_state_retention",
	"TableConfig.get_min_idle_state_retention_time":                 "use get_idle_state_retention",
	"TableConfig.get_max_idle_state_retention_time":                 "use get_idle_state_retention",
	"EnvironmentSettings.to_configuration":                          "use get_configuration",
	"TimeCharacteristic":                                            "remove it: event time is the default since Flink 1.12",
	"FsStateBackend":                                                "use HashMapStateBackend with FileSystemCheckpointStorage",
	"MemoryStateBackend":                                            "use HashMapStateBackend with JobManagerCheckpointStorage",
	"RocksDBStateBackend":                                           "use EmbeddedRocksDBStateBackend with FileSystemCheckpointStorage",
	"ExternalizedCheckpointCleanup":                                 "use ExternalizedCheckpointRetention",
}

func runFL063(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, f := range m.Files {
		if f.Kind != model.PythonFile || f.Python == nil || inPyFlinkPackage(f.Path) {
			continue
		}
		if len(f.Python.PyFlinkNames) == 0 && len(f.Python.PyFlinkMembers) == 0 {
			continue
		}
		target, ok := fileUpgradeTarget(m, f)
		if !ok {
			continue
		}
		reportPyFlinkNames(pass, m, f, target, func(module, name string) (string, bool) {
			r, removed := flink.PyFlinkNameRemoved(module, name, target.version)
			return fl063Message(fmt.Sprintf("%s is not in %s", r.Name, r.Module), r.Name, r, target), removed
		})
		for _, u := range f.Python.PyFlinkMembers {
			class, ok := fl063ClassOf(u.Root, u.Steps)
			if !ok {
				continue
			}
			r, removed := flink.PyFlinkMemberRemoved(class, u.Name, target.version)
			if !removed {
				continue
			}
			m.Report(pass, target.level, analysis.Diagnostic{
				Pos: f.Pos(u.Span.Start), End: f.Pos(u.Span.End),
				Message: fl063Message(fmt.Sprintf("%s.%s is not in PyFlink", class, u.Name), class+"."+u.Name, r, target),
			})
		}
	}
	return nil, nil
}

// fl063ClassOf is the PyFlink class of a member use's object: the chain's
// root class, then each call's return class (a call of the class itself
// keeps it).
func fl063ClassOf(root string, steps []string) (string, bool) {
	class := root
	for _, step := range steps {
		if step == "" {
			continue
		}
		if class = flink.PyFlinkReturns(class, step); class == "" {
			return "", false
		}
	}
	return class, true
}

func fl063Message(what, key string, r flink.PyFlinkCoreRemoval, target upgradeTarget) string {
	msg := fmt.Sprintf("%s on %s: %s (Flink %s) has it, no release from %s (Flink %s) does",
		what, target.label, r.LastTag, r.LastFlink, r.GoneTag, r.GoneFlink)
	if rep, ok := fl063Replacements[key]; ok {
		msg += "; " + rep
	} else if rep, ok := fl063Replacements["TableEnvironment."+r.Name]; ok && r.Class == "StreamTableEnvironment" {
		msg += "; " + rep // StreamTableEnvironment inherited it
	}
	return msg
}
