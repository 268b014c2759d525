//go:build flinklintbench

// Command check compares the FL001 findings of a flinklint run (its
// `--format json` output) with the manifest bench/gen wrote for the tree,
// and prints one summary line plus, when they differ, what is missing or
// unexpected, grouped by the form of the case.
//
// It exits 0 when they match, 1 when they do not, 2 on bad input.
// It is built only with -tags flinklintbench, so `go install ./...` skips it.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path"
	"sort"
	"strings"
)

type manifest struct {
	FL001 struct {
		Total, Error, Warning int
	} `json:"fl001"`
	Expected []struct {
		Path   string `json:"path"`
		Line   int    `json:"line"`
		Col    int    `json:"col"`
		Level  string `json:"level"`
		Form   string `json:"form"`
		Deploy string `json:"deploy"`
	} `json:"expected"`
}

type output struct {
	Findings []struct {
		RuleID   string `json:"rule_id"`
		Level    string `json:"level"`
		Location struct {
			Path        string `json:"path"`
			StartLine   int    `json:"start_line"`
			StartColumn int    `json:"start_column"`
		} `json:"location"`
	} `json:"findings"`
}

func main() {
	manifestPath := flag.String("manifest", "", "manifest written by bench/gen")
	findingsPath := flag.String("findings", "", "flinklint --format json output")
	prefix := flag.String("prefix", "", "path prefix of the tree in the findings (when flinklint ran from elsewhere)")
	label := flag.String("label", "FL001", "label of the summary line")
	verbose := flag.Bool("v", false, "list every missing and unexpected finding")
	flag.Parse()

	var m manifest
	var out output
	if err := readJSON(*manifestPath, &m); err != nil {
		fail(err)
	}
	if err := readJSON(*findingsPath, &out); err != nil {
		fail(err)
	}

	type key struct {
		path string
		line int
	}
	want := map[key]int{} // index into m.Expected
	for i, e := range m.Expected {
		want[key{e.Path, e.Line}] = i
	}
	found := map[string]int{}
	var extra []string
	matched, levelWrong, colWrong := 0, 0, 0
	var colExamples []string
	seen := map[key]bool{}
	for _, f := range out.Findings {
		if f.RuleID != "FL001" {
			continue
		}
		p := path.Clean(strings.TrimPrefix(f.Location.Path, *prefix))
		p = strings.TrimPrefix(p, "./")
		k := key{p, f.Location.StartLine}
		i, ok := want[k]
		if !ok {
			// Findings outside the generated tree (the Python stdlib in
			// figure A) are not the manifest's business unless they are FL001.
			extra = append(extra, fmt.Sprintf("%s:%d %s", p, k.line, f.Level))
			found[f.Level]++
			continue
		}
		found[f.Level]++
		if seen[k] {
			extra = append(extra, fmt.Sprintf("%s:%d %s (duplicate)", p, k.line, f.Level))
			continue
		}
		seen[k] = true
		matched++
		e := m.Expected[i]
		if e.Level != f.Level {
			levelWrong++
		}
		if e.Col != f.Location.StartColumn {
			colWrong++
			if len(colExamples) < 3 {
				colExamples = append(colExamples, fmt.Sprintf("%s:%d col %d, want %d (%s)", p, k.line, f.Location.StartColumn, e.Col, e.Form))
			}
		}
	}
	missingByForm := map[string]int{}
	var missing []string
	for _, e := range m.Expected {
		if !seen[key{e.Path, e.Line}] {
			missingByForm[e.Form+"/"+e.Deploy+"/"+e.Level]++
			missing = append(missing, fmt.Sprintf("%s:%d %s (%s, %s)", e.Path, e.Line, e.Level, e.Form, e.Deploy))
		}
	}
	total := found["error"] + found["warning"] + found["note"]
	ok := matched == len(m.Expected) && len(extra) == 0 && levelWrong == 0
	verdict := "OK"
	if !ok {
		verdict = "MISMATCH"
	}
	fmt.Printf("%s expected %d (%d error, %d warning), found %d (%d error, %d warning), matched %d, level wrong %d, column wrong %d: %s\n",
		*label, m.FL001.Total, m.FL001.Error, m.FL001.Warning, total, found["error"], found["warning"], matched, levelWrong, colWrong, verdict)
	if len(missingByForm) > 0 {
		fmt.Printf("  missing by form/deploy/level: %s\n", formatCounts(missingByForm))
	}
	if len(extra) > 0 {
		fmt.Printf("  unexpected: %d, e.g. %s\n", len(extra), strings.Join(first(extra, 3), "; "))
	}
	if len(colExamples) > 0 {
		fmt.Printf("  column differs, e.g. %s\n", strings.Join(colExamples, "; "))
	}
	if *verbose {
		for _, s := range missing {
			fmt.Println("  missing", s)
		}
		for _, s := range extra {
			fmt.Println("  unexpected", s)
		}
	}
	if !ok {
		os.Exit(1)
	}
}

func formatCounts(c map[string]int) string {
	keys := make([]string, 0, len(c))
	for k := range c {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s=%d", k, c[k])
	}
	return strings.Join(parts, " ")
}

func first(xs []string, n int) []string {
	if len(xs) > n {
		return xs[:n]
	}
	return xs
}

func readJSON(p string, v any) error {
	data, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %w", p, err)
	}
	return nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "check:", err)
	os.Exit(2)
}
