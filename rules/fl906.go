package rules

import "github.com/flinklint/flinklint/finding"

// The linter reports FL906 and FL907 itself, from its parse phase and its
// analyzer runner: they have docs and no analyzer.

// FL906 is an internal error of flinklint on one file or in one rule.
var FL906 = &Rule{Doc: Doc{
	ID:           finding.RuleInternalError,
	Name:         "internal-error",
	Summary:      "flinklint failed on a file or in a rule and skipped it",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"parse", "internal"},
	Explanation: `
flinklint itself failed: its parser panicked on this file, or a rule's analyzer panicked while checking
the run. The file (or the rule, for the whole run) was skipped and every other file and rule was checked
as usual, so the run's other findings stand; but problems in what was skipped are not reported.

This is a bug in flinklint, not in your code. Run again with ` + "`--debug`" + ` to add the Go stack to the
message, and report it with the smallest input that shows it (secret values are redacted from the
message and the ` + "`--debug`" + ` log).`,
	Fix: "Report the bug with the `--debug` output. Until it is fixed, exclude the file with `--exclude` or turn the failing rule off with `--ignore`.",
	Suppress: "An internal error is always reported, even when FL906 is ignored: a skipped file must not pass silently. " +
		"Exclude the file with `--exclude` instead.",
}}

// FL907 is invalid UTF-8 in a file that is linted.
var FL907 = &Rule{Doc: Doc{
	ID:           finding.RuleInvalidUTF8,
	Name:         "invalid-utf8",
	Summary:      "a linted file is not valid UTF-8",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"parse"},
	Explanation: `
The file contains a byte sequence that is not UTF-8; the finding is at the first such byte (its byte
offset is in the message). Flink reads SQL files, Python sources and YAML configs as UTF-8, so the bytes
are probably a Latin-1 or Windows-1252 character saved by an editor, or a truncated multi-byte
character. flinklint lints the file as it is, but text after the bad byte (an option value, a table
name) may be misread and columns on that line may be off by one.`,
	Fix: "Save the file as UTF-8 (for example `iconv -f latin1 -t utf-8`).",
	Sources: []string{
		"apache/flink flink-table/flink-sql-client: SqlClient.java reads a script with StandardCharsets.UTF_8 (release-1.20.4); cli/CliClient.java, readFileUtf8 (release-2.2.1-rc2)",
	},
}}
