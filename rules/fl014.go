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

// FL014 flags a Kafka sink with 'sink.delivery-guarantee' = 'exactly-once'
// and no 'sink.transactional-id-prefix'.
var FL014 = newRule(fl014Doc, runFL014, model.Analyzer, optionUsesAnalyzer)

var fl014Doc = Doc{
	ID:           "FL014",
	Name:         "kafka-exactly-once-without-transactional-id-prefix",
	Summary:      "a Kafka sink with exactly-once delivery and no 'sink.transactional-id-prefix'",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "kafka", "connector-options"},
	Explanation: `
An exactly-once Kafka sink writes through Kafka transactions, whose ids are built from
` + "`'sink.transactional-id-prefix'`" + `. Since Flink 1.14 (FLINK-23639) the Kafka table sink refuses to start
without one: when it plans the job, ` + "`KafkaConnectorOptionsUtil.validateDeliveryGuarantee`" + ` throws
"sink.transactional-id-prefix must be specified when using DeliveryGuarantee.EXACTLY_ONCE."

The prefix must be unique to this sink across every application writing to the same Kafka cluster:
transactions with the same ids fence each other. Exactly-once also needs checkpointing, and the producer's
` + "`transaction.timeout.ms`" + ` (connector default one hour) must exceed the longest checkpoint plus restart time.

flinklint flags ` + "`kafka`" + ` and ` + "`upsert-kafka`" + ` tables (upsert-kafka has ` + "`sink.delivery-guarantee`" + ` from
flink-connector-kafka 3.1.0, FLINK-31408) the job writes (or only declares) whose effective
options, after ` + "`LIKE`" + `, ` + "`ALTER TABLE`" + ` and the INSERT's ` + "`/*+ OPTIONS(...) */`" + ` hint, ask for
` + "`exactly-once`" + ` without a prefix. A table the job only reads is not flagged: Flink checks this for sinks.

The deprecated ` + "`'sink.semantic' = 'exactly-once'`" + ` of the ` + "`kafka`" + ` connector still selects
EXACTLY_ONCE (it wins over ` + "`sink.delivery-guarantee`" + `); the factory's own check does not read it, but
` + "`KafkaSinkBuilder`" + ` then refuses to build the sink ("EXACTLY_ONCE delivery guarantee requires a
transactionalIdPrefix to be set ..."): the same finding.

A DataStream ` + "`KafkaSink`" + ` (Java, Kotlin, Scala) built in one chain from ` + "`KafkaSink.builder()`" + ` to
` + "`build()`" + ` with ` + "`setDeliveryGuarantee(DeliveryGuarantee.EXACTLY_ONCE)`" + ` and no
` + "`setTransactionalIdPrefix(...)`" + ` is flagged too, as a warning: the current ` + "`KafkaSinkBuilder.build()`" + ` checks
it and throws when the job is built, while older releases of the builder default the prefix to
` + "`kafka-sink`" + `, which every such job then shares (the builder's documentation calls setting it mandatory
with EXACTLY_ONCE, "to prevent corrupted transactions if multiple jobs using the KafkaSink run against the same
Kafka Cluster"). Which release the job is built with is not read, so the finding is a warning. A builder
assembled across statements is not judged.

Source: flink-connector-kafka ` + "`KafkaConnectorOptionsUtil.validateDeliveryGuarantee`" + `, FLINK-23639,
flink-facts §5.1.
`,
	Examples: []Example{{Path: "jobs/job.sql", Lang: "sql", Code: `CREATE TABLE orders_out (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'exactly-once'
);
INSERT INTO orders_out SELECT id FROM orders_in;`}},
	Fix: `
Add ` + "`'sink.transactional-id-prefix' = '<prefix unique to this job and sink>'`" + `. The suggested fix adds a
prefix built from the job file and table names next to the delivery guarantee, when the option is written
in the table's own WITH clause, ALTER TABLE or hint (not inherited through LIKE, where every copy would
share it) and the table has exactly one writer; review that the prefix is unique in your Kafka cluster. SQL
written in Java, Kotlin or Scala strings (plain, text blocks, raw strings, ` + "`stripMargin`" + `) gets the same edit
inside the string when the value is written verbatim (not through an escape or a hole); a
` + "`TableDescriptor`" + ` gets a following ` + "`.option(\"sink.transactional-id-prefix\", \"...\")`" + `, and a DataStream
` + "`KafkaSink`" + ` chain a ` + "`.setTransactionalIdPrefix(\"<File>-kafka-sink\")`" + ` right after its
` + "`setDeliveryGuarantee(...)`" + ` call.
Alternatively use ` + "`'sink.delivery-guarantee' = 'at-least-once'`" + `.
`,
	References: []string{
		"https://issues.apache.org/jira/browse/FLINK-23639",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/kafka/#consistency-guarantees",
	},
	Sources: []string{
		"apache/flink-connector-kafka flink-connector-kafka/src/main/java/org/apache/flink/streaming/connectors/kafka/table/KafkaConnectorOptionsUtil.java, validateDeliveryGuarantee: exactly-once needs 'sink.transactional-id-prefix' (v3.0.0-v5.0.0); upsert-kafka has 'sink.delivery-guarantee' from v3.1.0 (FLINK-31408)",
		"apache/flink-connector-kafka flink-connector-kafka/src/main/java/org/apache/flink/streaming/connectors/kafka/table/KafkaDynamicTableFactory.java, validateDeprecatedSemantic: a set 'sink.semantic' is upper-cased, '-' replaced by '_', and taken as the DeliveryGuarantee of the sink (v3.0.0, v4.0.0, v5.0.0)",
		"apache/flink-connector-kafka flink-connector-kafka/src/main/java/org/apache/flink/connector/kafka/sink/KafkaSinkBuilder.java, sanityCheck: checkState that an EXACTLY_ONCE sink has a transactional id prefix (v3.0.0, v5.0.0); the builder of older releases initializes transactionalIdPrefix to \"kafka-sink\", the current one leaves it null; setTransactionalIdPrefix's documentation: mandatory with EXACTLY_ONCE",
	},
}

// isExactlyOnceGroup tells the catalogue group FL014 reports.
func isExactlyOnceGroup(g flink.Group) bool {
	return g.Kind == flink.RequiredIf && (g.If.Key == "sink.delivery-guarantee" || g.If.Key == "sink.semantic") &&
		strings.EqualFold(g.If.Value, "exactly-once")
}

func runFL014(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[token.Pos]bool{}
	// One fix per table: 'sink.semantic' and 'sink.delivery-guarantee'
	// may both ask for exactly-once, and two fixes would add the prefix twice.
	fixed := map[*model.Table]bool{}
	writes := func(use optionUse) bool { return use.side != flink.SourceOnly }
	for _, gv := range groupViolations(pass, flink.SinkOnly, writes, isExactlyOnceGroup) {
		use, v := gv.use, gv.v
		g := use.opts.Get(v.Group.If.Key)
		if g == nil || seen[g.Pos] {
			continue
		}
		seen[g.Pos] = true
		asks := "asks for exactly-once delivery"
		if g.Key == "sink.semantic" {
			asks = "asks for exactly-once delivery through the deprecated 'sink.semantic' (still mapped to EXACTLY_ONCE)"
		}
		d := analysis.Diagnostic{Pos: g.Pos, End: g.End,
			Message: fmt.Sprintf("%s (connector '%s') %s without a transactional id prefix: "+
				"Flink fails when it plans the sink (\"%s\"). Add 'sink.transactional-id-prefix' with a prefix unique "+
				"to this sink in the Kafka cluster", tableLabel(use.table), gv.spec.ID, asks, v.Group.Message),
			Related: use.related("the job writes the table here")}
		if fix, ok := fl014Fix(gv.job, use, g, v.Group.Keys[0]); ok && !fixed[use.table] {
			fixed[use.table] = true
			d.SuggestedFixes = append(d.SuggestedFixes, fix)
		}
		m.Report(pass, finding.Error, d)
	}
	// A DataStream KafkaSink built whole in Java, Kotlin or Scala.
	for _, f := range m.Files {
		if f.JVM == nil || f.Python == nil {
			continue
		}
		n := 0
		for _, ks := range f.Python.KafkaSinks {
			if !ks.ExactlyOnce || ks.Prefix {
				continue
			}
			pos := f.Pos(ks.Guarantee.Start)
			if seen[pos] {
				continue
			}
			seen[pos] = true
			n++
			d := analysis.Diagnostic{Pos: pos, End: f.Pos(ks.Guarantee.End),
				Message: "KafkaSink with DeliveryGuarantee.EXACTLY_ONCE and no setTransactionalIdPrefix: the current " +
					"flink-connector-kafka fails in build() (\"EXACTLY_ONCE delivery guarantee requires a transactionalIdPrefix to be set ...\"), " +
					"and older releases use the shared default prefix 'kafka-sink', whose transactions fence those of every other " +
					"job writing to the same Kafka cluster without one. Call .setTransactionalIdPrefix(...) with a prefix unique to this sink"}
			if fix, ok := fl014BuilderFix(f, ks.Guarantee.Start, ks.Guarantee.End, n); ok {
				d.SuggestedFixes = append(d.SuggestedFixes, fix)
			}
			m.Report(pass, finding.Warning, d)
		}
	}
	return nil, nil
}

// fl014BuilderFix adds .setTransactionalIdPrefix("<File>-kafka-sink")
// (-2, -3 ... for the file's later sinks) right after the builder's
// setDeliveryGuarantee(...) call, the same text in Java, Kotlin and Scala.
// It is offered only when the span is that call as written, up to its
// closing parenthesis, and no character of the file's name needs quoting.
func fl014BuilderFix(f *model.File, start, end, n int) (analysis.SuggestedFix, bool) {
	src := f.Source()
	if end <= start || start < 0 || end > len(src) || src[end-1] != ')' {
		return analysis.SuggestedFix{}, false
	}
	if call := string(src[start:end]); !strings.HasPrefix(call, "setDeliveryGuarantee(") && !strings.HasPrefix(call, "setDeliverGuarantee(") {
		return analysis.SuggestedFix{}, false // the span is a call site of a helper, not the builder's call
	}
	base := strings.TrimSuffix(path.Base(f.Path), path.Ext(f.Path))
	for _, r := range base {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return analysis.SuggestedFix{}, false
		}
	}
	prefix := base + "-kafka-sink"
	if n > 1 {
		prefix += fmt.Sprintf("-%d", n)
	}
	text := fmt.Sprintf(".setTransactionalIdPrefix(%q)", prefix)
	at := f.Pos(end)
	return analysis.SuggestedFix{
		Message:   fmt.Sprintf("Add .setTransactionalIdPrefix(%q)", prefix),
		TextEdits: []analysis.TextEdit{{Pos: at, End: at, NewText: []byte(text)}},
	}, true
}

// fl014Fix adds the prefix right after the delivery guarantee: in SQL as
// `, 'key' = 'value'` on the same line, in a descriptor as a following
// .option(...) call. It is offered only when the guarantee is written as a
// plain literal of this table (not inherited), the table has one writer,
// and the inserted text cannot break the surrounding string.
func fl014Fix(job *model.Job, use optionUse, g *model.Option, key string) (analysis.SuggestedFix, bool) {
	var none analysis.SuggestedFix
	if g.Origin == model.FromLike || g.File == nil || use.table == nil {
		return none, false
	}
	writers := 0
	for _, s := range job.Sinks {
		if s.Table == use.table {
			writers++
		}
	}
	if writers > 1 {
		return none, false
	}
	prefix := fl014Prefix(job, use.table)
	f := g.File
	switch g.Origin {
	case model.FromWith, model.FromAlter, model.FromHint:
		if q, ok := quotedText(f, g.ValuePos, g.ValueEnd, g.Value); !ok || q != '\'' {
			return none, false
		}
		text := fmt.Sprintf(", '%s' = '%s'", key, prefix)
		return analysis.SuggestedFix{
			Message:   fmt.Sprintf("Add '%s' = '%s'", key, prefix),
			TextEdits: []analysis.TextEdit{{Pos: g.ValueEnd, End: g.ValueEnd, NewText: []byte(text)}},
		}, true
	case model.FromDescriptor:
		q, ok := quotedText(f, g.ValuePos, g.ValueEnd, g.Value)
		if !ok {
			return none, false
		}
		// The option's span ends at the call's closing parenthesis.
		end := f.Tok.Offset(g.End)
		if src := f.Source(); end < 0 || end >= len(src) || src[end] != ')' {
			return none, false
		}
		at := f.Pos(end + 1)
		text := fmt.Sprintf(".option(%c%s%c, %c%s%c)", q, key, q, q, prefix, q)
		return analysis.SuggestedFix{
			Message:   fmt.Sprintf("Add .option(%q, %q)", key, prefix),
			TextEdits: []analysis.TextEdit{{Pos: at, End: at, NewText: []byte(text)}},
		}, true
	}
	return none, false
}

// fl014Prefix builds a prefix from the job file and table names, kept to
// characters that need no quoting anywhere.
func fl014Prefix(job *model.Job, t *model.Table) string {
	base := strings.TrimSuffix(path.Base(job.Name), path.Ext(job.Name))
	name := t.Name
	if name == "" {
		name = "sink"
	}
	clean := func(s string) string {
		return strings.Map(func(r rune) rune {
			switch {
			case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_', r == '.':
				return r
			}
			return '-'
		}, s)
	}
	return clean(base) + "-" + clean(name)
}
