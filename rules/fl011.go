package rules

import (
	"fmt"
	"go/token"
	"path"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL011 flags a 'connector' value no known factory provides, and a table the
// job uses that has no 'connector' at all.
var FL011 = newRule(fl011Doc, runFL011, model.Analyzer, model.TableFactsAnalyzer, optionUsesAnalyzer)

var fl011Doc = Doc{
	ID:           "FL011",
	Name:         "unknown-connector",
	Summary:      "a table whose 'connector' is missing or names no known connector, or whose format is a typo of a known one",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "connector-options"},
	Explanation: `
Flink finds a table's source or sink factory by the ` + "`'connector'`" + ` option when it plans a query
that reads or writes the table (` + "`FactoryUtil.discoverTableFactory`" + `), not at ` + "`CREATE TABLE`" + `:

- without ` + "`'connector'`" + ` it fails with "Table options do not contain an option key 'connector' for
  discovering a connector.";
- with an identifier no factory on the classpath provides it fails with "Could not find any factory for
  identifier 'X' that implements 'org.apache.flink.table.factories.DynamicTableFactory' in the classpath."
  (wrapped as "Cannot discover a connector using option: 'connector'='X'"). Identifiers are compared
  exactly: ` + "`'Kafka'`" + ` is not ` + "`'kafka'`" + `.

flinklint flags a ` + "`'connector'`" + ` value that is neither a connector it models nor another well-known
identifier (Hive, Iceberg, Paimon, CDC connectors, Elasticsearch, ...), with the closest known identifier.
A connector the repository defines itself is known: a table factory listed in a
` + "`src/main/resources/META-INF/services/org.apache.flink.table.factories.Factory`" + ` file whose Java, Scala or
Kotlin source beside it returns the identifier from ` + "`factoryIdentifier()`" + ` (a literal or a constant of
the file), a factory class registered with Google AutoService (` + "`@AutoService(Factory.class)`" + ` on a
Java, Scala or Kotlin source named ` + "`*Factory`" + `, whose service file the build writes), and any identifier
listed under ` + "`connectors:`" + ` in ` + "`.flinklint.yaml`" + ` (for jars the repository
does not hold). When the repository registers a factory whose identifier flinklint cannot read, an
unknown identifier is only a note, without "did you mean". Template placeholders (` + "`${VAR}`" + `,
` + "`{{ var }}`" + `, a lone ` + "`$VAR`" + `) are not identifiers and are never reported.

A connector that finds its formats through ` + "`FactoryUtil`" + ` (` + "`'format'`" + `, ` + "`'key.format'`" + `, ` + "`'value.format'`" + ` of
Kafka, Upsert Kafka, filesystem, ...) fails the same way on a format identifier no format factory
provides. An identifier close to a format Flink ships (` + "`'jsn'`" + `, ` + "`'debezium-jsn'`" + `) is flagged as a warning
with "did you mean"; one close to none may be a custom format on the classpath and is not reported, nor is
any when the repository registers a factory flinklint cannot read.

A table without ` + "`'connector'`" + ` is flagged only when the job reads or writes it and nothing suggests a
catalog that supplies tables without one: no catalog-qualified name, no ` + "`USE CATALOG`" + `,
` + "`CREATE CATALOG`" + `, Python ` + "`use_catalog`" + `/` + "`register_catalog`" + ` call, and no Hive dialect in any file of
the run (an init script passed to ` + "`sql-client.sh -i`" + ` may switch catalogs for every other script).
Tables of a Hive, Iceberg or Paimon catalog legitimately have no ` + "`'connector'`" + `.

Source: ` + "`FactoryUtil.discoverTableFactory`" + ` / ` + "`FactoryUtil.discoverFactory`" + ` (apache/flink), flink-facts §2.2.
`,
	Levels: `
- ` + "`warning`" + `: a missing ` + "`'connector'`" + ` (a SQL script may still run after an init script that switches
  catalogs), or an unknown identifier close to a known one (a likely typo).
- ` + "`note`" + `: an unknown identifier not close to any known one, or one that is a known identifier with a
  word added before or after it (` + "`mredis`" + `, ` + "`kafka-avro`" + `) or without one (` + "`elasticsearch`" + `, the
  name of Ververica's connector, for ` + "`elasticsearch-7`" + `): no factory in the repository declares it, and a
  connector jar on the classpath may bring it. In a test script (a ` + "`.q`" + ` file, or a file under a ` + "`test`" + `/` + "`tests`" + ` directory) the note says it
  is likely a connector of the test harness (Flink's own tests register ` + "`values`" + `, ` + "`test-*`" + ` factories).
`,
	Examples: []Example{{Path: "jobs/job.sql", Lang: "sql", Code: `CREATE TABLE events (id STRING) WITH (
  'connector' = 'kafak',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json'
);
INSERT INTO out SELECT id FROM events;`}},
	Fix: `
Correct the identifier (` + "`--fix`" + ` corrects one that differs from a known identifier only in letter
case or ` + "`_`" + ` versus ` + "`-`" + `), or add ` + "`'connector' = '...'`" + ` with the table's other options. If the table lives
in a catalog that needs no connector, create it there (catalog-qualified name or ` + "`USE CATALOG`" + `).
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/overview/",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/catalogs/",
	},
	Sources: []string{
		"apache/flink flink-table/flink-table-common/src/main/java/org/apache/flink/table/factories/FactoryUtil.java, discoverTableFactory: a table without 'connector' fails with 'Table options do not contain an option key 'connector' for discovering a connector.' (release-2.2.1-rc2; at release-1.20.4 discoverManagedTableFactory fails with the same opening, then says no managed table factory is on the classpath)",
		"apache/flink same file, discoverFactory: factories are matched with factoryIdentifier().equals(...), so case-sensitively, else 'Could not find any factory for identifier'; enrichNoMatchingConnectorError wraps that as 'Cannot discover a connector using option' (release-1.20.4, release-2.2.1-rc2)",
	},
}

func runFL011(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[token.Pos]bool{}
	// A catalog switch anywhere in the run (an init script run with
	// `sql-client.sh -i init.sql -f job.sql`, say) may apply to every
	// script: then a table without 'connector' is not flagged at all.
	catalogs := false
	for _, job := range m.Jobs {
		catalogs = catalogs || jobFacts(pass, job).CatalogSwitch
	}
	formats := map[*model.Option]bool{}
	for _, job := range m.Jobs {
		for _, use := range optionsOf(pass, job).uses {
			c, id, ok := use.connector()
			if ok {
				fl011Formats(pass, m, use, id, formats)
			}
			switch {
			case c == nil && !catalogs:
				fl011Missing(pass, m, use, seen)
			case ok && !flink.IsKnownConnectorID(id) && !m.DefinesConnector(id) && !seen[c.Pos]:
				seen[c.Pos] = true
				fl011Unknown(pass, m, use, c)
			}
		}
	}
	return nil, nil
}

func fl011Unknown(pass *analysis.Pass, m *model.Model, use optionUse, c *model.Option) {
	d := analysis.Diagnostic{Pos: c.Pos, End: c.End}
	d.Message = fmt.Sprintf("%s: no known connector has the identifier '%s', so Flink fails when it plans the job "+
		"(\"Could not find any factory for identifier '%s' ...\")", tableLabel(use.table), c.Value, c.Value)
	level := finding.Note
	if fac, f, ok := m.UnreadFactory(); ok {
		// The repository's own factory may be the one: no typo to suggest.
		d.Message += fmt.Sprintf(", unless it is the identifier of %s, which %s registers and whose factoryIdentifier() flinklint cannot read",
			fac.Class, f.Path)
		m.Report(pass, level, d)
		return
	}
	if s, ok := flink.Suggest(c.Value, append(flink.KnownConnectorIDs(), definedConnectors(m)...)); ok && !extendsIdentifier(c.Value, s) {
		level = finding.Warning
		d.Message += fmt.Sprintf(". Did you mean '%s'?", s)
		if fix, ok := connectorValueFix(c, s); ok {
			d.SuggestedFixes = append(d.SuggestedFixes, fix)
		}
	} else if t := use.table; t.File != nil && isTestScript(t.File.Path) {
		// Flink's planner tests and the SQL client's .q scripts run with
		// test factories on the classpath ('values', 'test-filesystem',
		// ...): in a test script the identifier is most likely one of
		// those, registered by a harness this repository does not hold.
		d.Message = fmt.Sprintf("%s: no connector flinklint knows has the identifier '%s'; in a test script it is likely a "+
			"test connector the test harness registers, which this repository does not hold (a job run outside that harness "+
			"fails: \"Could not find any factory for identifier '%s' ...\")", tableLabel(use.table), c.Value, c.Value)
	} else {
		d.Message = fmt.Sprintf("%s: no connector flinklint knows has the identifier '%s', and no factory in the repository "+
			"declares it: a connector jar on the classpath may bring it (without one, Flink fails when it plans the job: "+
			"\"Could not find any factory for identifier '%s' ...\")", tableLabel(use.table), c.Value, c.Value)
	}
	m.Report(pass, level, d)
}

// extendsIdentifier reports whether id is a known identifier with a word
// put before or after it ('mredis' for 'redis', 'kafka-avro' for 'kafka'),
// or the known identifier without a '-'/'_'-separated word
// ('elasticsearch' for 'elasticsearch-7'): the name of a connector of its
// own, not a typo of the known one. A doubled letter at either end
// ('kafkaa') is a typo still.
func extendsIdentifier(id, known string) bool {
	id, known = strings.ToLower(id), strings.ToLower(known)
	if len(id) < len(known) && id != "" {
		// The known identifier is this one with a word added
		// ('elasticsearch' for 'elasticsearch-7'): the name of a
		// platform's connector (Ververica's 'elasticsearch'), not a typo.
		return strings.HasPrefix(known, id) && strings.ContainsRune("-_", rune(known[len(id)])) ||
			strings.HasSuffix(known, id) && strings.ContainsRune("-_", rune(known[len(known)-len(id)-1]))
	}
	if len(id) <= len(known) || known == "" {
		return false
	}
	switch {
	case strings.HasPrefix(id, known):
		extra := id[len(known):]
		return extra[0] != known[len(known)-1]
	case strings.HasSuffix(id, known):
		extra := id[:len(id)-len(known)]
		return extra[len(extra)-1] != known[0]
	}
	return false
}

// isTestScript reports whether a file is part of a test tree: a SQL
// client test script (.q) or a file under a directory named test or tests
// (src/test/resources, tests/sql).
func isTestScript(p string) bool {
	if strings.HasSuffix(p, ".q") {
		return true
	}
	for seg := range strings.SplitSeq(path.Dir(p), "/") {
		if seg == "test" || seg == "tests" {
			return true
		}
	}
	return false
}

func fl011Missing(pass *analysis.Pass, m *model.Model, use optionUse, seen map[token.Pos]bool) {
	decl := use.decl
	if decl == nil || use.table.Descriptor || decl.InCatalog || decl.Incomplete ||
		!use.sideKnown() || seen[decl.WithPos] || use.opts.Get("connector.type") != nil {
		// 'connector.type' is the legacy descriptor of Flink 1.10 and
		// earlier, which TableFactoryService still discovered after 1.11:
		// without the Flink version it is not known to fail.
		return
	}
	seen[decl.WithPos] = true
	how := "reads"
	if use.side == flink.SinkOnly {
		how = "writes"
	}
	m.Report(pass, finding.Warning, analysis.Diagnostic{
		Pos: decl.WithPos, End: decl.WithEnd,
		Message: fmt.Sprintf("%s has no 'connector' option but the job %s it: Flink fails when it plans the job "+
			"(\"Table options do not contain an option key 'connector' for discovering a connector.\"). "+
			"Add 'connector' = '...', or create the table in a catalog that provides it", tableLabel(use.table), how),
		Related: use.related("the job " + how + " the table here"),
	})
}

// connectorValueFix corrects a connector identifier that differs from a
// known one only in letter case or '_' versus '-'.
func connectorValueFix(c *model.Option, to string) (analysis.SuggestedFix, bool) {
	if strings.ReplaceAll(strings.ToLower(c.Value), "_", "-") != to {
		return analysis.SuggestedFix{}, false
	}
	q, ok := quotedText(c.File, c.ValuePos, c.ValueEnd, c.Value)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   fmt.Sprintf("Set 'connector' to '%s'", to),
		TextEdits: []analysis.TextEdit{{Pos: c.ValuePos, End: c.ValueEnd, NewText: []byte(string(q) + to + string(q))}},
	}, true
}

// definedConnectors are the identifiers the project provides itself, as
// candidates for "did you mean".
func definedConnectors(m *model.Model) []string {
	out := append([]string(nil), m.Options.Connectors...)
	for _, f := range m.Files {
		for _, fac := range f.Factories {
			if fac.Identifier != "" {
				out = append(out, fac.Identifier)
			}
		}
	}
	return out
}
