package rules

import (
	"fmt"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
)

// FL001 flags 'auto-compaction' = 'true' on a streaming filesystem sink that
// can be rescaled (FLINK-31689).
var FL001 = newRule(fl001Doc, runFL001, model.Analyzer)

var fl001Doc = Doc{
	ID:           "FL001",
	Name:         "auto-compaction-rescale",
	Summary:      "auto-compaction on a streaming filesystem sink crashes the job when the parallelism grows, and leaks files when it shrinks (FLINK-31689)",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "reliability", "filesystem", "autoscaling"},
	Explanation: `
A Flink SQL / Table API table with ` + "`'connector' = 'filesystem'`" + ` and ` + "`'auto-compaction' = 'true'`" + `
adds a ` + "`compact-operator`" + ` to a streaming job. On restore that operator reads its
"expired-files" list state with an unguarded ` + "`iterator().next()`" + ` (` + "`CompactOperator.initializeState`" + `).
The state is operator list state with even-split redistribution, so when the job is restored from a
checkpoint or savepoint with a **higher** parallelism the new subtasks receive an empty list and throw
` + "`java.util.NoSuchElementException`" + `: the job fails and restarts in a loop. When parallelism goes
**down**, the surplus state is dropped and old ` + "`.uncompacted-*`" + ` files are never deleted.

This is [FLINK-31689](https://issues.apache.org/jira/browse/FLINK-31689). Every Flink release from 1.12
(when auto-compaction was added) on has the unguarded line; the fix PR (apache/flink#22400) was closed
without being merged, so no release fixes it.

Anything that restores the job with a new parallelism triggers it: AWS Managed Service for Apache Flink
autoscaling (on by default: ` + "`ConfigurationType: DEFAULT`" + ` or no ` + "`ParallelismConfiguration`" + ` at all, or
` + "`CUSTOM`" + ` with ` + "`AutoScalingEnabled: true`" + `), the Kubernetes operator's autoscaler, reactive mode, or a
manual restart with another parallelism.

flinklint fires when all of these hold:

- the table's effective ` + "`connector`" + ` is ` + "`filesystem`" + `, or it is a Hive table (Hive DDL with
  ` + "`TBLPROPERTIES`" + `, or a table the job does not declare in a job that registers a Hive catalog: the Hive
  connector's streaming sink builds the same compact operator, ` + "`HiveTableSink#createStreamSink`" + ` in
  apache/flink-connector-hive), and its effective ` + "`auto-compaction`" + ` is a Flink
  boolean true (case-insensitive), after ` + "`CREATE TABLE ... WITH`" + `, ` + "`LIKE`" + ` inheritance (INCLUDING /
  EXCLUDING / OVERWRITING OPTIONS), ` + "`ALTER TABLE ... SET/RESET`" + ` and the INSERT's ` + "`/*+ OPTIONS(...) */`" + ` hint;
- the job is streaming (it does not establish batch mode);
- ` + "`'sink.parallelism'`" + ` does not pin the compact operator (reactive mode and the Kubernetes operator's
  autoscaler, which writes ` + "`pipeline.jobvertex-parallelism-overrides`" + ` for every vertex, ignore it);
- a linked deployment rescales, or no deployment is linked, and its Flink version is affected.
`,
	Levels: `
- ` + "`error`" + `: a linked deployment rescales the job (AWS ` + "`CUSTOM`" + ` + ` + "`AutoScalingEnabled: true`" + `,
  ` + "`DEFAULT`" + `, no ` + "`ParallelismConfiguration`" + `, operator autoscaler, reactive mode), or ` + "`--assume-autoscaling`" + ` is given.
- ` + "`warning`" + `: no deployment is linked (any later parallelism change crashes the restore), or a linked
  deployment may rescale but flinklint cannot tell (for example AWS ` + "`CUSTOM`" + ` without ` + "`AutoScalingEnabled`" + `:
  AWS documents no default for it, so flinklint does not take it as off; the message says so).
- no finding: every linked deployment is known not to rescale.
`,
	Examples: []Example{
		{Path: "jobs/s3_sink.py", Lang: "python", Code: `from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE s3_sink (id STRING, ts TIMESTAMP(3)) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json',
        'auto-compaction' = 'true'
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id, ts FROM events")`},
		{Path: "infra/app.yaml", Lang: "yaml", Code: `Resources:
  App:
    Type: AWS::KinesisAnalyticsV2::Application
    Properties:
      RuntimeEnvironment: FLINK-1_19
      ApplicationConfiguration:
        FlinkApplicationConfiguration:
          ParallelismConfiguration:
            ConfigurationType: CUSTOM
            AutoScalingEnabled: true
        EnvironmentProperties:
          PropertyGroups:
            - PropertyGroupId: kinesis.analytics.flink.run.options
              PropertyMap:
                python: jobs/s3_sink.py`},
	},
	Fix: `
Either

- turn compaction off: ` + "`'auto-compaction' = 'false'`" + ` (compact the files downstream instead), or
- stop rescaling the job: on AWS set ` + "`ConfigurationType: CUSTOM`" + ` with ` + "`AutoScalingEnabled: false`" + `
  (a fixed ` + "`Parallelism`" + `), on Kubernetes leave ` + "`job.autoscaler.enabled`" + ` off, or pin the sink with
  ` + "`'sink.parallelism' = 'N'`" + ` (on AWS only: reactive mode and the operator autoscaler override it), or
- ship a patched ` + "`flink-connector-files`" + ` that guards the restore (apache/flink#22400).

flinklint offers both first fixes as suggested fixes (` + "`--fix`" + ` applies the option change).
`,
	References: []string{
		"https://issues.apache.org/jira/browse/FLINK-31689",
		"https://github.com/apache/flink/pull/22400",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/filesystem/#file-compaction",
		"https://docs.aws.amazon.com/managed-flink/latest/java/how-scaling-auto.html",
	},
	Sources: []string{
		"AWS Managed Service for Apache Flink API Reference, ParallelismConfiguration (https://docs.aws.amazon.com/managed-flink/latest/apiv2/API_ParallelismConfiguration.html), and the CloudFormation reference AWS::KinesisAnalyticsV2::Application ParallelismConfiguration: AutoScalingEnabled is Required: No with no default stated, and ConfigurationType must be CUSTOM for it to apply",
		"apache/flink flink-connectors/flink-connector-files/src/main/java/org/apache/flink/connector/file/table/stream/compact/CompactOperator.java, initializeState: expiredFilesState.get().iterator().next() unguarded at release-1.20.4, release-2.0.2-rc4, release-2.1.2-rc1, release-2.2.1-rc2 and master (c43754cdc4f)",
		"apache/flink-connector-hive flink-connector-hive/src/main/java/org/apache/flink/connectors/hive/HiveTableSink.java, createStreamSink: 'auto-compaction' builds StreamingSink.compactionWriter, the same compact operator (a31f00eb)",
		"apache/flink-kubernetes-operator flink-autoscaler JobAutoScalerImpl: pipeline.jobvertex-parallelism-overrides for every vertex not excluded, so 'sink.parallelism' pins nothing under the operator autoscaler",
	},
}

func runFL001(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[token.Pos]bool{}
	var files model.SourceReader
	for _, job := range m.Jobs {
		if batch, _ := job.Batch(); batch {
			continue
		}
		tables := lazyTableNames(job)
		for _, c := range fl001Candidates(job) {
			opt := c.Get("auto-compaction")
			if opt == nil || seen[opt.Pos] {
				continue
			}
			if d, level, ok := fl001Check(m, job, c, tables, &files); ok {
				seen[opt.Pos] = true
				m.Report(pass, level, d)
			}
		}
	}
	return nil, nil
}

// fl001Candidates are the option sets a sink is built from: each write into
// a table (with its hint), and each table nothing in the job is seen writing
// (a Table API insert flinklint cannot follow) unless it only serves as the
// template of a CREATE TABLE ... LIKE.
func fl001Candidates(job *model.Job) []model.Options {
	var out []model.Options
	for _, s := range job.Sinks {
		out = append(out, s.Options)
	}
	for _, t := range job.Tables {
		if !t.Written && !t.LikeSource {
			out = append(out, t.Options)
		}
	}
	return out
}

func fl001Check(m *model.Model, job *model.Job, opts model.Options, tableOf func(*model.Option) string, files *model.SourceReader) (analysis.Diagnostic, finding.Level, bool) {
	var d analysis.Diagnostic
	conn, comp := opts.Get("connector"), opts.Get("auto-compaction")
	kind := fileWriterKind(opts)
	if conn == nil || kind == "" || comp == nil || comp.Hole {
		return d, "", false
	}
	if on, ok := parseFlinkBool(comp.Value); !ok || !on {
		return d, "", false
	}
	pinned := opts.Get("sink.parallelism") != nil

	var rescaling, maybe []*model.Link
	for _, l := range job.Deployments {
		dep := l.Deployment
		if v, ok := depFlinkVersion(dep); ok && !affectedByFLINK31689(v) {
			continue
		}
		if pinned && !dep.Rescaling.OverridesCode {
			continue
		}
		switch dep.Rescaling.Rescales {
		case deploy.Yes:
			rescaling = append(rescaling, l)
		case deploy.Unknown:
			maybe = append(maybe, l)
		}
	}
	table := tableOf(comp)
	d = analysis.Diagnostic{Pos: comp.Pos, End: comp.End}
	var level finding.Level
	switch {
	case len(rescaling) > 0:
		level = finding.Error
		dep := rescaling[0].Deployment
		d.Message = fmt.Sprintf("'auto-compaction' on %s table %s crashes when deployment %q (%s) raises its parallelism, "+
			"and leaks files when it lowers it: FLINK-31689, the compact operator cannot restore onto more subtasks and the "+
			"job restart-loops, and on fewer it never deletes the files of the state it drops; no Flink release fixes it. Set 'auto-compaction' = 'false', or turn autoscaling off (%s)",
			kind, table, depName(dep), versionText(depVersionOr(dep, m.Options.FlinkVersion)), autoscalingOffText(dep))
		for _, l := range rescaling {
			d.Related = append(d.Related, rescaleRelated(m, l.Deployment))
		}
	case len(job.Deployments) == 0 && !pinned:
		level = finding.Warning
		what := "no deployment config is linked to this job, so any later parallelism change"
		if m.Options.AssumeAutoscaling {
			level = finding.Error
			what = "the deployment autoscales (--assume-autoscaling), and its first rescale"
		}
		d.Message = fmt.Sprintf("'auto-compaction' on %s table %s (%s): %s crashes the restore when the parallelism "+
			"grows, and leaks files when it shrinks (FLINK-31689, the compact operator cannot restore onto more subtasks; "+
			"no Flink release fixes it). "+
			"Set 'auto-compaction' = 'false', or never rescale the job (AWS: ConfigurationType: CUSTOM, AutoScalingEnabled: false)",
			kind, table, versionText(m.Options.FlinkVersion), what)
	case len(maybe) > 0:
		level = finding.Warning
		dep := maybe[0].Deployment
		d.Message = fmt.Sprintf("'auto-compaction' on %s table %s crashes if deployment %q (%s) ever raises its parallelism, "+
			"and leaks files if it lowers it (FLINK-31689, not fixed in any Flink release), and flinklint cannot tell whether it does%s. "+
			"Set 'auto-compaction' = 'false', or turn autoscaling off (%s)",
			kind, table, depName(dep), versionText(depVersionOr(dep, m.Options.FlinkVersion)), unknownScalingReason(dep), autoscalingOffText(dep))
		for _, l := range maybe {
			d.Related = append(d.Related, rescaleRelated(m, l.Deployment))
		}
	default:
		return d, "", false
	}
	if pinned {
		why := "reactive mode ignores explicit parallelism"
		for _, l := range append(rescaling, maybe...) {
			if dep := l.Deployment; dep.Rescaling.OverridesCode && dep.Scheduler.Value != deploy.SchedulerReactive {
				why = "the operator autoscaler overrides every vertex's parallelism (pipeline.jobvertex-parallelism-overrides)"
			}
		}
		d.Message += "; 'sink.parallelism' does not help: " + why
	}
	if fix, ok := valueFalseFix(comp, files); ok {
		d.SuggestedFixes = append(d.SuggestedFixes, fix)
	}
	for _, l := range append(rescaling, maybe...) {
		if fix, ok := autoscalingOffFix(l.Deployment, files); ok {
			d.SuggestedFixes = append(d.SuggestedFixes, fix)
			break
		}
	}
	return d, level, true
}

// unknownScalingReason says why a deployment's scaling is unknown, when a
// typed fact tells: "" otherwise (the related location gives the detail).
func unknownScalingReason(d *model.Deployment) string {
	if d.Autoscaler.NoDocumentedDefault {
		return d.AWSText(" (AutoScalingEnabled is not set, and AWS documents no default for it)")
	}
	return ""
}

// lazyTableNames names the table each option of the job belongs to (the
// first table that holds it, else the first sink). The first call searches
// the job's options; a second indexes them: a search per finding was
// quadratic in the tables of a file (issue 31), and most jobs have one
// finding at most.
func lazyTableNames(job *model.Job) func(*model.Option) string {
	var names map[*model.Option]string
	searched := false
	return func(opt *model.Option) string {
		if !searched {
			searched = true
			return holderName(job, opt)
		}
		if names == nil {
			names = optionTableNames(job)
		}
		if name, ok := names[opt]; ok {
			return name
		}
		return tableName(nil)
	}
}

// holderName names the first table of the job that holds opt, else the
// first sink, as optionTableNames does.
func holderName(job *model.Job, opt *model.Option) string {
	for _, t := range job.Tables {
		if slices.Contains(t.Options, opt) {
			return tableName(t)
		}
	}
	for _, s := range job.Sinks {
		if slices.Contains(s.Options, opt) {
			return sinkName(s)
		}
	}
	return tableName(nil)
}

// optionTableNames maps each option of the job's tables and sinks to the
// name of the first table or sink that holds it, tables first.
func optionTableNames(job *model.Job) map[*model.Option]string {
	names := map[*model.Option]string{}
	add := func(opts model.Options, name string) {
		for _, o := range opts {
			if _, done := names[o]; !done {
				names[o] = name
			}
		}
	}
	for _, t := range job.Tables {
		add(t.Options, tableName(t))
	}
	for _, s := range job.Sinks {
		add(s.Options, sinkName(s))
	}
	return names
}

// sinkName names the table a sink writes into.
func sinkName(s *model.Sink) string {
	if s.Table == nil && s.Target != "" {
		return fmt.Sprintf("%q", s.Target)
	}
	return tableName(s.Table)
}

func depVersionOr(d *model.Deployment, fallback string) string {
	if v, ok := depFlinkVersion(d); ok {
		return v
	}
	return fallback
}

func versionText(v string) string {
	if v == "" {
		return "Flink version not stated"
	}
	return "Flink " + v
}

func rescaleRelated(m *model.Model, d *model.Deployment) analysis.RelatedInformation {
	r := d.Rescaling
	p := d.Path
	if r.AtPath != "" {
		p = r.AtPath
	}
	span := r.At
	if span == (deploy.Span{}) {
		span = d.Span
	}
	pos, end := m.Range(p, span.Start, span.End)
	msg := r.Why
	if msg == "" {
		msg = "this deployment rescales the job"
	}
	return analysis.RelatedInformation{Pos: pos, End: end, Message: msg}
}

// valueFalseFix replaces the option's value with false, keeping its quoting.
// It is offered only when the source text is exactly the value as written,
// so an escape inside a Python string is never broken. The file is read
// through files.
func valueFalseFix(opt *model.Option, files *model.SourceReader) (analysis.SuggestedFix, bool) {
	f := opt.File
	if f == nil || !opt.ValuePos.IsValid() {
		return analysis.SuggestedFix{}, false
	}
	src := files.Of(f)
	start, end := f.Tok.Offset(opt.ValuePos), f.Tok.Offset(opt.ValueEnd)
	if start < 0 || end > len(src) || start >= end {
		return analysis.SuggestedFix{}, false
	}
	text := string(src[start:end])
	var repl string
	switch {
	case len(text) >= 2 && (text[0] == '\'' || text[0] == '"') && text[len(text)-1] == text[0]:
		if !strings.EqualFold(text[1:len(text)-1], opt.Value) {
			return analysis.SuggestedFix{}, false
		}
		repl = text[:1] + "false" + text[:1]
	case text == "True":
		repl = "False"
	case strings.EqualFold(text, opt.Value):
		repl = "false"
	default:
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Set 'auto-compaction' to 'false'",
		TextEdits: []analysis.TextEdit{{Pos: opt.ValuePos, End: opt.ValueEnd, NewText: []byte(repl)}},
	}, true
}

// autoscalingOffText says how the deployment's kind turns rescaling off.
func autoscalingOffText(d *model.Deployment) string {
	switch {
	case d.Scheduler.Value == deploy.SchedulerReactive:
		return "leave scheduler-mode: reactive"
	case d.Kind == deploy.K8sOperator:
		return "job.autoscaler.enabled: false"
	case d.Kind == deploy.FlinkConfig || d.Kind == deploy.FlinkRun:
		return "no reactive mode, no autoscaler"
	}
	return d.AWSText("ConfigurationType: CUSTOM, AutoScalingEnabled: false")
}
