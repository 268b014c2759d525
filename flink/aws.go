package flink

import "strings"

// Runtime is an AWS Managed Service for Apache Flink RuntimeEnvironment value.
type Runtime struct {
	Name     string  // "FLINK-1_19"
	Flink    Version // zero for SQL-/ZEPPELIN- runtimes
	Verified bool    // seen in an AWS SDK model / AWS sample (flink-facts.md §3a)
	Note     string
}

// runtimes is flink-facts.md §3a. FLINK-2_0 / FLINK-2_1 were not seen;
// FLINK-2_3 appears only in one third-party list (UNVERIFIED).
var runtimes = []Runtime{
	{Name: "SQL-1_0", Verified: true},
	{Name: "FLINK-1_6", Flink: Version{1, 6}, Verified: true},
	{Name: "FLINK-1_8", Flink: Version{1, 8}, Verified: true},
	{Name: "FLINK-1_11", Flink: Version{1, 11}, Verified: true},
	{Name: "FLINK-1_13", Flink: Version{1, 13}, Verified: true},
	{Name: "FLINK-1_15", Flink: Version{1, 15}, Verified: true},
	{Name: "FLINK-1_18", Flink: Version{1, 18}, Verified: true},
	{Name: "FLINK-1_19", Flink: Version{1, 19}, Verified: true},
	{Name: "FLINK-1_20", Flink: Version{1, 20}, Verified: true},
	{Name: "FLINK-2_2", Flink: Version{2, 2}, Verified: true, Note: "seen in awslabs blueprints CDK code"},
	{Name: "FLINK-2_3", Flink: Version{2, 3}, Verified: false, Note: "one third-party SDK list only"},
	{Name: "ZEPPELIN-FLINK-1_0", Verified: true},
	{Name: "ZEPPELIN-FLINK-2_0", Verified: true},
	{Name: "ZEPPELIN-FLINK-3_0", Verified: true},
}

// KnownRuntimes returns the RuntimeEnvironment values known to the catalogue.
func KnownRuntimes() []Runtime { return append([]Runtime(nil), runtimes...) }

// LookupRuntime finds a RuntimeEnvironment value (exact, case-sensitive as
// the AWS API is). Unknown "FLINK-x_y" strings are not errors: newer
// runtimes appear before any list knows them; use ParseVersion for their line.
func LookupRuntime(name string) (Runtime, bool) {
	for _, r := range runtimes {
		if r.Name == name {
			return r, true
		}
	}
	return Runtime{}, false
}

// RuntimeVersion returns the Flink line of a "FLINK-x_y" runtime, known or not.
func RuntimeVersion(name string) (Version, bool) {
	if !strings.HasPrefix(name, "FLINK-") {
		return Version{}, false
	}
	return ParseVersion(name)
}

// RunOptionsGroup is the property group that carries the PyFlink entry point
// on Managed Flink.
const RunOptionsGroup = "kinesis.analytics.flink.run.options"

// RunOption is a key of the RunOptionsGroup property group.
type RunOption struct {
	Key       string
	Supported bool
	Note      string
}

// runOptions is flink-facts.md §3a (AWS "how-python-creating" page).
var runOptions = []RunOption{
	{Key: "python", Supported: true, Note: "path of the main script inside the application zip"},
	{Key: "jarfile", Supported: true, Note: "one fat jar with connectors and Java UDFs"},
	{Key: "pyFiles", Supported: true},
	{Key: "pyArchives", Supported: true},
	{Key: "pyModule", Supported: false, Note: "not supported by Managed Flink; use 'python'"},
	{Key: "pyExecutable", Supported: false, Note: "not supported by Managed Flink"},
	{Key: "pyRequirements", Supported: false, Note: "not supported by Managed Flink: no pip install at deploy; package dependencies in the zip"},
}

// LookupRunOption returns what is known about a run-options key.
func LookupRunOption(key string) (RunOption, bool) {
	for _, r := range runOptions {
		if r.Key == key {
			return r, true
		}
	}
	return RunOption{}, false
}

// RunOptions returns every known run-options key.
func RunOptions() []RunOption { return append([]RunOption(nil), runOptions...) }
