package filter

import (
	"errors"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/flinklint/flinklint/finding"
)

// Off is the severity that turns a rule off; Never is the --fail-on value
// that never fails. Neither is a level a finding carries.
const (
	Off   finding.Level = "off"
	Never finding.Level = "never"
)

// ParseSeverity parses a per-rule severity: error, warning, note or off.
func ParseSeverity(s string) (finding.Level, error) {
	switch l := finding.Level(strings.ToLower(strings.TrimSpace(s))); l {
	case finding.Error, finding.Warning, finding.Note, Off:
		return l, nil
	}
	return "", fmt.Errorf("severity %q: want error, warning, note or off", s)
}

// ParseFailOn parses a --fail-on value: error, warning, note or never.
func ParseFailOn(s string) (finding.Level, error) {
	switch l := finding.Level(strings.ToLower(strings.TrimSpace(s))); l {
	case finding.Error, finding.Warning, finding.Note, Never:
		return l, nil
	}
	return "", fmt.Errorf("fail-on %q: want error, warning, note or never", s)
}

// idPrefix is a rule id or a prefix of one: "FL", "FL0", "FL001".
var idPrefix = regexp.MustCompile(`^[A-Za-z]+[0-9]*$`)

// ruleMatch reports how specifically pattern names the rule (id, name): -1
// when it does not, 0 for "ALL", the prefix length for an id prefix ("FL0"
// matches FL001 with 3), and 1000 for the full id or the rule name. The most
// specific pattern wins, as in ruff: select FL0 with ignore FL001 leaves
// FL001 off, ignore FL0 with select FL001 leaves it on.
func ruleMatch(pattern, id, name string) int {
	p := strings.TrimSpace(pattern)
	switch {
	case strings.EqualFold(p, "ALL"):
		return 0
	case strings.EqualFold(p, id), name != "" && strings.EqualFold(p, name):
		return 1000
	case idPrefix.MatchString(p) && len(p) < len(id) && strings.EqualFold(id[:len(p)], p):
		return len(p)
	}
	return -1
}

func bestMatch(patterns []string, id, name string) int {
	best := -1
	for _, p := range patterns {
		best = max(best, ruleMatch(p, id, name))
	}
	return best
}

// RuleEnabled reports whether a rule is on under select and ignore lists of
// ids, id prefixes and rule names. An empty select list selects every rule.
// When a select and an ignore pattern are equally specific, ignore wins.
func RuleEnabled(id, name string, selectPatterns, ignorePatterns []string) bool {
	sel := 0
	if len(selectPatterns) > 0 {
		sel = bestMatch(selectPatterns, id, name)
	}
	return sel >= 0 && sel > bestMatch(ignorePatterns, id, name)
}

// ApplySeverity sets each finding's level from severity, a map from rule id,
// id prefix or rule name to a level from ParseSeverity; the most specific key
// wins. Findings whose level becomes Off are dropped.
func ApplySeverity(findings []finding.Finding, severity map[string]finding.Level) []finding.Finding {
	if len(severity) == 0 {
		return findings
	}
	// Iterate keys in a fixed order so that equally specific keys (an id and
	// the same rule's name) resolve the same way every run.
	keys := make([]string, 0, len(severity))
	for k := range severity {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var out []finding.Finding
	for _, f := range findings {
		best, level := -1, f.Level
		for _, k := range keys {
			if m := ruleMatch(k, f.RuleID, f.RuleName); m > best {
				best, level = m, severity[k]
			}
		}
		if level == Off {
			continue
		}
		f.Level = level
		out = append(out, f)
	}
	return out
}

// PathIgnore turns rules off for the files a glob matches.
type PathIgnore struct {
	Pattern string   // glob on slash paths relative to the repository root; see MatchGlob
	Rules   []string // ids, id prefixes or names; empty or "ALL" means every rule
}

// IgnorePaths drops the findings that a PathIgnore covers.
func IgnorePaths(findings []finding.Finding, ignores []PathIgnore) []finding.Finding {
	if len(ignores) == 0 {
		return findings
	}
	return keep(findings, func(f finding.Finding) bool {
		for _, ig := range ignores {
			if !MatchGlob(ig.Pattern, f.Location.Path) {
				continue
			}
			if len(ig.Rules) == 0 || bestMatch(ig.Rules, f.RuleID, f.RuleName) >= 0 {
				return false
			}
		}
		return true
	})
}

// ErrBadGlob is returned by CheckGlob for a malformed pattern.
var ErrBadGlob = errors.New("malformed glob")

// CheckGlob reports whether pattern is a well-formed glob for MatchGlob.
func CheckGlob(pattern string) error {
	for seg := range strings.SplitSeq(strings.Trim(pattern, "/"), "/") {
		if _, err := path.Match(seg, ""); err != nil {
			return fmt.Errorf("%w: %q", ErrBadGlob, pattern)
		}
	}
	return nil
}

// MatchGlob matches a slash-separated relative path against a glob, with
// .gitignore-like rules: '*', '?' and '[...]' match within one path segment,
// '**' matches any number of segments (also none); a pattern without a slash
// matches the file name at any depth ("*.sql"); a leading '/' anchors at the
// root; a pattern that matches a directory matches everything below it
// ("legacy" or "jobs/old/"). A malformed pattern matches nothing.
func MatchGlob(pattern, filePath string) bool {
	pattern = strings.TrimSuffix(pattern, "/")
	if pattern == "" {
		return false
	}
	anchored := strings.HasPrefix(pattern, "/")
	pattern = strings.TrimPrefix(pattern, "/")
	pat := strings.Split(pattern, "/")
	if !anchored && len(pat) == 1 && pat[0] != "**" {
		pat = append([]string{"**"}, pat...)
	}
	segs := strings.Split(strings.Trim(path.Clean("/"+filePath), "/"), "/")
	// The path itself or any directory above it.
	for n := len(segs); n > 0; n-- {
		if matchSegments(pat, segs[:n]) {
			return true
		}
	}
	return false
}

// matchSegments matches pattern segments against path segments. The memo
// keeps patterns with several '**' polynomial instead of exponential.
func matchSegments(pat, segs []string) bool {
	memo := map[[2]int]bool{}
	var match func(i, j int) bool
	match = func(i, j int) bool {
		key := [2]int{i, j}
		if v, ok := memo[key]; ok {
			return v
		}
		var ok bool
		switch {
		case i == len(pat):
			ok = j == len(segs)
		case pat[i] == "**":
			ok = match(i+1, j) || (j < len(segs) && match(i, j+1))
		case j < len(segs):
			m, err := path.Match(pat[i], segs[j])
			ok = err == nil && m && match(i+1, j+1)
		}
		memo[key] = ok
		return ok
	}
	return match(0, 0)
}

// Cap keeps at most maxFindings findings (no cap when maxFindings <= 0),
// preferring higher levels so an error is never hidden behind notes, and
// returns how many were dropped. Kept findings stay in their order.
func Cap(findings []finding.Finding, maxFindings int) (kept []finding.Finding, dropped int) {
	if maxFindings <= 0 || len(findings) <= maxFindings {
		return findings, 0
	}
	idx := make([]int, len(findings))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return findings[b].Level.Rank() - findings[a].Level.Rank() })
	idx = idx[:maxFindings]
	slices.Sort(idx)
	kept = make([]finding.Finding, 0, maxFindings)
	for _, i := range idx {
		kept = append(kept, findings[i])
	}
	return kept, len(findings) - maxFindings
}

// ExitCode is the exit status for the findings left after filtering: 1 when
// one is at or above failOn (a level, or Never), else 0. Usage and internal
// errors (status 2) are the command's business.
func ExitCode(findings []finding.Finding, failOn finding.Level) int {
	if failOn == Never || failOn.Rank() == 0 {
		return 0
	}
	for _, f := range findings {
		if f.Level.Rank() >= failOn.Rank() {
			return 1
		}
	}
	return 0
}

func keep(findings []finding.Finding, ok func(finding.Finding) bool) []finding.Finding {
	var out []finding.Finding
	for _, f := range findings {
		if ok(f) {
			out = append(out, f)
		}
	}
	return out
}
