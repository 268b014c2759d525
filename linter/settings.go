package linter

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/config"
	"github.com/flinklint/flinklint/filter"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/link"
	"github.com/flinklint/flinklint/rules"
)

// This file turns a client's Settings and the project's configuration
// into the Options of a run: a setting the client gives wins over the
// configuration file.

// A SettingsError is a request the pipeline refuses before it reads
// anything: a setting or configuration entry with a value it cannot use.
// Clients report it as a usage error.
type SettingsError struct{ Err error }

func (e *SettingsError) Error() string { return e.Err.Error() }
func (e *SettingsError) Unwrap() error { return e.Err }

func settingsError(err error) error { return &SettingsError{Err: err} }

// loadConfig reads s.ConfigFile, else the configuration found from the
// first linted path upwards (the working directory when no path is named),
// so that linting ../other-repo uses that repository's settings.
// A deployments entry that names no file is an error: the link it was
// written for would be lost without a word.
func loadConfig(file string, paths []string) (*config.Config, error) {
	cfg, err := findConfig(file, paths)
	if err != nil {
		return nil, err
	}
	if err := cfg.CheckDeploymentPaths(); err != nil {
		return nil, err
	}
	return cfg, nil
}

func findConfig(file string, paths []string) (*config.Config, error) {
	if file != "" {
		return config.LoadFile(file)
	}
	start, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	if len(paths) > 0 {
		if abs, err := filepath.Abs(paths[0]); err == nil {
			if info, err := os.Stat(abs); err == nil && !info.IsDir() {
				abs = filepath.Dir(abs)
			}
			start = abs
		}
	}
	return config.Load(start)
}

// failOn is the level at and above which a finding fails the run.
func (s *Settings) failOn(cfg *config.Config) (finding.Level, error) {
	text, source := s.FailOn, "--fail-on"
	if text == "" {
		text, source = "error", cfg.Path+": fail_on"
		if cfg.FailOn != "" {
			text = cfg.FailOn
		}
	}
	level, err := filter.ParseFailOn(text)
	if err != nil {
		return "", fmt.Errorf("%s=%s: expected error, warning, note or never", source, text)
	}
	return level, nil
}

// validate rejects settings that contradict each other or name nothing.
func (s *Settings) validate(cfg *config.Config) error {
	switch {
	case s.Jobs < 0:
		return fmt.Errorf("--jobs=%d: expected a positive number of workers", s.Jobs)
	case s.MaxFindings < 0:
		return fmt.Errorf("--max-findings=%d: expected 0 (no limit) or a positive number", s.MaxFindings)
	case s.Fix && s.Diff:
		return errors.New("--fix and --diff: expected one of them (--diff shows what --fix would write)")
	case (s.Fix || s.Diff) && s.WriteBaseline != "":
		return errors.New("--fix and --diff do not go with --write-baseline")
	}
	for _, l := range []struct {
		source   string
		patterns []string
	}{
		{"--select", s.Select}, {"--ignore", s.Ignore}, {"--extend-select", s.ExtendSelect}, {"--extend-ignore", s.ExtendIgnore},
		{cfg.Path + ": select", cfg.Select}, {cfg.Path + ": ignore", cfg.Ignore},
	} {
		if err := checkRulePatterns(l.source, l.patterns); err != nil {
			return err
		}
	}
	for _, k := range sortedKeys(cfg.Severity) {
		if err := checkRulePatterns(cfg.Path+": severity", []string{k}); err != nil {
			return err
		}
	}
	for _, pi := range cfg.PerPathIgnores {
		if err := checkRulePatterns(cfg.Path+": per-path-ignores."+pi.Pattern, pi.Rules); err != nil {
			return err
		}
	}
	for _, v := range []struct{ source, version string }{{cfg.Path + ": flink-version", cfg.FlinkVersion}, {"--flink-version", s.FlinkVersion}} {
		if err := checkFlinkVersion(v.source, v.version); err != nil {
			return err
		}
	}
	for _, v := range []struct{ source, version string }{{cfg.Path + ": target-flink", cfg.TargetFlink}, {"--target-flink", s.TargetFlink}} {
		if err := checkTargetFlink(v.source, v.version); err != nil {
			return err
		}
	}
	return nil
}

// options merges the project configuration with the settings.
// Its paths are made relative to root, the run's.
func (s *Settings) options(cfg *config.Config, root string) (Options, error) {
	var opts Options
	if dir, err := filepath.Abs(cfg.Dir); err == nil && cfg.Path != "" && dir != root && within(root, dir) {
		// A configuration below the root (--root, or --config): its globs
		// are relative to its directory, the run's paths to the root.
		rebased, err := cfg.Rebase(root)
		if err != nil {
			return opts, err
		}
		cfg = rebased
	}
	opts.Rules = s.selectRules(cfg)
	opts.Jobs = s.Jobs
	opts.Exclude = append(append([]string(nil), cfg.Exclude...), s.Exclude...)
	opts.FlinkVersion = cfg.FlinkVersion
	if s.FlinkVersion != "" {
		opts.FlinkVersion = s.FlinkVersion
	}
	opts.TargetFlink = cfg.TargetFlink
	if s.TargetFlink != "" {
		opts.TargetFlink = s.TargetFlink
	}
	opts.AssumeAutoscaling = s.AssumeAutoscaling || cfg.AssumeAutoscaling
	opts.MaxFileSize = cfg.MaxFileSize
	if s.MaxFileSize > 0 {
		opts.MaxFileSize = s.MaxFileSize
	}
	opts.Connectors = cfg.Connectors
	opts.SQLDialects = cfg.SQLDialects
	opts.FreshSessions = cfg.FreshSessions
	if len(cfg.Severity) > 0 {
		opts.Severity = map[string]finding.Level{}
		for k, v := range cfg.Severity {
			l, err := filter.ParseSeverity(v)
			if err != nil {
				return opts, settingsError(fmt.Errorf("%s: severity of %s: %w", cfg.Path, k, err))
			}
			opts.Severity[k] = l
		}
	}
	for _, pi := range cfg.PerPathIgnores {
		opts.PathIgnores = append(opts.PathIgnores, filter.PathIgnore{Pattern: pi.Pattern, Rules: pi.Rules})
	}
	// Mapping paths are relative to the config file; the linker wants them
	// relative to the root.
	for _, d := range cfg.Deployments {
		m := link.Mapping{Config: rootRel(root, cfg.Dir, d.Config)}
		for _, j := range d.Jobs {
			m.Jobs = append(m.Jobs, rootRel(root, cfg.Dir, j))
		}
		opts.Mappings = append(opts.Mappings, m)
	}
	opts.RobustOptions = s.RobustOptions
	return opts, nil
}

func rootRel(root, dir, p string) string {
	if dir == "" || filepath.IsAbs(p) {
		return filepath.ToSlash(p)
	}
	rel, err := filepath.Rel(root, filepath.Join(dir, filepath.FromSlash(p)))
	if err != nil {
		return filepath.ToSlash(p)
	}
	return filepath.ToSlash(rel)
}

// selectRules merges the rule selection like ruff: a given Select or Ignore
// replaces the configuration's list, ExtendSelect and ExtendIgnore add to
// the list in force, and a rule the settings select runs even when the
// configuration ignores it.
func (s *Settings) selectRules(cfg *config.Config) []*rules.Rule {
	selectIDs, ignoreIDs := s.Select, s.Ignore
	if selectIDs == nil {
		selectIDs = cfg.Select
	}
	if ignoreIDs == nil {
		ignoreIDs = cfg.Ignore
	}
	if len(selectIDs) > 0 {
		selectIDs = append(append([]string(nil), selectIDs...), s.ExtendSelect...)
	}
	ignoreIDs = append(append([]string(nil), ignoreIDs...), s.ExtendIgnore...)
	ownSelect := append(append([]string(nil), s.Select...), s.ExtendSelect...)
	ownIgnore := append(append([]string(nil), s.Ignore...), s.ExtendIgnore...)
	out := []*rules.Rule{}
	for _, r := range rules.All() {
		id, name := r.Doc.ID, r.Doc.Name
		on := filter.RuleEnabled(id, name, selectIDs, ignoreIDs) ||
			(len(ownSelect) > 0 && filter.RuleEnabled(id, name, ownSelect, ownIgnore))
		if on {
			out = append(out, r)
		}
	}
	return out
}

// checkRulePatterns rejects a rule id, id prefix or name that selects no
// rule: `--select FL9999` would otherwise check nothing and pass.
func checkRulePatterns(source string, patterns []string) error {
	var known []string
	for _, r := range rules.All() {
		known = append(known, r.Doc.ID, r.Doc.Name)
	}
	for _, p := range patterns {
		matched := strings.EqualFold(p, "ALL")
		for _, r := range rules.All() {
			matched = matched || filter.RuleEnabled(r.Doc.ID, r.Doc.Name, []string{p}, nil)
		}
		if matched {
			continue
		}
		msg := fmt.Sprintf("%s %s: no rule has this id, id prefix or name", source, p)
		if s, ok := flink.Suggest(p, known); ok {
			msg += fmt.Sprintf(" (did you mean %s?)", s)
		}
		return errors.New(msg + "; `flinklint rules` lists them")
	}
	return nil
}

// checkFlinkVersion rejects a Flink version flinklint knows nothing of.
func checkFlinkVersion(source, v string) error {
	if v == "" {
		return nil
	}
	var known []string
	for _, s := range flink.SupportedVersions() {
		known = append(known, s.String())
	}
	if pv, ok := flink.ParseVersion(v); ok && flink.Supported(pv) {
		return nil
	}
	return fmt.Errorf("%s %s: not a Flink release flinklint knows; one of %s", source, v, strings.Join(known, ", "))
}

// checkTargetFlink rejects an upgrade target that is no Flink 2.x release
// flinklint knows: the upgrade rules speak about the move to 2.x only.
func checkTargetFlink(source, v string) error {
	if v == "" {
		return nil
	}
	var known []string
	for _, s := range flink.SupportedVersions() {
		if s.Major >= 2 {
			known = append(known, s.String())
		}
	}
	if pv, ok := flink.ParseVersion(v); ok && flink.Supported(pv) && pv.Major >= 2 {
		return nil
	}
	return fmt.Errorf("%s %s: not a Flink 2.x release flinklint knows; one of %s", source, v, strings.Join(known, ", "))
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
