package rules

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL012 flags required connector options that are missing, and option
// groups Flink requires together or forbids together.
var FL012 = newRule(fl012Doc, runFL012, model.Analyzer, model.TableFactsAnalyzer)

var fl012Doc = Doc{
	ID:           "FL012",
	Name:         "missing-required-option",
	Summary:      "a table lacks an option its connector requires, or sets options Flink requires or forbids together",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "connector-options"},
	Explanation: `
A connector factory declares required options (` + "`requiredOptions()`" + `), and most validate groups of
options on top. Flink checks both when it plans a query that reads or writes the table, not at
` + "`CREATE TABLE`" + `, so the job fails only when it is submitted:

- required options: "One or more required options are missing. Missing required options are: ..."
  (` + "`filesystem`" + `: ` + "`path`" + `, ` + "`format`" + `; ` + "`kafka`" + `: ` + "`properties.bootstrap.servers`" + `; ` + "`upsert-kafka`" + `:
  ` + "`properties.bootstrap.servers`" + `, ` + "`key.format`" + `, ` + "`value.format`" + `; ` + "`jdbc`" + `: ` + "`url`" + `, ` + "`table-name`" + `;
  ` + "`kinesis`" + ` (flink-connector-aws v5): ` + "`stream.arn`" + `, ` + "`aws.region`" + `, ` + "`format`" + `; ` + "`firehose`" + `:
  ` + "`delivery-stream`" + `, ` + "`format`" + `);
- groups: Kafka needs ` + "`topic`" + ` or ` + "`topic-pattern`" + ` but not both, a value format (` + "`format`" + ` or
  ` + "`value.format`" + `), ` + "`key.fields`" + ` with ` + "`key.format`" + `, the companion option of the ` + "`timestamp`" + ` and
  ` + "`specific-offsets`" + ` startup and bounded modes; JDBC wants ` + "`username`" + `/` + "`password`" + `, the four
  ` + "`scan.partition.*`" + ` options and the legacy lookup cache options all or none, with the lower bound not
  above the upper bound; upsert-kafka wants both sink buffer-flush options positive or neither.

The messages are Flink's own. Options come from ` + "`CREATE TABLE ... WITH`" + `, ` + "`LIKE`" + `, ` + "`ALTER TABLE ... SET`" + `,
` + "`/*+ OPTIONS(...) */`" + ` hints (each read and write is checked with its hint) and ` + "`TableDescriptor`" + `s. Which
options are required follows the Flink version of the linked deployment (for ` + "`kinesis`" + ` on 1.19/1.20, where
the jar decides between the old and the v5 connector, only what both require). Tables whose option list
is not statically known (an option key from a run-time value, ` + "`LIKE`" + ` a table the job does not declare)
are skipped. Exactly-once without a transactional id prefix is FL014, and group offsets without a group
id FL015.

Source: ` + "`FactoryUtil.validateFactoryOptions`" + `, ` + "`KafkaConnectorOptionsUtil`" + `, ` + "`JdbcDynamicTableFactory`" + `,
flink-facts §5 items 3, 7, 9.
`,
	Levels: `
- ` + "`error`" + `: the connector's option list and the group are confirmed in its source.
- ` + "`warning`" + `: the connector's catalogue entry is not confirmed for this Flink version (for example
  ` + "`kinesis`" + ` before flink-connector-aws v5).
`,
	Examples: []Example{{Path: "jobs/job.sql", Lang: "sql", Code: `CREATE TABLE events (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'format' = 'json'
);`}},
	Fix: `Add the missing options (or remove one of the options that exclude each other), as the message says.`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/kafka/",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/jdbc/",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/filesystem/",
	},
}

func runFL012(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[reportKey]bool{}
	for _, job := range m.Jobs {
		facts := jobFacts(pass, job)
		lines := jobLines(m, job)
		for _, use := range jobOptionUses(job, facts) {
			_, id, ok := use.connector()
			if !ok || use.decl == nil || use.decl.Incomplete {
				continue
			}
			for _, line := range lines {
				spec, known := flink.Connector(id, line.v)
				if !known {
					break
				}
				if fl012Check(pass, m, use, spec, seen) {
					break
				}
			}
		}
	}
	return nil, nil
}

// fl012Check reports what use lacks under spec; it returns true when it
// reported something.
func fl012Check(pass *analysis.Pass, m *model.Model, use optionUse, spec *flink.ConnectorSpec, seen map[reportKey]bool) bool {
	level := finding.Error
	if !spec.Verified {
		level = finding.Warning
	}
	pos, end := use.decl.WithPos, use.decl.WithEnd
	reported := false
	report1 := func(level finding.Level, msg string) {
		k := reportKey{pos, msg}
		if seen[k] {
			return
		}
		seen[k] = true
		reported = true
		m.Report(pass, level, analysis.Diagnostic{Pos: pos, End: end, Message: msg})
	}
	var missing []string
	for _, o := range spec.Required() {
		if use.opts.Get(o.Key) == nil {
			missing = append(missing, o.Key)
		}
	}
	if len(missing) > 0 {
		slices.Sort(missing)
		report1(level, fmt.Sprintf("%s (connector '%s'): One or more required options are missing. "+
			"Missing required options are: %s. Add %s", tableLabel(use.table), spec.ID,
			strings.Join(missing, ", "), quoteKeys(missing)))
	}
	for _, v := range spec.CheckGroups(use.optionMap(), use.side) {
		g := v.Group
		if fl012Delegated(g) || !fl012Applies(use, g) {
			continue
		}
		lv := level
		if !g.Verified {
			lv = finding.Note
		}
		report1(lv, fmt.Sprintf("%s (connector '%s'): %s", tableLabel(use.table), spec.ID, flinkMessage(g.Message)))
	}
	return reported
}

// fl012Delegated tells the groups other rules of the family report with a
// fix of their own: exactly-once without a transactional id prefix (FL014)
// and group offsets without a group id (FL015).
func fl012Delegated(g flink.Group) bool {
	return isExactlyOnceGroup(g) || isGroupOffsetsGroup(g)
}

// fl012Applies drops, for a table the job neither reads nor writes,
// side-specific requirements that only a default value triggers: nothing
// says the table is ever used on that side.
func fl012Applies(use optionUse, g flink.Group) bool {
	if use.sideKnown() || g.Side == flink.Both {
		return true
	}
	if g.Kind == flink.RequiredIf || g.Kind == flink.ForbiddenIf {
		return use.opts.Get(g.If.Key) != nil
	}
	return true
}

func quoteKeys(keys []string) string {
	q := make([]string, len(keys))
	for i, k := range keys {
		q[i] = "'" + k + "'"
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " and " + q[len(q)-1]
}
