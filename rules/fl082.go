package rules

import (
	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL082 flags a LOAD MODULE, UNLOAD MODULE or USE MODULES that Flink's
// ModuleManager rejects.
var FL082 = newRule(fl082Doc, runFL082, model.Analyzer, semantics.Analyzer)

var fl082Doc = Doc{
	ID:           "FL082",
	Name:         "invalid-module-statement",
	Summary:      "LOAD MODULE of a module already loaded, UNLOAD MODULE of one not loaded, or USE MODULES naming a module not loaded or twice",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics"},
	Explanation: `
A session's modules serve its system functions: it starts with ` + "`core`" + ` loaded and used, LOAD MODULE
loads and uses another (` + "`hive`" + `), UNLOAD MODULE removes one, and USE MODULES sets which loaded modules
are used and in which order their functions resolve. Flink's ModuleManager rejects the statement when
the names do not fit the loaded modules:

    ValidationException: A module with name 'hive' already exists
    ValidationException: No module with name 'hive' exists
    ValidationException: Module 'core' appears more than once
    ValidationException: Option 'type' = 'hive' is not supported since module name is used to find module

A module is found by its name, so LOAD MODULE takes no 'type' option. Module names are case-sensitive.

A job may run after an init script or in a platform's session whose modules flinklint does not see, so
it reports only what the job's own statements show: a second LOAD of a module the job loads, an UNLOAD
or a USE of one it unloads, and a name USE MODULES lists twice. A script the project names in
` + "`fresh-sessions`" + ` (docs/configuration.md) starts its session as Flink starts one, with core loaded and no
other module: there a LOAD MODULE core, and an UNLOAD or a USE of a module the session never loaded, are
reported too. Code it does not follow (Python, Java)
may load and unload modules too: nothing is reported in such a job.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `LOAD MODULE hive WITH ('hive-version' = '3.1.2');
USE MODULES hive, core, hive;`}},
	Fix: "Load a module once and before USE MODULES names it; name each used module once, as it was loaded.",
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/modules/",
	},
	Sources: []string{
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/module/ModuleManager.java: loadModule, unloadModule, useModules",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-common/src/main/java/org/apache/flink/table/factories/FactoryUtil.java: createModule (the 'type' option)",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-sql-client/src/test/resources/sql/module.q; flink-table/flink-table-api-java/src/test/java/org/apache/flink/table/api/TableEnvironmentTest.java: testExecuteSqlWithUnloadModuleTwice, testExecuteSqlWithUseDuplicateModuleNames, testExecuteSqlWithUseUnloadedModules",
	},
}

func runFL082(pass *analysis.Pass) (any, error) {
	return reportSemantic(pass, semantics.ModuleInvalid, func(p semantics.Problem) string { return p.Reason })
}
