package rules

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL010 flags table option keys the table's connector does not accept.
var FL010 = newRule(fl010Doc, runFL010, model.Analyzer, optionUsesAnalyzer)

var fl010Doc = Doc{
	ID:           "FL010",
	Name:         "unknown-connector-option",
	Summary:      "a table option the connector does not accept, so Flink rejects the table when it plans the job",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "connector-options"},
	Explanation: `
Every table connector factory declares the options it accepts. When a source or sink is planned,
Flink's ` + "`FactoryUtil`" + ` helper rejects any other key with a ` + "`ValidationException`" + `
"Unsupported options found for '<connector>'. Unsupported options: ... Supported options: ...".
` + "`CREATE TABLE`" + ` only writes the catalog entry, so a typo such as
` + "`'sink.rolling-policy.file_size'`" + ` (for ` + "`file-size`" + `) or ` + "`'scan.startup-mode'`" + ` surfaces only
when the job is submitted.

flinklint checks every key of a table's effective options (` + "`CREATE TABLE ... WITH`" + `, ` + "`LIKE`" + `
inheritance, ` + "`ALTER TABLE ... SET`" + `, ` + "`/*+ OPTIONS(...) */`" + ` hints, PyFlink SQL strings and
` + "`TableDescriptor`" + ` options) against flinklint's connector catalogue for the Flink version of the linked
deployment (or ` + "`--flink-version`" + `; when neither is known, against every modelled version at once, so
only keys no version accepts are flagged). It knows:

- keys forwarded unvalidated by a prefix (` + "`properties.`" + ` for Kafka, ` + "`aws.`" + `, and on ` + "`filesystem`" + ` every
  key under the format's prefix, such as ` + "`json.fail-on-missing-field`" + ` when ` + "`'format' = 'json'`" + `): never flagged;
- format options on the connectors that discover their format through Flink's ` + "`FactoryUtil`" + ` helper
  (` + "`kafka`" + `, ` + "`upsert-kafka`" + `, ` + "`kinesis`" + `, ` + "`firehose`" + `): the helper accepts under ` + "`json.`" + ` (or
  ` + "`key.json.`" + `, ` + "`value.json.`" + `) only the options the format declares, so ` + "`'json.fail-on-missing-fiel'`" + ` is
  rejected; flinklint checks them against the options of the format's module (json, debezium-json, canal-json,
  maxwell-json, ogg-json, csv, avro, avro-confluent, debezium-avro-confluent, raw) with a did-you-mean from the
  format's keys. Other formats (protobuf, a custom format) are not checked;
- keys that exist only from a later release (` + "`'source.path.regex-pattern'`" + ` on ` + "`filesystem`" + ` since
  Flink 1.18): flagged with the release that added them;
- keys that look right but belong elsewhere: ` + "`'compaction.parallelism'`" + ` is declared in
  ` + "`FileSystemConnectorOptions`" + ` but only the Hive sink reads it; the ` + "`filesystem`" + ` factory rejects it.
- keys that exist only from a later release of a connector versioned apart from Flink
  (` + "`'filter.handling.policy'`" + ` on ` + "`jdbc`" + ` from flink-connector-jdbc 3.3.0): when a jar the job or its
  deployment names says which release it ships (` + "`flink-connector-jdbc-3.2.0-1.19.jar`" + `), or the Maven
  ` + "`pom.xml`" + ` beside the job's entry declares it, a key that release does not list is flagged; when no jar says it, the key is a note naming the release that added it.

A did-you-mean suggestion comes from the connector's own keys (case and ` + "`_`" + `/` + "`-`" + ` folded, then edit distance).

The option lists come from the factories' own sources at every release tag read (see Sources).
`,
	Levels: `
- ` + "`error`" + `: the connector ships with Flink (` + "`filesystem`" + `, ` + "`datagen`" + `, ` + "`print`" + `, ` + "`blackhole`" + `): its
  option list is fixed by the Flink version.
- ` + "`warning`" + `: connectors released apart from Flink (` + "`kafka`" + `, ` + "`upsert-kafka`" + `, ` + "`jdbc`" + `, the AWS
  connectors): flinklint models their current release, and the release you ship may accept other keys.
- ` + "`note`" + `: a key flagged only for the Flink version when the release that added it is not confirmed
  (marked unverified in the catalogue), and a key newer than the oldest connector release when the release
  the job ships is not known but its Flink version is (without either, nothing is said).
`,
	Examples: []Example{{Path: "jobs/sink.sql", Lang: "sql", Code: `CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'sink.rolling-policy.file_size' = '256MB'
);`}},
	Fix: `
Use the key the connector declares (the message suggests the closest one), or remove it. A key that exists
only in a newer Flink release needs that release. ` + "`--fix`" + ` renames a key that differs from a declared
one only in case or in ` + "`_`" + ` versus ` + "`-`" + `.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/overview/",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/filesystem/",
	},
	Sources: []string{
		"apache/flink flink-table/flink-table-common/src/main/java/org/apache/flink/table/factories/FactoryUtil.java, validateUnconsumedKeys: a ValidationException 'Unsupported options found for' listing the unsupported and the supported keys (release-1.20.4, release-2.2.1-rc2)",
		"apache/flink flink-connectors/flink-connector-files/src/main/java/org/apache/flink/connector/file/table/FileSystemTableFactory.java, optionalOptions and validate (validateExcept of the keys under the format's own prefix only): 'compaction.parallelism', declared in FileSystemConnectorOptions.java, is not an accepted key (release-1.20.4, release-2.2.1-rc2)",
		"apache/flink-connector-hive flink-connector-hive/src/main/java/org/apache/flink/connectors/hive/HiveTableSink.java reads FileSystemConnectorOptions.COMPACTION_PARALLELISM (v3.0.0); nothing in apache/flink reads it (release-1.20.4, release-2.2.1-rc2)",
		"apache/flink commit ccb8e9f291d (FLINK-17398) adds 'source.path.regex-pattern' to FileSystemConnectorOptions and FileSystemTableFactory on master after the 1.18-SNAPSHOT and before the 1.19-SNAPSHOT version bump, so first released in 1.18 (present at release-1.20.4)",
		"flink/sources/connectors.json, generated by internal/gencatalogue from each factory's requiredOptions()/optionalOptions() at the release tags it lists (apache/flink release-1.20.4 to release-2.2.1-rc2; flink-connector-kafka v3.0.0-v5.0.0 (3.2.0 tagged without 'v'), -jdbc v3.0.0-v4.1.0, -aws v3.0.0-v6.0.0 (4.3.0 tagged without 'v'), -elasticsearch v3.0.0-v4.0.0, -opensearch v1.0.0-v2.0.0, -hbase v3.0.0-v4.0.0, -mongodb v1.0.0-v2.0.0) and compiled into flink/catalogue_generated.go, from which the catalogue's option lists and the releases listing each key are built",
		"apache/flink-connector-jdbc JdbcConnectorOptions.java and JdbcDynamicTableFactory.java: 'filter.handling.policy' listed from v3.3.0, not at v3.2.0",
		"apache/flink flink-table/flink-table-common/src/main/java/org/apache/flink/table/factories/FactoryUtil.java, TableFactoryHelper.discoverOptionalFormatFactory: the format's required and optional options, under its prefix (getFormatPrefix: 'json.' for 'format', 'value.json.' for 'value.format'), with their fallback keys and a map option's entries (allKeysExpanded), are the only format keys marked consumed; validate / validateExcept then reject every unconsumed key (stored versions read through the library's index)",
		"apache/flink flink-connectors/flink-connector-files/src/main/java/org/apache/flink/connector/file/table/FileSystemTableFactory.java, validate: helper.validateExcept(format + \".\"): the filesystem factory alone leaves the keys under the format's prefix unchecked (release-1.20.4, release-2.2.1-rc2)",
		"apache/flink-connector-kafka flink-connector-kafka/src/main/java/org/apache/flink/streaming/connectors/kafka/table/KafkaDynamicTableFactory.java and UpsertKafkaDynamicTableFactory.java: key and value formats discovered through the helper, then validateExcept(PROPERTIES_PREFIX) (v3.0.0, v5.0.0)",
		"apache/flink-connector-aws KinesisDynamicTableFactory.java (flink-connector-aws-kinesis-streams, flink-connector-kinesis), KinesisFirehoseDynamicTableFactory.java and flink-connector-base's AsyncDynamicTableSinkFactory.AsyncDynamicSinkContext: the format discovered through the helper, then validateExcept of the 'aws.', 'source.'/'sink.' client prefixes only (v5.0.0)",
		"flink/sources/formats.json, generated by internal/gencatalogue -kind formats from the option classes of flink-formats/flink-json, flink-csv, flink-avro, flink-avro-confluent-registry, flink-protobuf and flink-table-runtime's raw format, at the commits it lists (stored versions read through the library's index; Flink's release tags could not be exported), compiled into flink/formats_generated.go",
		"apache/flink flink-formats/flink-protobuf/src/main/java/org/apache/flink/formats/protobuf/PbFormatFactory.java, requiredOptions (message-class-name) and optionalOptions (ignore-parse-errors, read-default-values, write-null-string-literal), declared in PbFormatOptions.java; every stored version of PbFormatOptions read through the library's index declares these four keys and no other (the module first shipped in Flink 1.16, FLINK-18202)",
		"apache/flink-connector-kafka flink-connector-kafka/src/main/java/org/apache/flink/streaming/connectors/kafka/table/KafkaConnectorOptions.java: SCAN_PARALLELISM is FactoryUtil.SOURCE_PARALLELISM ('scan.parallelism'), listed by KafkaDynamicTableFactory and UpsertKafkaDynamicTableFactory from v4.0.0, not at v3.4.0",
		"apache/flink flink-table/flink-table-api-java-bridge/src/main/java/org/apache/flink/connector/datagen/table/DataGenTableSourceFactory.java lists FactoryUtil.SOURCE_PARALLELISM (release-1.20.4 to release-2.2.1-rc2; FLIP-367, first released in Flink 1.19); DataGenConnectorOptions.ROWS_PER_SECOND defaults to DataGenConnectorOptionsUtil.ROWS_PER_SECOND_DEFAULT_VALUE = 10000L",
	},
}

func runFL010(pass *analysis.Pass) (any, error) {
	checkOptionsPerVersion(pass, false, fl010Check)
	return nil, nil
}

func fl010Check(use optionUse, spec *flink.ConnectorSpec, line flinkLine, o *model.Option, optMap map[string]string) (analysis.Diagnostic, finding.Level, bool) {
	d := analysis.Diagnostic{Pos: o.Pos, End: o.End}
	os, match := spec.Lookup(o.Key, optMap)
	if match == flink.Unknown && fl010FormatHole(spec, o.Key, use.opts) {
		return d, "", false
	}
	switch match {
	case flink.Unknown, flink.NotYet, flink.Removed:
	default:
		// A declared option: the message below is built only for a finding,
		// not for each of the many options that are fine.
		return fl010Release(use, spec, os, match, d)
	}
	level := finding.Error
	if !spec.Bundled || !spec.Verified {
		level = finding.Warning
	}
	what := fmt.Sprintf("%s: '%s' is not an option of connector '%s'", tableLabel(use.table), o.Key, spec.ID)
	rejects := fmt.Sprintf("Flink rejects the table when it plans the job (\"Unsupported options found for '%s'\")", spec.ID)
	switch match {
	case flink.Unknown:
		if os.Format != "" {
			d.Message = fl010FormatMessage(use, spec, os, o, &d)
			break
		}
		if reason, ok := spec.Rejected(o.Key); ok {
			d.Message = fmt.Sprintf("%s (%s): %s. Remove it", what, reason, rejects)
			break
		}
		d.Message = what
		if !line.v.IsZero() {
			d.Message += " in " + line.String()
		}
		d.Message += ": " + rejects
		if s, ok := flink.Suggest(o.Key, spec.Keys()); ok {
			d.Message += fmt.Sprintf(". Did you mean '%s'?", s)
			if fix, ok := renameKeyFix(o, s); ok {
				d.SuggestedFixes = append(d.SuggestedFixes, fix)
			}
		} else {
			d.Message += ". Remove it or use one of the connector's options"
		}
	case flink.NotYet:
		if !os.Verified {
			level = finding.Note // the release that added it is not confirmed
		}
		d.Message = fmt.Sprintf("%s: '%s' exists in connector '%s' only since Flink %s, and the job runs on %s: %s. "+
			"Remove it or upgrade Flink", tableLabel(use.table), o.Key, spec.ID, os.Since, line, rejects)
	case flink.Removed:
		if !os.Verified {
			level = finding.Note
		}
		d.Message = fmt.Sprintf("%s: '%s' was removed from connector '%s' after Flink %s, and the job runs on %s: %s. "+
			"Remove it", tableLabel(use.table), o.Key, spec.ID, os.Until, line, rejects)
	}
	if !spec.Bundled && os.Format == "" {
		d.Message += fmt.Sprintf(" (checked against %s; the connector release you ship may differ)", spec.Release)
	}
	return d, level, true
}

// fl010Release checks a declared option of a separately versioned
// connector against the connector release the job ships, when a jar name
// says which: a key that release does not list is reported (warning, as
// every finding on such a connector). When the release is not known, a key
// only newer releases list is a note naming the release that added it.
func fl010Release(use optionUse, spec *flink.ConnectorSpec, os flink.OptionSpec, match flink.Match, d analysis.Diagnostic) (analysis.Diagnostic, finding.Level, bool) {
	if spec.Bundled || match != flink.Declared || os.Declared == "" || use.job == nil {
		return d, "", false
	}
	repo := strings.TrimPrefix(spec.Repository, "apache/")
	if rel, ok := connectorRelease(use.jars, spec.ID); ok {
		listed, known := spec.ListedIn(os.Key, rel.Tag)
		if !known || listed {
			return d, "", false
		}
		d.Message = fmt.Sprintf("%s: '%s' is not an option of connector '%s' in %s %s, the release the job ships (%s): "+
			"Flink rejects the table when it plans the job (\"Unsupported options found for '%s'\"). %s",
			tableLabel(use.table), os.Key, spec.ID, repo, releaseName(rel.Tag), rel.Jar, spec.ID, releaseAdvice(os))
		if rel.Pos.IsValid() {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: rel.Pos, End: rel.End,
				Message: "the connector release the project builds"})
		}
		return d, finding.Warning, true
	}
	if os.Introduced == "" || jobFlinkVersion(use.model, use.job).IsZero() {
		// Without the Flink version the job runs on, which connector
		// releases it can ship is not known either: an older release is
		// a guess (one built for Flink 2.x takes every option of 1.x's).
		return d, "", false
	}
	d.Message = fmt.Sprintf("%s: '%s' is an option of connector '%s' from %s %s on; an older release of the connector "+
		"rejects the table (\"Unsupported options found for '%s'\"). Which release the job ships is not known "+
		"(no versioned connector jar is named): ship %s or later", tableLabel(use.table), os.Key, spec.ID, repo,
		releaseName(os.Introduced), spec.ID, releaseName(os.Introduced))
	return d, finding.Note, true
}

// fl010FormatMessage reports a key under a format's prefix that the format
// does not declare, on a connector that validates those keys (every
// factory that discovers its format through FactoryUtil, unlike
// 'filesystem'), with a did-you-mean from the format's own keys.
func fl010FormatMessage(use optionUse, spec *flink.ConnectorSpec, os flink.OptionSpec, o *model.Option, d *analysis.Diagnostic) string {
	msg := fmt.Sprintf("%s: '%s' is not an option of format '%s': connector '%s' accepts under '%s' only the format's "+
		"own options, and Flink rejects the table when it plans the job (\"Unsupported options found for '%s'\")",
		tableLabel(use.table), o.Key, os.Format, spec.ID, os.Prefix, spec.ID)
	if s, ok := flink.Suggest(strings.TrimPrefix(o.Key, os.Prefix), flink.FormatKeys(os.Format)); ok {
		msg += fmt.Sprintf(". Did you mean '%s%s'?", os.Prefix, s)
		if fix, ok := renameKeyFix(o, os.Prefix+s); ok {
			d.SuggestedFixes = append(d.SuggestedFixes, fix)
		}
	} else {
		msg += fmt.Sprintf(". Remove it or use one of the options of format '%s'", os.Format)
	}
	return msg
}

// releaseAdvice says which releases list an option.
func releaseAdvice(o flink.OptionSpec) string {
	switch {
	case o.Introduced != "" && o.Dropped != "":
		return fmt.Sprintf("Releases %s to %s list it", releaseName(o.Introduced), releaseName(o.Dropped))
	case o.Introduced != "":
		return fmt.Sprintf("Releases from %s on list it: upgrade the connector or remove the option", releaseName(o.Introduced))
	case o.Dropped != "":
		return fmt.Sprintf("Releases up to %s list it: remove it", releaseName(o.Dropped))
	}
	return "Remove it"
}

// releaseName is a release tag as a version ("v3.3.0" is "3.3.0").
func releaseName(tag string) string { return strings.TrimPrefix(tag, "v") }

// fl010FormatHole reports whether key may be an option of a format whose
// name is not known statically ('format' = f"{fmt}"): then it is not
// flagged.
func fl010FormatHole(spec *flink.ConnectorSpec, key string, opts model.Options) bool {
	for _, fp := range spec.FormatPrefixes() {
		f := opts.Get(fp.FormatKey)
		if f != nil && f.Hole && strings.HasPrefix(key, fp.Prefix) && strings.Contains(key[len(fp.Prefix):], ".") {
			return true
		}
	}
	return false
}

// renameKeyFix renames a key to the declared one when they differ only in
// letter case or '_' versus '-', where the intent is clear, and only when
// the key is written as one plain quoted literal.
func renameKeyFix(o *model.Option, to string) (analysis.SuggestedFix, bool) {
	if strings.ReplaceAll(strings.ToLower(o.Key), "_", "-") != strings.ReplaceAll(strings.ToLower(to), "_", "-") {
		return analysis.SuggestedFix{}, false
	}
	f := o.File
	if f == nil || !o.Pos.IsValid() {
		return analysis.SuggestedFix{}, false
	}
	start := f.Tok.Offset(o.Pos)
	end := start + len(o.Key) + 2
	if end > f.Len() {
		return analysis.SuggestedFix{}, false
	}
	q, ok := quotedText(f, o.Pos, f.Pos(end), o.Key)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   fmt.Sprintf("Rename '%s' to '%s'", o.Key, to),
		TextEdits: []analysis.TextEdit{{Pos: o.Pos, End: f.Pos(end), NewText: []byte(string(q) + to + string(q))}},
	}, true
}
