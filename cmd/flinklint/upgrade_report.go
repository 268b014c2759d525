//go:build cgo

package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/flinklint/flinklint/linter"
)

// This file is `flinklint upgrade-report`: the upgrade rules' findings
// grouped by kind with counts per job, as text for a migration ticket or
// as JSON for scripts.

// upgradeFlags are the flags of upgrade-report: the ones of check that say
// what is linted and on which lines.
type upgradeFlags struct {
	format, configFile, root  string
	flinkVersion, targetFlink string
	exclude                   listFlag
	jobs                      int
	allowIncomplete           bool
}

func upgradeReport(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("flinklint upgrade-report", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var u upgradeFlags
	fs.StringVar(&u.format, "format", "text", "`FORMAT` of the report: text or json")
	fs.StringVar(&u.targetFlink, "target-flink", "", "Flink 2.x line `X.Y` of a planned upgrade (default: the configuration's target-flink)")
	fs.StringVar(&u.flinkVersion, "flink-version", "", "Flink version `X.Y` to assume when no app config states one")
	fs.StringVar(&u.configFile, "config", "", "read the configuration from `FILE`")
	fs.StringVar(&u.root, "root", "", "`DIR` finding paths are relative to")
	fs.Var(&u.exclude, "exclude", "skip paths matching this `GLOB` (repeatable)")
	fs.IntVar(&u.jobs, "jobs", 0, "parse with `N` workers (default: the number of CPUs)")
	fs.BoolVar(&u.allowIncomplete, "allow-incomplete", false, "let a run that could not analyse everything (a file it cannot read, a phase abandoned)\nexit 0 instead of 2")
	paths, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		printHelp(stdout, "flinklint upgrade-report [flags] [path ...]", fs)
		return exitOK
	}
	if err == nil && u.format != "text" && u.format != "json" {
		err = fmt.Errorf("--format %s: expected text or json", u.format)
	}
	if err != nil {
		fmt.Fprintf(stderr, "flinklint upgrade-report: %v%s\n", err, nearestFlag(fs, err))
		return exitUsage
	}
	rep, err := linter.Upgrade(linter.Settings{
		Paths: paths, ConfigFile: u.configFile, Root: u.root, Exclude: u.exclude,
		FlinkVersion: u.flinkVersion, TargetFlink: u.targetFlink, Jobs: u.jobs,
	})
	if err != nil {
		var refused *linter.SettingsError
		if errors.As(err, &refused) {
			sayError(stderr, "flinklint upgrade-report", err)
		} else {
			sayError(stderr, "flinklint", err)
		}
		return exitUsage
	}
	status := exitOK
	if u.format == "json" {
		status = writeUpgradeJSON(stdout, rep)
	} else {
		writeUpgradeText(stdout, rep)
	}
	// What the run could not read may hold what stops working on 2.x: the
	// report fails as check does (robustFlags.incomplete).
	r := robustFlags{allowIncomplete: u.allowIncomplete}
	return r.incomplete(stderr, rep.Incomplete, status, false)
}

// jobLabel names a job in the report; findings in no job's files have none.
func jobLabel(job string) string {
	if job == "" {
		return "(no job)"
	}
	return job
}

func writeUpgradeText(w io.Writer, rep *linter.UpgradeReport) {
	switch {
	case rep.Target != "":
		fmt.Fprintf(w, "Flink upgrade report: planned target Flink %s (jobs already on 2.x: their own line)\n", rep.Target)
	default:
		fmt.Fprintln(w, "Flink upgrade report: jobs that run on Flink 2.x (no planned target: --target-flink X.Y)")
	}
	if rep.Total == 0 {
		fmt.Fprintln(w, "\nNo change needed was found.")
		return
	}
	fmt.Fprintf(w, "\n%s of %s, per job:\n", plural(rep.Total, "finding"), plural(len(rep.Kinds), "kind"))
	for _, c := range rep.Jobs {
		fmt.Fprintf(w, "  %5d  %s\n", c.Count, jobLabel(c.Job))
	}
	for _, k := range rep.Kinds {
		fmt.Fprintf(w, "\n%s %s (%d): %s\n", k.RuleID, k.RuleName, len(k.Findings), k.Summary)
		for _, c := range k.Jobs {
			fmt.Fprintf(w, "  %5d  %s\n", c.Count, jobLabel(c.Job))
		}
		for _, f := range k.Findings {
			fmt.Fprintf(w, "  - %s:%d:%d: %s %s\n", f.Location.Path, f.Location.StartLine, f.Location.StartCol, f.Level, f.Message)
		}
	}
}

// The JSON form of the report, a stable schema for scripts.
type (
	upgradeJSON struct {
		Target string             `json:"target,omitempty"`
		Total  int                `json:"total"`
		Jobs   []upgradeCountJSON `json:"jobs"`
		Kinds  []upgradeKindJSON  `json:"kinds"`
	}
	upgradeCountJSON struct {
		Job   string `json:"job"`
		Count int    `json:"count"`
	}
	upgradeKindJSON struct {
		RuleID   string               `json:"rule_id"`
		RuleName string               `json:"rule_name"`
		Summary  string               `json:"summary"`
		Count    int                  `json:"count"`
		Jobs     []upgradeCountJSON   `json:"jobs"`
		Findings []upgradeFindingJSON `json:"findings"`
	}
	upgradeFindingJSON struct {
		Path    string `json:"path"`
		Line    int    `json:"line"`
		Column  int    `json:"column"`
		Level   string `json:"level"`
		Message string `json:"message"`
		Fixable bool   `json:"fixable"`
	}
)

func writeUpgradeJSON(w io.Writer, rep *linter.UpgradeReport) int {
	out := upgradeJSON{Target: rep.Target, Total: rep.Total, Jobs: countsJSON(rep.Jobs), Kinds: []upgradeKindJSON{}}
	for _, k := range rep.Kinds {
		kj := upgradeKindJSON{RuleID: k.RuleID, RuleName: k.RuleName, Summary: k.Summary, Count: len(k.Findings), Jobs: countsJSON(k.Jobs)}
		for _, f := range k.Findings {
			kj.Findings = append(kj.Findings, upgradeFindingJSON{
				Path: f.Location.Path, Line: f.Location.StartLine, Column: f.Location.StartCol,
				Level: string(f.Level), Message: f.Message, Fixable: len(f.Fixes) > 0,
			})
		}
		out.Kinds = append(out.Kinds, kj)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return exitUsage
	}
	return exitOK
}

func countsJSON(cs []linter.UpgradeCount) []upgradeCountJSON {
	out := []upgradeCountJSON{}
	for _, c := range cs {
		out = append(out, upgradeCountJSON{Job: c.Job, Count: c.Count})
	}
	return out
}
