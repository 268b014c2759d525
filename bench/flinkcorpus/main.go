//go:build flinklintbench

// Command flinkcorpus runs flinklint on the Flink test corpus (see
// README.md): it extracts the cases from a copy of Flink's repository,
// writes each as a job (its setup, then its statement), lints them all in
// one run and prints recall and false findings for the dev and eval parts.
// It writes results.tsv, one line per case.
//
// It is built only with -tags flinklintbench; bench/flinkcorpus/run runs it.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/config"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/internal/flinkcorpus"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/rules"
	"github.com/flinklint/flinklint/sqlparse"
)

func main() {
	trees := flag.String("trees", "", "directory of Flink's test trees, one per pinned tag (bench/flinkcorpus/run exports them)")
	cache := flag.String("cache", "", "directory to write the jobs into (kept); default a temporary directory")
	out := flag.String("out", filepath.Join("bench", "flinkcorpus"), "directory of index.tsv, skipped.tsv and results.tsv")
	verbose := flag.Bool("v", false, "list the false findings and the missed cases of the dev part")
	flag.Parse()
	if *trees == "" {
		fmt.Fprintln(os.Stderr, "usage: flinkcorpus --trees DIR [--cache DIR] [--out DIR] [-v]")
		os.Exit(2)
	}
	if err := run(*trees, *cache, *out, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "flinkcorpus:", err)
		os.Exit(1)
	}
}

// job is one case written as a file.
type job struct {
	entry      flinkcorpus.Entry
	path       string // relative to the jobs directory
	first, end int    // the statement's lines
}

func run(trees, cache, out string, verbose bool) error {
	c, err := flinkcorpus.Load(trees)
	if err != nil {
		return err
	}
	dir := cache
	if dir == "" {
		if dir, err = os.MkdirTemp("", "flinkcorpus"); err != nil {
			return err
		}
		defer os.RemoveAll(dir)
	} else {
		if err := os.RemoveAll(filepath.Join(dir, "jobs")); err != nil {
			return err
		}
	}
	dir, err = filepath.Abs(filepath.Join(dir, "jobs"))
	if err != nil {
		return err
	}
	jobs := make([]job, 0, len(c.Entries))
	for _, e := range c.Entries {
		j := job{entry: e, path: filepath.ToSlash(filepath.Join(e.Split, e.ID+".sql"))}
		if e.Source == "script" {
			j.path = filepath.ToSlash(filepath.Join(e.Split, "session", e.ID+".sql"))
		}
		text, first, end := jobText(e)
		j.first, j.end = first, end
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(filepath.FromSlash(j.path))), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(j.path)), []byte(text), 0o644); err != nil {
			return err
		}
		jobs = append(jobs, j)
	}
	// A case of a SQL client or gateway script (.q) runs in a session of
	// its own that starts as Flink starts one (the test opens a new
	// session for each script), and its job holds every statement before
	// it: those jobs are in SPLIT/session/, which fresh-sessions names
	// (docs/configuration.md). A planner test's setup may register tables
	// through calls the extractor does not see (win_join of
	// WindowAggregateTest, a view of a Table API expression), so its
	// session is not known to start empty. Every case is Flink SQL, as
	// Flink's tests run it: a statement with nothing that marks it as
	// Flink's (DROP TABLE t, DESCRIBE t) is not another database's script
	// here (sql-dialects: flink).
	res, err := linter.Run(linter.Options{Root: dir, Paths: []string{dir}, FreshSessions: []string{"*/session/*.sql"},
		SQLDialects: []config.SQLDialect{{Pattern: "**", Dialect: config.DialectFlink}}})
	if err != nil {
		return err
	}
	byPath := map[string][]finding.Finding{}
	for _, f := range res.Run.Findings {
		byPath[f.Location.Path] = append(byPath[f.Location.Path], f)
	}
	mapText, err := os.ReadFile(filepath.Join(out, "validation-map.tsv"))
	if err != nil {
		return err
	}
	entries, err := flinkcorpus.ReadValidationMap(string(mapText))
	if err != nil {
		return err
	}
	jg := judging{matcher: flinkcorpus.NewMatcher(entries), familyRules: flinkcorpus.FamilyRules(),
		counted: countedRules(), atUse: useChecked()}
	var results []result
	for _, j := range jobs {
		results = append(results, jg.judge(j, byPath[j.path]))
	}
	if err := os.WriteFile(filepath.Join(out, "results.tsv"), []byte(resultsTSV(results)), 0o644); err != nil {
		return err
	}
	fmt.Print(summary(results, verbose))
	return nil
}

// jobText writes a case as a job: batch mode when the test runs in batch
// mode, the setup statements, then the statement. Each statement ends with
// a ";" on a line of its own, so that a trailing comment cannot swallow it.
func jobText(e flinkcorpus.Entry) (text string, first, end int) {
	var b strings.Builder
	line := 1
	write := func(s string) {
		b.WriteString(s)
		b.WriteString("\n;\n")
		line += strings.Count(s, "\n") + 2
	}
	if e.Batch {
		write("SET 'execution.runtime-mode' = 'batch'")
	}
	for _, s := range e.Setup {
		write(s)
	}
	first = line
	write(e.SQL)
	return b.String(), first, line - 1
}

// result is what the run did on one case.
type result struct {
	flinkcorpus.Entry
	family  string
	reason  string // how Flink's reason is known: map, unmatched (the family's patterns), "" (no message, planned)
	want    []string
	verdict string // caught, caught-other-reason, missed, false-finding, clean
	rules   []string
	detail  string
}

// judging holds what judging a case needs: the validation map's matcher,
// the families' rules (for a message no template of the map matches), the
// rules counted and those checked where a table is used.
type judging struct {
	matcher        *flinkcorpus.Matcher
	familyRules    map[string][]string
	counted, atUse map[string]bool
}

// reasonRules are the rules that give Flink's reason for a rejected case:
// those the validation map assigns to the templates its message matches
// (flinkcorpus.Matcher); for a message no template matches, those of its
// family (flinkcorpus.Family), the fallback.
func (jg judging) reasonRules(e flinkcorpus.Entry) (family, reason string, rules []string) {
	family = flinkcorpus.Family(e.Outcome, e.Message)
	if e.Outcome != flinkcorpus.Rejected || family == "unknown" {
		return family, "", nil
	}
	idx := jg.matcher.Match(e.Message)
	if len(idx) == 0 {
		return family, "unmatched", jg.familyRules[family]
	}
	seen := map[string]bool{}
	family = ""
	for _, i := range idx {
		me := jg.matcher.Entry(i)
		for _, r := range me.Rules() {
			if !seen[r] {
				seen[r] = true
				rules = append(rules, r)
			}
		}
		if f := me.Family(); family == "" || family == "other" && f != "other" {
			family = f
		}
	}
	sort.Strings(rules)
	return family, "map", rules
}

// countedRules are the rules whose findings say that Flink fails on the
// statement (tagged correctness or parse); security, migration and policy
// rules are left out of the false findings, as Flink runs what they flag.
func countedRules() map[string]bool {
	out := map[string]bool{}
	for _, r := range rules.All() {
		for _, t := range r.Doc.Tags {
			if t == "correctness" || t == "parse" {
				out[r.Doc.ID] = true
			}
		}
	}
	return out
}

// useChecked are the rules that check a table's connector options as
// Flink's factories do when a statement reads or writes the table
// (FactoryUtil.createDynamicTableSource/Sink, called by the planner): a
// CREATE TABLE only writes the catalog entry, and Flink runs it whatever
// its options (CatalogManager.createTable; Flink's own tests create such
// tables and SHOW or ALTER them). The rules report a table no statement
// of the job reads or writes all the same, at its options, because the
// read or write is often where flinklint does not see it (a later
// statement of the SQL client session, a Table API from_path, another job
// of a persistent catalog). On a planned CREATE TABLE without AS, which is
// the last statement of its case (nothing of the case reads the table),
// such a finding is about those later uses, not about the statement.
func useChecked() map[string]bool {
	out := map[string]bool{}
	for _, r := range rules.All() {
		for _, t := range r.Doc.Tags {
			if t == "connector-options" {
				out[r.Doc.ID] = true
			}
		}
	}
	return out
}

// plainCreateTable reports whether sql is one CREATE TABLE without AS
// (which plans the write of its query).
func plainCreateTable(sql string) bool {
	s := sqlparse.Parse(sql)
	if len(s.Statements) != 1 || len(s.Errors) > 0 {
		return false
	}
	ct, ok := s.Statements[0].(*sqlparse.CreateTable)
	return ok && ct.AsQuery == nil
}

func (jg judging) judge(j job, fs []finding.Finding) result {
	e := j.entry
	counted, atUse := jg.counted, jg.atUse
	r := result{Entry: e}
	r.family, r.reason, r.want = jg.reasonRules(e)
	declOnly := e.Outcome == flinkcorpus.Planned && plainCreateTable(e.SQL)
	want := map[string]bool{}
	for _, id := range r.want {
		want[id] = true
	}
	seen := map[string]bool{}
	for _, f := range fs {
		if f.Level != finding.Error && f.Level != finding.Warning || !counted[f.RuleID] {
			continue
		}
		if f.Location.StartLine < j.first || f.Location.StartLine > j.end {
			continue
		}
		if declOnly && atUse[f.RuleID] {
			continue
		}
		if !seen[f.RuleID] {
			seen[f.RuleID] = true
			r.rules = append(r.rules, f.RuleID)
		}
		if r.detail == "" || want[f.RuleID] {
			r.detail = f.RuleID + " " + string(f.Level) + ": " + f.Message
		}
		if e.Outcome == flinkcorpus.Rejected && want[f.RuleID] {
			r.verdict = "caught"
		}
	}
	sort.Strings(r.rules)
	switch {
	case r.verdict == "caught":
	case e.Outcome == flinkcorpus.Rejected && len(r.rules) > 0:
		r.verdict = "caught-other-reason"
	case e.Outcome == flinkcorpus.Rejected:
		r.verdict = "missed"
	case len(r.rules) > 0:
		r.verdict = "false-finding"
	default:
		r.verdict = "clean"
	}
	return r
}

func resultsTSV(rs []result) string {
	var b strings.Builder
	b.WriteString("id\tsplit\toutcome\tfamily\treason\treason_rules\tverdict\trules\n")
	for _, r := range rs {
		want := strings.Join(r.want, ",")
		if r.reason != "" && want == "" {
			want = "not yet"
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.ID, r.Split, r.Outcome, r.family, r.reason, want, r.verdict, strings.Join(r.rules, ","))
	}
	return b.String()
}

func pct(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b))
}

func summary(rs []result, verbose bool) string {
	type row struct {
		rejected, unknown, caught, other, planned, falses int
		matched, withRule, unmatched, caughtFallback      int
	}
	parts := map[string]*row{"dev": {}, "eval": {}}
	fams := map[string]map[string]*row{"dev": {}, "eval": {}}
	falseRules := map[string]map[string]int{"dev": {}, "eval": {}}
	var b strings.Builder
	var lines []string
	for _, r := range rs {
		p := parts[r.Split]
		f := fams[r.Split][r.family]
		if f == nil {
			f = &row{}
			fams[r.Split][r.family] = f
		}
		for _, x := range []*row{p, f} {
			if r.Outcome == flinkcorpus.Rejected {
				x.rejected++
				switch r.reason {
				case "":
					x.unknown++
				case "map":
					x.matched++
					if len(r.want) > 0 {
						x.withRule++
					}
				case "unmatched":
					x.unmatched++
				}
				switch r.verdict {
				case "caught":
					x.caught++
					if r.reason == "unmatched" {
						x.caughtFallback++
					}
				case "caught-other-reason":
					x.other++
				}
				continue
			}
			x.planned++
			if r.verdict == "false-finding" {
				x.falses++
			}
		}
		if r.verdict == "false-finding" {
			for _, id := range r.rules {
				falseRules[r.Split][id]++
			}
		}
		if verbose && (r.verdict == "false-finding" || r.verdict == "missed" || r.verdict == "caught-other-reason") && r.Split == "dev" {
			lines = append(lines, fmt.Sprintf("%s %s %s#%s:%d [%s %s: %s] %s | %s", r.verdict, r.ID, r.File, r.Method, r.Line, r.family, r.reason, strings.Join(r.want, ","), oneLine(r.Message), r.detail))
		}
		if verbose && r.reason == "unmatched" && r.Split == "dev" {
			lines = append(lines, fmt.Sprintf("unmatched %s %s#%s:%d [%s] %s", r.ID, r.File, r.Method, r.Line, r.family, oneLine(r.Message)))
		}
	}
	for _, s := range []string{"dev", "eval"} {
		p := parts[s]
		fmt.Fprintf(&b, "%-5s rejected %4d (%4d with Flink's message)  caught with Flink's reason %4d: recall %s of those with a message, %s of all  caught for another reason %4d  planned %5d  with a false finding %3d\n",
			s, p.rejected, p.rejected-p.unknown, p.caught, pct(p.caught, p.rejected-p.unknown), pct(p.caught, p.rejected), p.other, p.planned, p.falses)
		fmt.Fprintf(&b, "      messages matched by the validation map %4d (%4d of them to a message a rule raises), unmatched %4d; caught by the map %4d, by the family fallback of an unmatched message %4d\n",
			p.matched, p.withRule, p.unmatched, p.caught-p.caughtFallback, p.caughtFallback)
		var ids []string
		for id := range falseRules[s] {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		for _, id := range ids {
			fmt.Fprintf(&b, "      false findings of %s: %d\n", id, falseRules[s][id])
		}
	}
	b.WriteString("\nfamily (dev+eval)                   rejected  caught  recall\n")
	names := map[string]bool{}
	for _, s := range []string{"dev", "eval"} {
		for n := range fams[s] {
			names[n] = true
		}
	}
	var sorted []string
	for n := range names {
		if n != "" {
			sorted = append(sorted, n)
		}
	}
	sort.Strings(sorted)
	for _, n := range sorted {
		var rej, caught int
		for _, s := range []string{"dev", "eval"} {
			if f := fams[s][n]; f != nil {
				rej += f.rejected
				caught += f.caught
			}
		}
		fmt.Fprintf(&b, "%-35s %8d %7d %7s\n", n, rej, caught, pct(caught, rej))
	}
	if verbose {
		sort.Strings(lines)
		b.WriteString("\n" + strings.Join(lines, "\n") + "\n")
	}
	return b.String()
}

func oneLine(s string) string {
	s = strings.ReplaceAll(s, "\n", " ")
	if len(s) > 160 {
		s = s[:160] + "..."
	}
	return s
}
