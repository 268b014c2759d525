package rules

import (
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// The tables a job writes into and what their connector options say about
// them: shared by the sink rules and the option rules that ask what a
// table is (filesystem, Hive, a sink).

// sinkTarget is one table a job writes into, with what the rules need: the
// options of each write (hints differ per INSERT) and the writes themselves.
type sinkTarget struct {
	Table *model.Table // nil for a write into a table the job does not declare
	// Options are the effective options of the first write (or the table's
	// own options when nothing in the job is seen writing into it).
	Options model.Options
	Writes  []*model.Write
}

// declaredOnly reports whether nothing in the job is seen writing into the
// target: the job only declares the table (the query may live elsewhere).
// Rules whose claim is about what a job writes say a note at most then.
func (t *sinkTarget) declaredOnly() bool { return len(t.Writes) == 0 }

// declaredOnlyNote is appended to the message of a finding on a target the
// job only declares.
const declaredOnlyNote = " (a note: this job only declares the table; nothing in it is seen writing into the table)"

// sinkTargets returns the tables a job writes into, each once per distinct
// option set, plus declared tables nothing in the job is seen writing into
// that look like sinks (a sink-only option such as 'sink.*' or
// 'auto-compaction' set, and never read): their writes may be Table API
// calls flinklint cannot follow.
func sinkTargets(job *model.Job, tf *model.TableFacts, writes []*model.Write) []*sinkTarget {
	var out []*sinkTarget
	byShape := map[optionsShape][]*sinkTarget{} // the targets made so far, in order
	written := map[*model.Table]bool{}
	for _, w := range writes {
		if w.Table == nil {
			continue
		}
		written[w.Table] = true
		// The write joins the last target made from the same option list
		// when that target is of the same table.
		shape := shapeOf(w.Options)
		if t := lastSameOptions(byShape[shape], w.Options); t != nil && t.Table == w.Table {
			t.Writes = append(t.Writes, w)
			continue
		}
		t := &sinkTarget{Table: w.Table, Options: w.Options, Writes: []*model.Write{w}}
		byShape[shape] = append(byShape[shape], t)
		out = append(out, t)
	}
	for _, t := range job.Tables {
		if written[t] || t.Written || t.LikeSource {
			continue
		}
		if d := tf.Decls[t]; d != nil && d.Read {
			continue
		}
		if hasSinkOnlyOption(t.Options) {
			out = append(out, &sinkTarget{Table: t, Options: t.Options})
		}
	}
	return out
}

// optionsShape sorts option lists into buckets for sameOptions: lists
// that are the same have the same shape.
type optionsShape struct {
	n           int
	first, last token.Pos
}

func shapeOf(o model.Options) optionsShape {
	if len(o) == 0 {
		return optionsShape{}
	}
	return optionsShape{n: len(o), first: o[0].Pos, last: o[len(o)-1].Pos}
}

// sameOptions reports whether two option lists are the same: the same keys
// at the same positions, in the same order.
func sameOptions(a, b model.Options) bool {
	return slices.EqualFunc(a, b, func(x, y *model.Option) bool { return x.Key == y.Key && x.Pos == y.Pos })
}

// lastSameOptions returns the last of targets whose options are the same
// as opts, or nil.
func lastSameOptions(targets []*sinkTarget, opts model.Options) *sinkTarget {
	for i := len(targets) - 1; i >= 0; i-- {
		if sameOptions(targets[i].Options, opts) {
			return targets[i]
		}
	}
	return nil
}

// hasSinkOnlyOption reports whether the options set a key the connector
// catalogue marks as sink-only.
func hasSinkOnlyOption(opts model.Options) bool {
	conn, ok := optKnown(opts, "connector")
	if !ok {
		return false
	}
	spec, ok := flink.Connector(conn, flink.Version{})
	if !ok {
		return false
	}
	for _, o := range opts {
		if s, ok := spec.Option(o.Key); ok && s.Side == flink.SinkOnly {
			return true
		}
	}
	return false
}

// optKnown returns an option's value when it is set and statically known.
func optKnown(opts model.Options, key string) (string, bool) {
	o := opts.Get(key)
	if o == nil || o.Hole {
		return "", false
	}
	return o.Value, true
}

// isFilesystem reports whether the options' connector is filesystem.
func isFilesystem(opts model.Options) bool {
	v, ok := optKnown(opts, "connector")
	return ok && v == "filesystem"
}

// fileWriterKind names the table kind of a sink built on Flink's streaming
// file writer and its compact operator: "filesystem", or "Hive" (the Hive
// connector's streaming sink uses the same StreamingSink.compactionWriter
// when 'auto-compaction' is set: HiveTableSink#createStreamSink in
// apache/flink-connector-hive). "" for other tables.
func fileWriterKind(opts model.Options) string {
	switch v, _ := optKnown(opts, "connector"); v {
	case "filesystem":
		return "filesystem"
	case "hive":
		return "Hive"
	}
	return ""
}

// jobWrites returns the job's writes from the shared analyzer.
func jobWrites(pass *analysis.Pass, job *model.Job) []*model.Write {
	all, _ := pass.ResultOf[model.WritesAnalyzer].(model.JobWrites)
	return all.Of(job)
}
