// Package ecojudge compares the ecosystem check's findings with the committed
// verdicts (bench/ecosystem) and reports precision per rule.
//
// Both files are tab-separated. findings.tsv holds one finding a line:
//
//	repo  path  line  column  rule  level  message
//
// verdicts.tsv holds one verdict a line, keyed like a finding:
//
//	repo  path  line  rule  level  TP|FP  why
//
// Several findings of one rule on one line take as many verdicts, in order.
// A finding without a verdict, and a verdict whose finding is gone, are listed;
// with -strict either makes the exit status 1, so that a change to the rules
// cannot land with findings nobody has judged.
package ecojudge

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

type key struct{ repo, path, line, rule, level string }

func (k key) String() string {
	return fmt.Sprintf("%s %s:%s %s %s", k.repo, k.path, k.line, k.rule, k.level)
}

type verdict struct {
	truePositive bool
	why          string
}

type tally struct{ tp, fp int }

func (t tally) precision() string {
	if t.tp+t.fp == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(t.tp)/float64(t.tp+t.fp))
}

// Main is the judge command (bench/ecosystem/judge): it returns the exit
// status, 2 for unreadable input.
func Main(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("judge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	findingsPath := fs.String("findings", "bench/ecosystem/findings.tsv", "findings snapshot")
	verdictsPath := fs.String("verdicts", "bench/ecosystem/verdicts.tsv", "committed verdicts (several files: comma-separated)")
	target := fs.String("target", "", "judge the run with --target-flink X.Y: findings-target-X.Y.tsv against verdicts.tsv and verdicts-target-X.Y.tsv")
	strict := fs.Bool("strict", false, "exit 1 when a finding has no verdict or a verdict no finding")
	listFP := fs.Bool("fp", false, "also list every false positive with its verdict")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *target != "" {
		*findingsPath, *verdictsPath = TargetFiles("bench/ecosystem", *target)
	}
	findings, messages, err := readFindings(*findingsPath)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	verdicts, err := readVerdicts(*verdictsPath)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	if unjudged := report(stdout, findings, messages, verdicts, *listFP); unjudged && *strict {
		return 1
	}
	return 0
}

// report prints precision per rule and the findings and verdicts that do not
// meet, and says whether there were any of those.
func report(w io.Writer, findings []key, messages map[key]string, verdicts map[key][]verdict, listFP bool) bool {
	perRule := map[string]*tally{}
	var total tally
	errorFP := 0
	var unjudged []key
	var falsePositives []string
	used := map[key]int{}
	for _, f := range findings {
		n := used[f]
		used[f]++
		if n >= len(verdicts[f]) {
			unjudged = append(unjudged, f)
			continue
		}
		v := verdicts[f][n]
		t := perRule[f.rule]
		if t == nil {
			t = &tally{}
			perRule[f.rule] = t
		}
		if v.truePositive {
			t.tp++
			total.tp++
		} else {
			t.fp++
			total.fp++
			falsePositives = append(falsePositives, fmt.Sprintf("FP: %s: %s", f, v.why))
			if f.level == "error" {
				errorFP++
			}
		}
	}
	var stale []key
	for k, vs := range verdicts {
		for range len(vs) - used[k] {
			stale = append(stale, k)
		}
	}
	sortKeys(stale)

	rules := make([]string, 0, len(perRule))
	for r := range perRule {
		rules = append(rules, r)
	}
	sort.Strings(rules)
	fmt.Fprintf(w, "%-8s %5s %5s %9s\n", "rule", "TP", "FP", "precision")
	for _, r := range rules {
		t := perRule[r]
		fmt.Fprintf(w, "%-8s %5d %5d %9s\n", r, t.tp, t.fp, t.precision())
	}
	fmt.Fprintf(w, "%-8s %5d %5d %9s\n", "all", total.tp, total.fp, total.precision())
	fmt.Fprintf(w, "findings: %d, error-level false positives: %d\n", len(findings), errorFP)
	if listFP {
		for _, line := range falsePositives {
			fmt.Fprintln(w, line)
		}
	}
	for _, k := range unjudged {
		fmt.Fprintf(w, "no verdict: %s: %s\n", k, messages[k])
	}
	for _, k := range stale {
		fmt.Fprintf(w, "verdict without a finding: %s\n", k)
	}
	return len(unjudged) > 0 || len(stale) > 0
}

func sortKeys(keys []key) {
	sort.Slice(keys, func(i, j int) bool { return keys[i].String() < keys[j].String() })
}

func readFindings(path string) ([]key, map[key]string, error) {
	var findings []key
	messages := map[key]string{}
	err := readTSV(path, 7, func(f []string) error {
		k := key{f[0], f[1], f[2], f[4], f[5]}
		findings = append(findings, k)
		messages[k] = f[6]
		return nil
	})
	return findings, messages, err
}

// TargetFiles are the findings and verdicts files (comma-separated) of the
// run with --target-flink target under dir: the default run's verdicts
// judge the findings both runs have, verdicts-target-X.Y.tsv the others.
func TargetFiles(dir, target string) (findings, verdicts string) {
	return dir + "/findings-target-" + target + ".tsv",
		dir + "/verdicts.tsv," + dir + "/verdicts-target-" + target + ".tsv"
}

// readVerdicts reads one or more (comma-separated) verdict files into one
// map, a key's verdicts in file order.
func readVerdicts(paths string) (map[key][]verdict, error) {
	verdicts := map[key][]verdict{}
	for _, path := range strings.Split(paths, ",") {
		if err := readVerdictsInto(verdicts, path); err != nil {
			return nil, err
		}
	}
	return verdicts, nil
}

func readVerdictsInto(verdicts map[key][]verdict, path string) error {
	return readTSV(path, 7, func(f []string) error {
		k := key{f[0], f[1], f[2], f[3], f[4]}
		switch f[5] {
		case "TP", "FP":
		default:
			return fmt.Errorf("verdict %q is neither TP nor FP", f[5])
		}
		verdicts[k] = append(verdicts[k], verdict{truePositive: f[5] == "TP", why: f[6]})
		return nil
	})
}

// readTSV calls row for every line that is not blank or a # comment; a line
// with fewer than n fields is an error naming the file and line.
func readTSV(path string, n int, row func([]string) error) error {
	file, err := os.Open(path)
	if err != nil {
		return err
	}
	defer file.Close()
	scanner := bufio.NewScanner(file)
	scanner.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; scanner.Scan(); line++ {
		text := scanner.Text()
		if strings.TrimSpace(text) == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.SplitN(text, "\t", n)
		if len(fields) < n {
			return fmt.Errorf("%s:%d: %d fields, want %d", path, line, len(fields), n)
		}
		if err := row(fields); err != nil {
			return fmt.Errorf("%s:%d: %w", path, line, err)
		}
	}
	return scanner.Err()
}
