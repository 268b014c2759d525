package rules

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL020 flags a partitioned streaming filesystem sink whose partitions are
// never committed (no commit policy) or whose commit policy fails at run time.
var FL020 = newRule(fl020Doc, runFL020, model.Analyzer, model.TableFactsAnalyzer, model.WritesAnalyzer, semantics.Analyzer)

var fl020Doc = Doc{
	ID:           "FL020",
	Name:         "partition-commit-policy-missing",
	Summary:      "a partitioned streaming filesystem sink without a valid 'sink.partition-commit.policy.kind' never commits its partitions",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "filesystem", "partition-commit"},
	Explanation: `
A streaming job writing into a partitioned ` + "`filesystem`" + ` table (` + "`PARTITIONED BY (...)`" + ` in SQL,
` + "`.partitioned_by(...)`" + ` on a PyFlink ` + "`TableDescriptor`" + `) commits a partition (writes the
` + "`_SUCCESS`" + ` file, adds it to the metastore) through a ` + "`PartitionCommitter`" + ` operator. Flink adds that
operator only when the table has partition keys **and** ` + "`'sink.partition-commit.policy.kind'`" + ` is set
(` + "`StreamingSink.sink`" + ` in flink-connector-files). Without the option the data files are written, but no
partition is ever committed: downstream readers that wait for ` + "`_SUCCESS`" + ` or for the metastore partition
wait forever, and nothing fails to tell you.

The policy names are read at run time by ` + "`PartitionCommitPolicyFactory.createPolicyChain`" + `: the value is
split on ` + "`,`" + ` **without trimming**, each name lower-cased and matched against ` + "`metastore`" + `,
` + "`success-file`" + ` and ` + "`custom`" + `. Anything else — a typo, or a space after the comma as in
` + "`'metastore, success-file'`" + ` — makes the committer throw
` + "`UnsupportedOperationException: Unsupported policy: ...`" + ` once the job runs (planning accepts it).
` + "`custom`" + ` without ` + "`'sink.partition-commit.policy.class'`" + ` loads a null class name and fails with a
` + "`NullPointerException`" + `. ` + "`metastore`" + ` needs a metastore, which a ` + "`filesystem`" + ` table does not have:
the ` + "`PartitionCommitter`" + ` calls ` + "`PartitionCommitPolicy.validatePolicyChain`" + ` when the job is built and
Flink rejects it with a ` + "`ValidationException`" + ` (apache/flink, ` + "`flink-connectors/flink-connector-files`" + `,
` + "`PartitionCommitPolicy.java`" + ` and ` + "`stream/PartitionCommitter.java`" + `, master at 15d89b51).

flinklint checks every table a streaming job writes into (INSERT, statement sets, CTAS, descriptor inserts,
with the INSERT's ` + "`/*+ OPTIONS(...) */`" + ` hint applied), and declared partitioned filesystem tables that
carry sink options but whose writes it cannot follow. Batch writes are skipped. The runtime mode is the session's at each INSERT: one a script runs after ` + "`SET 'execution.runtime-mode' = 'batch'`" + ` is batch, one before it streaming, whatever mode the script ends in.
`,
	Levels: `
- ` + "`warning`" + `: no ` + "`'sink.partition-commit.policy.kind'`" + ` (silent: partitions never committed).
- ` + "`error`" + `: a policy name Flink does not know, or ` + "`custom`" + ` without a policy class (the job fails at run time),
  or ` + "`metastore`" + ` on a filesystem table (Flink rejects the job when it builds it).- ` + "`note`" + `: whatever the case, when the job only declares the table (it has a sink-only option) and nothing in
  the job is seen writing into it: the query that writes may live in another file.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE s3_sink (id STRING, dt STRING) PARTITIONED BY (dt) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json'
);
INSERT INTO s3_sink SELECT id, dt FROM events;`}},
	Fix: `
Add ` + "`'sink.partition-commit.policy.kind' = 'success-file'`" + ` (or ` + "`'metastore,success-file'`" + ` for a Hive
catalog table) to the table. Write several policies without spaces: ` + "`'metastore,success-file'`" + `.
flinklint offers both edits as suggested fixes where the option list can be edited safely.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/filesystem/#partition-commit",
		"https://github.com/apache/flink/blob/master/flink-connectors/flink-connector-files/src/main/java/org/apache/flink/connector/file/table/PartitionCommitPolicyFactory.java",
	},
	Sources: []string{
		"apache/flink flink-connectors/flink-connector-files/src/main/java/org/apache/flink/connector/file/table/PartitionCommitPolicyFactory.java, createPolicyChain: names split on ',' without trimming, 'Unsupported policy', a null custom class (master 15d89b51)",
		"apache/flink flink-connectors/flink-connector-files/src/main/java/org/apache/flink/connector/file/table/PartitionCommitPolicy.java, validatePolicyChain, called by stream/PartitionCommitter's constructor: 'metastore' rejected for a filesystem table (master 15d89b51)",
		"apache/flink flink-connectors/flink-connector-files/src/main/java/org/apache/flink/connector/file/table/stream/StreamingSink.java, sink: a PartitionCommitter only with partition keys and 'sink.partition-commit.policy.kind'",
	},
}

// partitionCommitPolicies are the names PartitionCommitPolicyFactory
// accepts (lower-cased, not trimmed): PartitionCommitPolicy.METASTORE,
// SUCCESS_FILE and CUSTOM.
var partitionCommitPolicies = [...]string{"metastore", "success-file", "custom"}

const (
	policyKindKey  = "sink.partition-commit.policy.kind"
	policyClassKey = "sink.partition-commit.policy.class"
)

func runFL020(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	res := pass.ResultOf[semantics.Analyzer].(*semantics.Result)
	seen := map[token.Pos]bool{}
	for _, job := range m.Jobs {
		streaming := isStreaming(job)
		sem := res.Job(job)
		tf := jobFacts(pass, job)
		for _, t := range sinkTargets(job, tf, jobWrites(pass, job)) {
			if t.Table == nil || !isFilesystem(t.Options) || !writesStreaming(sem, t.Writes, streaming) {
				continue
			}
			part := tf.PartitionOf(job, t.Table)
			if part == nil || len(part.Keys) == 0 {
				continue
			}
			if d, level, ok := fl020Check(t, part); ok && !seen[d.Pos] {
				seen[d.Pos] = true
				if t.declaredOnly() {
					level, d.Message = finding.Note, d.Message+declaredOnlyNote
				}
				m.Report(pass, level, d)
			}
		}
	}
	return nil, nil
}

func fl020Check(t *sinkTarget, part *model.Partitioning) (analysis.Diagnostic, finding.Level, bool) {
	name := tableName(t.Table)
	policy := t.Options.Get(policyKindKey)
	if policy == nil {
		d := analysis.Diagnostic{Pos: part.Pos, End: part.End,
			Message: fmt.Sprintf("partitioned filesystem table %s (PARTITIONED BY %s) has no '%s': Flink adds no "+
				"partition committer, so no partition is ever committed (no _SUCCESS file, no metastore partition). "+
				"Add '%s' = 'success-file' (or 'metastore,success-file' for a Hive table)",
				name, strings.Join(part.Keys, ", "), policyKindKey, policyKindKey)}
		if fix, ok := addTableOptionFix(t.Table, policyKindKey, "success-file"); ok {
			d.SuggestedFixes = append(d.SuggestedFixes, fix)
		}
		return d, finding.Warning, true
	}
	if policy.Hole {
		return analysis.Diagnostic{}, "", false
	}
	d := analysis.Diagnostic{Pos: policy.Pos, End: policy.End}
	var bad []string
	clean := true
	custom, metastore := false, false
	for _, n := range strings.Split(policy.Value, ",") {
		lower := strings.ToLower(n)
		custom = custom || lower == "custom"
		metastore = metastore || lower == "metastore"
		if !knownPolicy(lower) {
			bad = append(bad, n)
			if !knownPolicy(strings.ToLower(strings.TrimSpace(n))) {
				clean = false
			}
		}
	}
	switch {
	case len(bad) > 0:
		d.Message = fmt.Sprintf("'%s' = '%s' on filesystem table %s: Flink splits the value on ',' without trimming "+
			"and fails at run time with \"Unsupported policy: %s\"; the known policies are metastore, success-file and custom",
			policyKindKey, policy.Value, name, bad[0])
		if clean {
			var names []string
			for _, n := range strings.Split(policy.Value, ",") {
				names = append(names, strings.TrimSpace(n))
			}
			fixed := strings.Join(names, ",")
			d.Message += fmt.Sprintf(". Write '%s'", fixed)
			if fix, ok := setValueFix(policy, fixed, "Remove the spaces: '"+fixed+"'"); ok {
				d.SuggestedFixes = append(d.SuggestedFixes, fix)
			}
		}
		return d, finding.Error, true
	case metastore:
		// PartitionCommitter's constructor calls
		// PartitionCommitPolicy.validatePolicyChain with an empty metastore
		// for a filesystem table (apache/flink, flink-connector-files).
		fixed := "success-file"
		if rest := withoutPolicy(policy.Value, "metastore"); rest != "" {
			fixed = rest
		}
		d.Message = fmt.Sprintf("'%s' = '%s' on filesystem table %s: a filesystem table has no metastore, and Flink "+
			"rejects the job when it builds it (\"Can not configure a 'metastore' partition commit policy for a file "+
			"system table\"). Use '%s'; 'metastore' is for Hive tables", policyKindKey, policy.Value, name, fixed)
		if fix, ok := setValueFix(policy, fixed, "Commit with '"+fixed+"'"); ok {
			d.SuggestedFixes = append(d.SuggestedFixes, fix)
		}
		return d, finding.Error, true
	case custom && t.Options.Get(policyClassKey) == nil:
		d.Message = fmt.Sprintf("'%s' = '%s' on filesystem table %s names the custom policy but '%s' is not set: "+
			"the partition committer loads a null class name and the job fails at run time (NullPointerException "+
			"in PartitionCommitPolicyFactory.createPolicyChain). Set '%s' to your PartitionCommitPolicy class",
			policyKindKey, policy.Value, name, policyClassKey, policyClassKey)
		return d, finding.Error, true
	}
	return d, "", false
}

// withoutPolicy is a policy list without the named policy.
func withoutPolicy(list, policy string) string {
	var keep []string
	for _, n := range strings.Split(list, ",") {
		if !strings.EqualFold(n, policy) {
			keep = append(keep, n)
		}
	}
	return strings.Join(keep, ",")
}

func knownPolicy(name string) bool {
	for _, p := range partitionCommitPolicies {
		if name == p {
			return true
		}
	}
	return false
}
