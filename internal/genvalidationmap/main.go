// Command genvalidationmap writes the coverage map of Flink's validation
// (issue 42, item 4): every message of a ValidationException or
// TableException that flink-table-planner, flink-table-api-java and
// flink-table-common construct at the pinned tags, and every Calcite
// validator message their validator reaches, each classified (decidable
// from the job's text, with connector facts, needing run time or an
// external catalog, or internal) and, for the decidable ones, the rule that
// raises it or "not yet". bench/flinkcorpus/run runs it; the classification
// and the rule evidence are documented in bench/flinkcorpus/README.md.
//
//	go run ./internal/genvalidationmap --trees DIR --calcite DIR [--out bench/flinkcorpus]
package main

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/internal/flinkcorpus"
)

func main() {
	trees := flag.String("trees", "", "directory of Flink's trees, one per pinned tag (bench/flinkcorpus/run exports them)")
	calcite := flag.String("calcite", "", "directory of Calcite's trees, one per version of flinkcorpus.CalciteVersions")
	out := flag.String("out", filepath.Join("bench", "flinkcorpus"), "directory of index.tsv and results.tsv, and of the map written")
	root := flag.String("root", ".", "flinklint's repository: its rules' and checks' sources are searched for Flink's words")
	flag.Parse()
	if *trees == "" {
		fmt.Fprintln(os.Stderr, "usage: genvalidationmap --trees DIR [--calcite DIR] [--out DIR] [--root DIR]")
		os.Exit(2)
	}
	if err := run(*trees, *calcite, *out, *root); err != nil {
		fmt.Fprintln(os.Stderr, "genvalidationmap:", err)
		os.Exit(1)
	}
}

func run(trees, calcite, out, root string) error {
	var lists [][]flinkcorpus.Message
	computed := 0
	for k, t := range flinkcorpus.Tags {
		d, err := flinkcorpus.OpenDir(filepath.Join(trees, t.Name))
		if err != nil {
			return err
		}
		msgs, n := flinkcorpus.Messages(d, t.Name)
		lists = append(lists, msgs)
		computed += n
		if calcite != "" && k < len(flinkcorpus.CalciteVersions) {
			cv := flinkcorpus.CalciteVersions[k]
			c, err := flinkcorpus.OpenDir(filepath.Join(calcite, cv.Name))
			if err != nil {
				return err
			}
			lists = append(lists, flinkcorpus.CalciteMessages(c, d, cv.Name))
		}
	}
	msgs := flinkcorpus.MergeMessages(lists...)
	src, err := flinklintSources(root)
	if err != nil {
		return err
	}
	familyRules := flinkcorpus.FamilyRules()
	var b strings.Builder
	b.WriteString(flinkcorpus.MapHeader + "\n")
	type count struct{ all, raised int }
	byClass := map[string]*count{}
	for _, m := range msgs {
		rule, evidence := "", ""
		if m.Class == flinkcorpus.ClassText || m.Class == flinkcorpus.ClassConnector {
			rule, evidence = raisedBy(m, src, familyRules)
			if rule == "" {
				rule = "not yet"
			}
		}
		c := byClass[m.Class]
		if c == nil {
			c = &count{}
			byClass[m.Class] = c
		}
		c.all++
		if rule != "" && rule != "not yet" {
			c.raised++
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", m.Class, rule, evidence, m.Exception, m.Module,
			strings.Join(m.Versions, ","), m.Where, strings.ReplaceAll(m.Template, "\t", " "))
	}
	if err := os.WriteFile(filepath.Join(out, "validation-map.tsv"), []byte(b.String()), 0o644); err != nil {
		return err
	}
	fmt.Printf("%d messages (%d construction sites with no literal text left out)\n", len(msgs), computed)
	var dec, raised int
	for _, cl := range []string{flinkcorpus.ClassText, flinkcorpus.ClassConnector, flinkcorpus.ClassRuntime, flinkcorpus.ClassInternal} {
		c := byClass[cl]
		if c == nil {
			c = &count{}
		}
		fmt.Printf("  %-9s %5d", cl, c.all)
		if cl == flinkcorpus.ClassText || cl == flinkcorpus.ClassConnector {
			dec += c.all
			raised += c.raised
			fmt.Printf("  raised %4d (%.1f%%)", c.raised, pct(c.raised, c.all))
		}
		fmt.Println()
	}
	fmt.Printf("  decidable %5d  raised %4d (%.1f%%)\n", dec, raised, pct(raised, dec))
	return nil
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

// flinklintSources are the non-test Go sources of the rules and the checks
// they call, by slash path.
func flinklintSources(root string) (map[string]string, error) {
	out := map[string]string{}
	for _, dir := range []string{"rules", "semantics", "flink", "sqlparse"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, e fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if e.IsDir() && e.Name() == "testdata" {
				return filepath.SkipDir
			}
			if e.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, p)
			out[filepath.ToSlash(rel)] = string(b)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

var ruleFile = regexp.MustCompile(`^rules/fl(\d{3})\.go$`)

// messageWords reports whether a text words a message of the template: by
// its literal parts of 24 bytes or more, all of them, when it has one;
// else by all its literal parts in order on one line
// (flinkcorpus.MessagePattern), so that a message whose parts are all short
// ("Column '{}' not found in any table") is found too. Nil when the
// template's literal text is too short to name it.
func messageWords(tpl string) func(string) bool {
	if long := flinkcorpus.Chunks(tpl, 24); len(long) > 0 {
		return func(text string) bool {
			for _, c := range long {
				if !strings.Contains(text, c) {
					return false
				}
			}
			return true
		}
	}
	if re := flinkcorpus.MessagePattern(tpl); re != nil {
		return re.MatchString
	}
	return nil
}

// raisedBy finds the rules that raise a message, by its words
// (messageWords): a rule whose source words it (rules/flNNN.go), or the
// rules of the message's family when the checks behind them (semantics,
// flink, sqlparse) word it.
func raisedBy(m flinkcorpus.Message, src map[string]string, familyRules map[string][]string) (rule, evidence string) {
	words := messageWords(m.Template)
	if words == nil {
		return "", ""
	}
	family := flinkcorpus.Family(flinkcorpus.Rejected, strings.ReplaceAll(m.Template, "{}", "x"))
	rules := map[string]bool{}
	paths := make([]string, 0, len(src))
	for p := range src {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	inChecks := false
	for _, p := range paths {
		if !words(src[p]) {
			continue
		}
		if g := ruleFile.FindStringSubmatch(p); g != nil {
			rules["FL"+g[1]] = true
		} else if !strings.HasPrefix(p, "rules/") {
			inChecks = true
		}
	}
	if inChecks && len(rules) == 0 {
		for _, r := range familyRules[family] {
			rules[r] = true
		}
	}
	if len(rules) > 0 {
		evidence = "source"
	}
	ids := make([]string, 0, len(rules))
	for r := range rules {
		ids = append(ids, r)
	}
	sort.Strings(ids)
	return strings.Join(ids, ","), evidence
}
