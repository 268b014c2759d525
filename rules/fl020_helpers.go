package rules

import (
	"go/token"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// Helpers shared by the sink and streaming-semantics rules (FL020-FL029).

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
	byKey := map[string]*sinkTarget{}
	written := map[*model.Table]bool{}
	for _, w := range writes {
		if w.Table == nil {
			continue
		}
		written[w.Table] = true
		key := optionsKey(w.Options)
		if t := byKey[key]; t != nil && t.Table == w.Table {
			t.Writes = append(t.Writes, w)
			continue
		}
		t := &sinkTarget{Table: w.Table, Options: w.Options, Writes: []*model.Write{w}}
		byKey[key] = t
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

// optionsKey identifies an option list by the positions of its entries.
func optionsKey(o model.Options) string {
	var b strings.Builder
	for _, x := range o {
		b.WriteString(x.Key)
		b.WriteByte('@')
		b.WriteString(strconv.Itoa(int(x.Pos)))
		b.WriteByte(';')
	}
	return b.String()
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

// settingRelated points at a job setting: where the job makes it and, when
// a helper function of another file makes it, the call inside the helper.
func settingRelated(s *model.Option, msg string) []analysis.RelatedInformation {
	out := []analysis.RelatedInformation{{Pos: s.Pos, End: s.End, Message: msg}}
	if s.HelperPos.IsValid() {
		out = append(out, analysis.RelatedInformation{Pos: s.HelperPos, End: s.HelperEnd, Message: "inside the helper called there"})
	}
	return out
}

// jobSetting returns the job's effective setting for a configuration key,
// whatever spelling (canonical or deprecated) the job used.
func jobSetting(job *model.Job, key string) *model.Option {
	for i := len(job.Settings) - 1; i >= 0; i-- {
		s := job.Settings[i]
		if flink.CanonicalConfigKey(s.Key) == key {
			return s
		}
	}
	return nil
}

// jobFlinkVersion is the Flink line a job runs on: its linked deployments' when
// they agree, else --flink-version; zero when unknown.
func jobFlinkVersion(m *model.Model, job *model.Job) flink.Version {
	var v flink.Version
	for _, l := range job.Deployments {
		s, ok := depFlinkVersion(l.Deployment)
		if !ok {
			continue
		}
		dv, _ := flink.ParseVersion(s)
		if !v.IsZero() && dv != v {
			return flink.Version{}
		}
		v = dv
	}
	if v.IsZero() {
		v, _ = flink.ParseVersion(m.Options.FlinkVersion)
	}
	return v
}

// depFactRange converts a deployment fact's line (key through value) into
// positions; the deployment itself when the fact has no span.
func depFactRange[T any](m *model.Model, d *model.Deployment, f deploy.Fact[T]) (token.Pos, token.Pos) {
	p := d.Path
	if f.Path != "" {
		p = f.Path
	}
	s := f.Span
	if f.KeySpan != (deploy.Span{}) && f.KeySpan.Start <= s.End {
		s.Start = f.KeySpan.Start
	}
	if s == (deploy.Span{}) {
		s = d.Span
	}
	return m.Range(p, s.Start, s.End)
}

// literalQuote checks that the option value's source text is exactly the
// SQL literal as written (quotes included), so an edit cannot break an
// escape inside a Python string, and returns its quote character ("" for a
// bare value).
func literalQuote(opt *model.Option) (quote string, ok bool) {
	f := opt.File
	if f == nil || !opt.ValuePos.IsValid() {
		return "", false
	}
	start, end := f.Tok.Offset(opt.ValuePos), f.Tok.Offset(opt.ValueEnd)
	if start < 0 || end > len(f.Src) || start >= end {
		return "", false
	}
	text := string(f.Src[start:end])
	if len(text) >= 2 && (text[0] == '\'' || text[0] == '"') && text[len(text)-1] == text[0] {
		if text[1:len(text)-1] != opt.Value {
			return "", false
		}
		return text[:1], true
	}
	if text != opt.Value {
		return "", false
	}
	return "", true
}

// setValueFix replaces an option's value, keeping its quoting.
func setValueFix(opt *model.Option, value, msg string) (analysis.SuggestedFix, bool) {
	if strings.ContainsAny(value, `'"\`) {
		return analysis.SuggestedFix{}, false
	}
	q, ok := literalQuote(opt)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{Message: msg, TextEdits: []analysis.TextEdit{{
		Pos: opt.ValuePos, End: opt.ValueEnd, NewText: []byte(q + value + q)}}}, true
}

// addTableOptionFix adds 'key' = 'value' after the last option of a table's WITH
// clause (SQL), or .option("key", "value") after the last option of a
// descriptor chain. It is offered only where the insertion cannot break the
// surrounding string: after a quoted value that is written verbatim, with
// the same quote character.
func addTableOptionFix(t *model.Table, key, value string) (analysis.SuggestedFix, bool) {
	if t == nil {
		return analysis.SuggestedFix{}, false
	}
	var last *model.Option
	for _, o := range t.Options {
		if o.File != t.File || (o.Origin != model.FromWith && o.Origin != model.FromDescriptor) {
			continue
		}
		if last == nil || o.End > last.End {
			last = o
		}
	}
	if last == nil {
		return analysis.SuggestedFix{}, false
	}
	msg := "Add '" + key + "' = '" + value + "'"
	f := last.File
	if last.Origin == model.FromDescriptor {
		// The option's span is the call's arguments without the parentheses.
		end := f.Tok.Offset(last.End)
		if end < 0 || end >= len(f.Src) || f.Src[end] != ')' || last.Key == "connector" {
			return analysis.SuggestedFix{}, false
		}
		at := f.Pos(end + 1)
		text := `.option("` + key + `", "` + value + `")`
		return analysis.SuggestedFix{Message: msg, TextEdits: []analysis.TextEdit{{Pos: at, End: at, NewText: []byte(text)}}}, true
	}
	q, ok := literalQuote(last)
	if !ok || q == "" {
		return analysis.SuggestedFix{}, false
	}
	text := ", " + q + key + q + " = " + q + value + q
	if strings.HasSuffix(f.Path, ".sql") || strings.HasSuffix(f.Path, ".q") {
		text = ",\n" + indentOf(f, last.Pos) + q + key + q + " = " + q + value + q
	}
	return analysis.SuggestedFix{Message: msg, TextEdits: []analysis.TextEdit{{Pos: last.ValueEnd, End: last.ValueEnd, NewText: []byte(text)}}}, true
}

// indentOf is the leading whitespace of the line holding pos.
func indentOf(f *model.File, pos token.Pos) string {
	off := f.Tok.Offset(pos)
	start := off
	for start > 0 && f.Src[start-1] != '\n' {
		start--
	}
	end := start
	for end < off && (f.Src[end] == ' ' || f.Src[end] == '\t') {
		end++
	}
	return string(f.Src[start:end])
}

// isStreaming reports whether the job runs in streaming mode.
func isStreaming(job *model.Job) bool {
	batch, set := job.Batch()
	// A runtime mode the job sets to a value known only at run time
	// ('$MODE', an f-string hole) is unknown: no streaming-only claim.
	return !batch && (set == nil || !set.Hole)
}
