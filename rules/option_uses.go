package rules

import (
	"fmt"
	"go/token"
	"reflect"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/sqlparse"
)

// This file holds what the connector option rules (FL010-FL019) share: the
// option sets a job puts to use, the Flink release lines to check them
// against, and small message helpers.

// optionUse is one option set Flink validates: a table as declared (when
// the job neither reads nor writes it), or one read or write of it with the
// statement's /*+ OPTIONS */ hint applied.
type optionUse struct {
	job *model.Job
	// model is the run's model and jars the jars the job ships (set by
	// checkOptionsPerVersion).
	model *model.Model
	jars  []shippedJar
	table *model.Table
	decl  *model.TableDecl // nil when the declaration was not found
	opts  model.Options
	// optMap is opts as the flink package reads them (a value known only
	// at run time is sqlparse.HoleString, which no parser accepts, so the
	// catalogue treats it as present but unparseable); nil when the
	// connector is not known statically, as the catalogue is not asked.
	optMap map[string]string
	// side is SourceOnly for a read, SinkOnly for a write, Both when the
	// job does neither (the table is only declared).
	side flink.Side
	// at..atEnd is the read or write (NoPos for a declared-only table).
	at, atEnd token.Pos
}

// related points at the read or write, when there is one.
func (u optionUse) related(msg string) []analysis.RelatedInformation {
	if !u.at.IsValid() {
		return nil
	}
	return []analysis.RelatedInformation{{Pos: u.at, End: u.atEnd, Message: msg}}
}

// sideKnown reports whether the use says how the table is used.
func (u optionUse) sideKnown() bool { return u.side != flink.Both }

// connector returns the use's effective connector id; ok is false when it
// is absent or not known statically.
func (u optionUse) connector() (*model.Option, string, bool) {
	c := u.opts.Get("connector")
	if c == nil || c.Hole {
		return c, "", false
	}
	return c, c.Value, true
}

// optionMap is opts as the flink package reads them (optionUse.optMap).
func optionMap(opts model.Options) map[string]string {
	m := make(map[string]string, len(opts))
	for _, o := range opts {
		if o.Hole {
			m[o.Key] = sqlparse.HoleString
		} else {
			m[o.Key] = o.Value
		}
	}
	return m
}

// optionUsesAnalyzer lists each job's option uses, the release lines to
// check them against and the jars it ships, once per run for the connector option rules that
// read them (each of seven built them again: 6 MB a run on 2,000 jobs,
// issue 31). The rules only read the result.
var optionUsesAnalyzer = &analysis.Analyzer{
	Name:       "optionuses",
	Doc:        "optionuses lists every option set of each job that Flink validates, the Flink release lines the job runs on, and the jars it ships",
	Requires:   []*analysis.Analyzer{model.Analyzer, model.TableFactsAnalyzer},
	ResultType: reflect.TypeFor[jobsOptions](),
	Run: func(pass *analysis.Pass) (any, error) {
		m := pass.ResultOf[model.Analyzer].(*model.Model)
		out := make(jobsOptions, len(m.Jobs))
		for _, job := range m.Jobs {
			out[job] = &jobOptions{uses: jobOptionUses(job, jobFacts(pass, job)), lines: jobLines(m, job), jars: shippedJars(m, job)}
		}
		return out, nil
	},
}

// jobOptions is what optionUsesAnalyzer finds for one job.
type jobOptions struct {
	uses  []optionUse  // jobOptionUses
	lines []flinkLine  // jobLines
	jars  []shippedJar // shippedJars
}

// jobsOptions maps each job of the run to its jobOptions.
type jobsOptions map[*model.Job]*jobOptions

// optionsOf returns the job's option uses and release lines from the
// shared analyzer.
func optionsOf(pass *analysis.Pass, job *model.Job) *jobOptions {
	return pass.ResultOf[optionUsesAnalyzer].(jobsOptions)[job]
}

// jobOptionUses lists every option set of the job that Flink validates.
// Template tables (only copied by CREATE TABLE ... LIKE) are skipped.
func jobOptionUses(job *model.Job, facts *model.TableFacts) []optionUse {
	out := make([]optionUse, 0, len(job.Tables))
	// The sinks and reads of each table, in their order: looked up, not
	// searched for each table (quadratic on generated jobs, issue 46).
	sinks := map[*model.Table][]*model.Sink{}
	for _, s := range job.Sinks {
		sinks[s.Table] = append(sinks[s.Table], s)
	}
	reads := map[*model.Table][]*model.TableRead{}
	for _, r := range facts.Reads {
		reads[r.Table] = append(reads[r.Table], r)
	}
	for _, t := range job.Tables {
		decl := facts.Decls[t]
		read := decl != nil && decl.Read
		ctas := decl != nil && decl.CTAS
		if !read && !t.Written && !ctas {
			if !t.LikeSource {
				out = append(out, optionUse{job: job, table: t, decl: decl, opts: t.Options, side: flink.Both})
			}
			continue
		}
		if ctas {
			out = append(out, optionUse{job: job, table: t, decl: decl, opts: t.Options, side: flink.SinkOnly, at: t.Pos, atEnd: t.End})
		}
		for _, s := range sinks[t] {
			out = append(out, optionUse{job: job, table: t, decl: decl, opts: s.Options, side: flink.SinkOnly, at: s.Pos, atEnd: s.End})
		}
		for _, r := range reads[t] {
			out = append(out, optionUse{job: job, table: t, decl: decl, opts: r.Options, side: flink.SourceOnly, at: r.Pos, atEnd: r.End})
		}
	}
	for i := range out {
		if _, _, ok := out[i].connector(); ok {
			out[i].optMap = optionMap(out[i].opts)
		}
	}
	return out
}

// flinkLine is a Flink release line a job runs on, and who says so.
type flinkLine struct {
	v    flink.Version // zero: unknown (the catalogue's union view)
	from string        // `deployment "app"`, "--flink-version", or ""
}

func (l flinkLine) String() string {
	if l.v.IsZero() {
		return "any Flink version"
	}
	if l.from == "" {
		return "Flink " + l.v.String()
	}
	return fmt.Sprintf("Flink %s, %s", l.v, l.from)
}

// jobLines are the release lines to check a job against: the linked
// deployments' versions, else --flink-version / the project config, else
// the unknown version (every modelled line at once).
func jobLines(m *model.Model, job *model.Job) []flinkLine {
	var out []flinkLine
	seen := map[flink.Version]bool{}
	for _, l := range job.Deployments {
		s, ok := depFlinkVersion(l.Deployment)
		if !ok {
			continue
		}
		v, _ := flink.ParseVersion(s)
		if !seen[v] {
			seen[v] = true
			out = append(out, flinkLine{v: v, from: fmt.Sprintf("deployment %q", depName(l.Deployment))})
		}
	}
	if len(out) > 0 {
		sort.Slice(out, func(i, j int) bool { return out[i].v.Less(out[j].v) })
		return out
	}
	if v, ok := flink.ParseVersion(m.Options.FlinkVersion); ok {
		return []flinkLine{{v: v, from: "--flink-version"}}
	}
	return []flinkLine{{}}
}

// flinkMessage puts one of Flink's multi-line messages on one line.
func flinkMessage(msg string) string {
	msg = strings.ReplaceAll(msg, ":\n", ": ")
	msg = strings.ReplaceAll(msg, "\n\n", " ")
	return strings.ReplaceAll(msg, "\n", ", ")
}

// reportKey deduplicates findings that several uses of one table produce.
type reportKey struct {
	pos token.Pos
	msg string
}

// quotedText is writtenLiteralAt for a literal that must be quoted; it
// returns the quote character.
func quotedText(f *model.File, pos, end token.Pos, want string) (byte, bool) {
	q, ok := writtenLiteralAt(f, pos, end, want)
	if !ok || q == "" {
		return 0, false
	}
	return q[0], true
}

// jobFacts returns the job's table facts from the shared analyzer.
func jobFacts(pass *analysis.Pass, job *model.Job) *model.TableFacts {
	all, _ := pass.ResultOf[model.TableFactsAnalyzer].(model.JobTableFacts)
	return all.Of(job)
}

// optionCheck inspects one option of a connector use against the catalogue
// of one Flink line; bad reports a finding.
type optionCheck func(use optionUse, spec *flink.ConnectorSpec, line flinkLine, o *model.Option, optMap map[string]string) (d analysis.Diagnostic, level finding.Level, bad bool)

// checkOptionsPerVersion runs check over every option of every connector use
// of every job, once per Flink line the job may run on, and reports the first
// finding of each option (an option shared by several uses is reported once).
// Options whose value is a hole are skipped when skipHoles is set.
func checkOptionsPerVersion(pass *analysis.Pass, skipHoles bool, check optionCheck) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[token.Pos]bool{}
	for _, job := range m.Jobs {
		jo := optionsOf(pass, job)
		for _, use := range jo.uses {
			use.model, use.jars = m, jo.jars
			_, id, ok := use.connector()
			if !ok {
				continue
			}
			for _, o := range use.opts {
				if (skipHoles && o.Hole) || seen[o.Pos] {
					continue
				}
				for _, line := range jo.lines {
					spec, known := flink.Connector(id, line.v)
					if !known {
						break
					}
					if d, level, bad := check(use, spec, line, o, use.optMap); bad {
						seen[o.Pos] = true
						m.Report(pass, level, d)
						break
					}
				}
			}
		}
	}
}

// groupViolation is a violated option group of a known connector, on one use
// of a table by one job.
type groupViolation struct {
	job  *model.Job
	use  optionUse
	spec *flink.ConnectorSpec
	v    flink.Violation
}

// groupViolations lists, job by job, the violations of the groups that match
// accepts, on the uses that keep accepts, checking each use as side against
// the catalogue's version-independent view.
func groupViolations(pass *analysis.Pass, side flink.Side, keep func(optionUse) bool, match func(flink.Group) bool) []groupViolation {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	var out []groupViolation
	for _, job := range m.Jobs {
		for _, use := range optionsOf(pass, job).uses {
			if !keep(use) {
				continue
			}
			_, id, ok := use.connector()
			if !ok {
				continue
			}
			spec, known := flink.Connector(id, flink.Version{})
			if !known {
				continue
			}
			for _, v := range spec.CheckGroups(use.optMap, side) {
				if match(v.Group) {
					out = append(out, groupViolation{job: job, use: use, spec: spec, v: v})
				}
			}
		}
	}
	return out
}

// atRegistration moves a finding about a descriptor's table from pos..end
// to where the table is registered (create_temporary_table("users", ...))
// when the job builds several tables' descriptors with the same chain (a
// helper function called for each), so that the finding names its place;
// the chain's place stays as related information. Other tables keep
// pos..end.
func atRegistration(job *model.Job, t *model.Table, pos, end token.Pos) (token.Pos, token.Pos, []analysis.RelatedInformation) {
	if !t.Descriptor || !t.RegisteredPos.IsValid() {
		return pos, end, nil
	}
	shared := 0
	for _, o := range job.Tables {
		if o.Descriptor && o.Pos == t.Pos {
			shared++
		}
	}
	if shared < 2 {
		return pos, end, nil
	}
	return t.RegisteredPos, t.RegisteredEnd, []analysis.RelatedInformation{{Pos: pos, End: end, Message: "the connector, in the helper that builds the descriptor of several tables"}}
}
