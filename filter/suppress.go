package filter

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/flinklint/flinklint/finding"
)

// Comment is one comment of a linted file, as the linter found it: a Python,
// YAML or HCL "#" comment, or a SQL "--" comment (also inside a Python
// string, then Line and Location are positions in the Python file).
type Comment struct {
	Path     string
	Line     int    // 1-based line of the comment
	Text     string // the comment including its marker: "# flinklint: ignore[FL001] why"
	Location finding.Location
}

// Suppression is one parsed suppression comment.
type Suppression struct {
	// Rules are the rule ids (upper case) or rule names (lower case) it
	// names; nil means every rule.
	Rules []string
	// Reason is the free text after the directive, "" when none was given.
	Reason string
	// Noqa is set for the Python "# noqa" spelling, which is exempt from the
	// reason requirement and, when bare, from the unused check (it is usually
	// meant for another linter).
	Noqa bool
}

// suppressionPattern matches "flinklint: ignore" after a comment marker
// ("#", SQL "--", or "//" in Terraform and TypeScript),
// tolerating spacing and case: "#flinklint:ignore[FL001]",
// "--  FlinkLint : IGNORE [ fl001 , FL002 ]  reason".
var suppressionPattern = regexp.MustCompile(`(?i)(?:#|--|//)\s*flinklint\s*:\s*ignore\b(.*)$`)

// noqaPattern matches flake8's "# noqa" and "# noqa: CODE, CODE".
var noqaPattern = regexp.MustCompile(`(?i)#\s*noqa\b(?:\s*:\s*([a-z]+[0-9]+(?:[\s,]+[a-z]+[0-9]+)*))?`)

// ruleToken is what may stand between the brackets: a rule id or a rule name.
var ruleToken = regexp.MustCompile(`^(?:[A-Za-z]+[0-9]+|[a-z][a-z0-9]*(?:-[a-z0-9]+)*)$`)

// ParseSuppression parses the text of one comment. It reports false when the
// comment is not a flinklint suppression (including a "# noqa" that names only
// other tools' codes, and a malformed bracket list, which must not silently
// become "ignore everything").
func ParseSuppression(commentText string) (Suppression, bool) {
	if m := suppressionPattern.FindStringSubmatch(commentText); m != nil {
		rest := strings.TrimSpace(m[1])
		var s Suppression
		if strings.HasPrefix(rest, "[") {
			list, after, ok := strings.Cut(rest[1:], "]")
			if !ok {
				return Suppression{}, false
			}
			for tok := range strings.FieldsFuncSeq(list, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
				if !ruleToken.MatchString(tok) {
					return Suppression{}, false
				}
				s.Rules = append(s.Rules, normaliseRuleToken(tok))
			}
			if len(s.Rules) == 0 {
				return Suppression{}, false // "ignore[]" names nothing
			}
			rest = after
		}
		s.Reason = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(rest), ":-–—"))
		return s, true
	}
	if m := noqaPattern.FindStringSubmatch(commentText); m != nil {
		s := Suppression{Noqa: true}
		if m[1] == "" {
			return s, true
		}
		for tok := range strings.FieldsFuncSeq(m[1], func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
			if tok = strings.ToUpper(tok); strings.HasPrefix(tok, "FL") {
				s.Rules = append(s.Rules, tok)
			}
		}
		if len(s.Rules) == 0 {
			return Suppression{}, false // "# noqa: E501" is for flake8
		}
		return s, true
	}
	return Suppression{}, false
}

// normaliseRuleToken upper-cases ids (fl001 -> FL001) and lower-cases names.
func normaliseRuleToken(tok string) string {
	if strings.ContainsRune(tok, '-') || !strings.ContainsAny(tok, "0123456789") {
		return strings.ToLower(tok)
	}
	return strings.ToUpper(tok)
}

// matches reports whether the suppression token names the finding's rule.
func tokenMatches(tok string, f finding.Finding) bool {
	return strings.EqualFold(tok, f.RuleID) || (f.RuleName != "" && strings.EqualFold(tok, f.RuleName))
}

// ApplySuppressions drops the findings that a suppression comment covers: a
// comment covers its own line (a trailing comment) and the next line (a
// comment on its own line above the code), in the same file. A comment at a
// related location covers the finding too, so a finding can be accepted where
// the decision lives: "# flinklint: ignore[FL001] ..." beside
// AutoScalingEnabled in the app config covers FL001 in the job. It returns the
// kept findings and new findings about the suppressions themselves: FL902 for
// a suppression without a reason, FL903 for a rule id in a suppression that
// matched nothing.
//
// ruleRan receives a token as written in a comment (a rule id or name) and
// returns false only for a known rule that did not run in this run (it was
// deselected with --select or ignore): a suppression for it cannot be judged
// unused. It must return true for tokens it does not know, so that a typo
// ("FL01") is reported as unused. nil means every rule ran.
func ApplySuppressions(findings []finding.Finding, comments []Comment, ruleRan func(ruleID string) bool) (kept, problems []finding.Finding) {
	type parsed struct {
		c    Comment
		s    Suppression
		used []bool // per Rules entry; one entry for a bare suppression
	}
	byPathLine := map[string]map[int][]*parsed{}
	var all []*parsed
	for _, c := range comments {
		s, ok := ParseSuppression(c.Text)
		if !ok {
			continue
		}
		p := &parsed{c: c, s: s, used: make([]bool, max(1, len(s.Rules)))}
		all = append(all, p)
		lines := byPathLine[c.Path]
		if lines == nil {
			lines = map[int][]*parsed{}
			byPathLine[c.Path] = lines
		}
		lines[c.Line] = append(lines[c.Line], p)
		lines[c.Line+1] = append(lines[c.Line+1], p)
	}

	kept = make([]finding.Finding, 0, len(findings))
	for _, f := range findings {
		suppressed := false
		var covering []*parsed
		covering = append(covering, byPathLine[f.Location.Path][f.Location.StartLine]...)
		for _, r := range f.Related {
			covering = append(covering, byPathLine[r.Location.Path][r.Location.StartLine]...)
		}
		for _, p := range covering {
			if p.s.Rules == nil {
				p.used[0], suppressed = true, true
				continue
			}
			for i, tok := range p.s.Rules {
				if tokenMatches(tok, f) {
					p.used[i], suppressed = true, true
				}
			}
		}
		if !suppressed {
			kept = append(kept, f)
		}
	}

	for _, p := range all {
		loc := p.c.Location
		if loc.Path == "" {
			loc.Path, loc.StartLine, loc.EndLine = p.c.Path, p.c.Line, p.c.Line
		}
		if loc.Snippet == "" {
			loc.Snippet = strings.TrimSpace(p.c.Text)
		}
		if p.s.Reason == "" && !p.s.Noqa {
			problems = append(problems, finding.Finding{
				RuleID: finding.RuleSuppressionWithoutReason, RuleName: "suppression-without-reason", Level: finding.Note,
				Message:  "suppression gives no reason; say why after it: " + reasonExample(p.c.Text, p.s),
				Location: loc,
			})
		}
		if p.s.Rules == nil {
			if !p.used[0] && !p.s.Noqa {
				problems = append(problems, finding.Finding{
					RuleID: finding.RuleUnusedSuppression, RuleName: "unused-suppression", Level: finding.Warning,
					Message:  "suppression matches no finding on this line or the next; remove it",
					Location: loc,
				})
			}
			continue
		}
		var unused []string
		for i, tok := range p.s.Rules {
			if !p.used[i] && (ruleRan == nil || ruleRan(tok)) {
				unused = append(unused, tok)
			}
		}
		if len(unused) > 0 {
			pronoun := "them"
			if len(unused) == 1 {
				pronoun = "it"
			}
			problems = append(problems, finding.Finding{
				RuleID: finding.RuleUnusedSuppression, RuleName: "unused-suppression", Level: finding.Warning,
				Message: fmt.Sprintf("suppression of %s matches no finding on this line or the next; remove %s",
					strings.Join(unused, ", "), pronoun),
				Location: loc,
			})
		}
	}
	slices.SortStableFunc(problems, func(a, b finding.Finding) int {
		return cmp.Or(cmp.Compare(a.Location.Path, b.Location.Path),
			cmp.Compare(a.Location.StartLine, b.Location.StartLine),
			cmp.Compare(a.RuleID, b.RuleID))
	})
	return kept, problems
}

// reasonExample shows the suppression as the user wrote it, with a reason.
func reasonExample(text string, s Suppression) string {
	marker := "#"
	for _, m := range []string{"--", "//"} {
		if strings.HasPrefix(strings.TrimSpace(text), m) {
			marker = m
		}
	}
	list := ""
	if s.Rules != nil {
		list = "[" + strings.Join(s.Rules, ",") + "]"
	}
	return fmt.Sprintf("%q", marker+" flinklint: ignore"+list+" <why the finding is acceptable here>")
}

// MayHoldSuppression reports whether src can contain a comment that
// ParseSuppression accepts: every suppression spells "flinklint" or "noqa"
// in some case. src is a comment or a whole file: a reader may skip
// collecting the comments of a file for which it is false, since comments
// are read for suppressions only. The patterns
// fold case by Unicode rules, and the only non-ASCII fold of these letters is
// the Kelvin sign for k (TestMayHoldSuppressionFolds checks that), so the
// k of "flinklint" also matches its UTF-8 bytes.
func MayHoldSuppression[T string | []byte](src T) bool {
	if indexFoldASCII(src, 0, "noqa") >= 0 {
		return true
	}
	for from := 0; ; {
		i := indexFoldASCII(src, from, "flin")
		if i < 0 {
			return false
		}
		from = i + len("flin")
		k := from
		switch {
		case k < len(src) && src[k]|0x20 == 'k':
			k++
		case k+len(kelvinSign) <= len(src) && src[k] == kelvinSign[0] && src[k+1] == kelvinSign[1] && src[k+2] == kelvinSign[2]:
			k += len(kelvinSign)
		default:
			continue
		}
		if hasFoldASCIIAt(src, k, "lint") {
			return true
		}
	}
}

// hasFoldASCIIAt reports whether word (lower-case ASCII letters) is in src
// at at, in any ASCII case. (Searching on from at and comparing the index
// read the rest of the file again at each "flin" not followed by "lint":
// quadratic on a Terraform file naming Flink in every block, issue 46.)
func hasFoldASCIIAt[T string | []byte](src T, at int, word string) bool {
	if at+len(word) > len(src) {
		return false
	}
	for j := range len(word) {
		if src[at+j]|0x20 != word[j] {
			return false
		}
	}
	return true
}

// kelvinSign is U+212A in UTF-8, which case-insensitive patterns match for k.
const kelvinSign = "\u212a"

// indexFoldASCII returns the index of the first instance of word (lower-case
// ASCII letters) in src at or after from, in any ASCII case, or -1.
func indexFoldASCII[T string | []byte](src T, from int, word string) int {
	for i := from; i+len(word) <= len(src); i++ {
		j := 0
		for j < len(word) && src[i+j]|0x20 == word[j] {
			j++
		}
		if j == len(word) {
			return i
		}
	}
	return -1
}
