package rules

import (
	"errors"
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL013 flags connector option values Flink cannot parse for the option's
// type (boolean, integer, duration, memory size, enum, list) or that are
// below the option's minimum.
var FL013 = newRule(fl013Doc, runFL013, model.Analyzer, optionUsesAnalyzer)

var fl013Doc = Doc{
	ID:           "FL013",
	Name:         "invalid-option-value",
	Summary:      "a connector option value Flink cannot parse for the option's type",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "connector-options"},
	Explanation: `
Connector factories read every declared option eagerly when Flink plans a query that uses the table, so a
value that does not parse fails the job at submission with "Could not parse value '<value>' for key
'<key>'." and the parser's reason. Flink's parsers are strict:

- Boolean: ` + "`true`" + ` or ` + "`false`" + ` in any letter case, nothing else (no ` + "`1`" + `, ` + "`yes`" + `, no spaces).
- Integer / Long: ` + "`Integer.parseInt`" + ` on the raw text (no spaces, no ` + "`1_000`" + `, no ` + "`10k`" + `).
- Duration: digits then an optional unit (` + "`30 s`" + `, ` + "`30s`" + `, ` + "`1 min`" + `, ` + "`1h`" + `); no fraction or sign;
  ISO-8601 (` + "`PT30S`" + `) only from Flink 2.1 (FLINK-37668).
- Memory size: digits then an optional unit (` + "`128mb`" + `, ` + "`128 MB`" + `, ` + "`1g`" + `); no fraction (` + "`1.5gb`" + ` fails).
- Enum: one of the listed values, compared case-insensitively with their string form
  (` + "`'sink.delivery-guarantee' = 'EXACTLY_ONCE'`" + ` fails; ` + "`'exactly-once'`" + ` works).
- List: ` + "`;`" + `-separated, quotes must close.

Some options also have a minimum the factory checks (for example ` + "`jdbc`" + ` ` + "`'connection.max-retry-timeout'`" + `
of at least one second). flinklint parses each value with the rules of the job's Flink version and repeats
Flink's message; values only known at run time are skipped, and secret values are never printed.

Source: ` + "`ConfigurationUtils`" + ` / ` + "`TimeUtils.parseDuration`" + ` / ` + "`MemorySize.parseBytes`" + ` (apache/flink),
flinklint's catalogue for each connector's option types.
`,
	Levels: `
- ` + "`error`" + `: the option's type is confirmed in the connector's source.
- ` + "`note`" + `: the option's entry in the catalogue is not confirmed (marked unverified).
`,
	Examples: []Example{{Path: "jobs/job.sql", Lang: "sql", Code: `CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'sink.rolling-policy.file-size' = '1.5gb',
  'auto-compaction' = 'yes'
);`}},
	Fix: "Write the value in the form Flink parses; for an enum, use one of the values the message lists. " +
		"`--fix` corrects an enum value that differs from an accepted one only in letter case or `_` versus `-` " +
		"(`EXACTLY_ONCE` -> `exactly-once`).",
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/deployment/config/",
	},
	Sources: []string{
		"apache/flink flink-core/src/main/java/org/apache/flink/configuration/Configuration.java, getOptional: a value that does not convert fails with 'Could not parse value ... for key ...' (release-1.20.4, release-2.2.1-rc2)",
		"apache/flink flink-core/src/main/java/org/apache/flink/configuration/ConfigurationUtils.java: convertToBoolean (TRUE or FALSE after upper-casing, nothing trimmed), convertToInt/convertToLong (Integer.parseInt/Long.parseLong), convertToEnum (string forms compared upper-cased), convertToList: a YAML list first (at release-1.20.4 only with the standard YAML config), else split by StructuredOptionsSplitter.splitEscaped on ';' (release-1.20.4, release-2.0.2-rc4)",
		"apache/flink flink-core/src/main/java/org/apache/flink/util/TimeUtils.java, parseDuration: leading digits, then an optional unit label; no sign, no fraction (release-1.20.4, release-2.0.2-rc4). The ISO-8601 fallback (Duration.parse) is at release-2.1.2-rc1 and release-2.2.1-rc2, not at release-2.0.2-rc4: commit 14c848b9f74 (FLINK-37668) landed on master after the 2.1-SNAPSHOT version bump",
		"apache/flink flink-core-api/src/main/java/org/apache/flink/configuration/MemorySize.java, parseBytes: leading digits, then an optional unit; no fraction (release-1.20.4, release-2.2.1-rc2)",
		"apache/flink-connector-jdbc JdbcDynamicTableFactory.java (flink-connector-jdbc/.../connector/jdbc/table at v3.0.0, flink-connector-jdbc-core/.../connector/jdbc/core/table at v4.1.0), validateConfigOptions: 'connection.max-retry-timeout' must be at least one second",
	},
}

func runFL013(pass *analysis.Pass) (any, error) {
	checkOptionsPerVersion(pass, true, fl013Check)
	return nil, nil
}

func fl013Check(use optionUse, spec *flink.ConnectorSpec, line flinkLine, o *model.Option, optMap map[string]string) (analysis.Diagnostic, finding.Level, bool) {
	os, match := spec.Lookup(o.Key, optMap)
	if match != flink.Declared && match != flink.Deprecated {
		return analysis.Diagnostic{}, "", false
	}
	err := os.ValidateValue(o.Value, line.v)
	if err == nil {
		return analysis.Diagnostic{}, "", false
	}
	value := o.Value
	if flink.IsSecretKey(o.Key) || flink.IsSecret(o.Key, o.Value) {
		value = flink.Redacted
		err = errors.New("the value is not valid for this option")
	}
	flinkText := flink.ParseErrorMessage(o.Key, value, err)
	if flink.ParseValue(os.Type, o.Value, os.EnumValues, line.v) == nil {
		// It parses but is below the factory's minimum: Flink's own message.
		flinkText = err.Error()
	}
	msg := fmt.Sprintf("%s (connector '%s'): %s", tableLabel(use.table), spec.ID, strings.TrimRight(flinkText, ". ")+".")
	var fixes []analysis.SuggestedFix
	if os.Type == flink.TypeEnum {
		// Flink's enum message already lists the accepted values.
		msg += " Use one of the accepted values"
		if fix, ok := enumValueFix(o, os.EnumValues); ok {
			fixes = append(fixes, fix)
		}
	} else {
		msg += fmt.Sprintf(" Write a valid %s%s", typeLabel(os.Type), typeExample(os))
	}
	if !line.v.IsZero() {
		msg += " (" + line.String() + ")"
	}
	level := finding.Error
	switch {
	case !os.Verified:
		level = finding.Note
	case !spec.Verified:
		// The option's declaration is read, but not where the connector
		// parses it (Hive: a property kept by the catalog).
		level = finding.Warning
	}
	return analysis.Diagnostic{Pos: o.Pos, End: o.End, Message: flinkMessage(msg),
		SuggestedFixes: fixes}, level, true
}

// enumValueFix replaces an enum value that differs from an accepted one
// only in letter case or '_' versus '-' ('EXACTLY_ONCE' -> 'exactly-once').
func enumValueFix(o *model.Option, values []string) (analysis.SuggestedFix, bool) {
	norm := func(s string) string { return strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), "_", "-") }
	for _, v := range values {
		if norm(v) != norm(o.Value) {
			continue
		}
		q, ok := quotedText(o.File, o.ValuePos, o.ValueEnd, o.Value)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		return analysis.SuggestedFix{
			Message:   fmt.Sprintf("Set '%s' to '%s'", o.Key, v),
			TextEdits: []analysis.TextEdit{{Pos: o.ValuePos, End: o.ValueEnd, NewText: []byte(string(q) + v + string(q))}},
		}, true
	}
	return analysis.SuggestedFix{}, false
}

func typeLabel(t flink.Type) string {
	switch t {
	case flink.TypeBoolean:
		return "boolean"
	case flink.TypeInteger:
		return "integer"
	case flink.TypeLong:
		return "long integer"
	case flink.TypeDouble:
		return "number"
	case flink.TypeDuration:
		return "duration"
	case flink.TypeMemorySize:
		return "memory size"
	case flink.TypeList:
		return "';'-separated list"
	}
	return "value"
}

func typeExample(o flink.OptionSpec) string {
	switch o.Type {
	case flink.TypeBoolean:
		return " ('true' or 'false')"
	case flink.TypeDuration:
		if o.Min != "" {
			return fmt.Sprintf(" of at least '%s' (for example '30 s', '5 min', '1 h')", o.Min)
		}
		return " (for example '30 s', '5 min', '1 h')"
	case flink.TypeMemorySize:
		return " (for example '128 mb', '1 gb'; no fractions)"
	case flink.TypeInteger, flink.TypeLong:
		if o.Min != "" {
			return fmt.Sprintf(" of at least %s", o.Min)
		}
	}
	return ""
}
