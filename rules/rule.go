// Package rules holds flinklint's rules, one file per rule, and the
// registry. Each rule is an *analysis.Analyzer that Requires model.Analyzer
// and reports through (*model.Model).Report, which states the finding's
// level; its documentation is data (Doc) next to it, rendered into
// docs/rules/FLxxx.md, `flinklint explain` and SARIF help from that one
// source.
package rules

import (
	"fmt"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
)

// DocsBaseURL is where the rendered doc pages live.
const DocsBaseURL = "https://github.com/flinklint/flinklint/blob/main/docs/rules/"

// Rule is one rule: its documentation and its analyzer. Analyzer is nil for
// the few rules the driver reports itself (suppression checks).
type Rule struct {
	Doc      Doc
	Analyzer *analysis.Analyzer
}

// Doc is a rule's documentation as data.
type Doc struct {
	ID           string // "FL001"
	Name         string // kebab-case, "auto-compaction-rescale"
	Summary      string // one line, no trailing period
	DefaultLevel finding.Level
	// Levels explains when the rule uses which level, when that varies.
	Levels string
	Since  string // flinklint version that introduced the rule
	Tags   []string
	// Explanation is markdown: what the rule finds and why it matters (the
	// Flink mechanism, with Jira/doc references).
	Explanation string
	// Examples fire the rule; each is one file.
	Examples []Example
	// Fix is markdown: how to fix the code.
	Fix string
	// Suppress is markdown; empty means the standard inline suppression text.
	Suppress string
	// References are links (Jira, docs) listed at the end of the page.
	References []string
	// Sources cite where the Flink facts the rule rests on are true:
	// repository, path (and method), release tags or commit read.
	Sources []string
	// SecuritySeverity is a CVSS-like score ("7.5") for security rules,
	// rendered as SARIF properties.security-severity; "" otherwise.
	SecuritySeverity string
}

// Example is one file of an example that fires the rule.
type Example struct {
	Path string // shown as the file name, e.g. "job.py"
	Lang string // code fence language: python, sql, yaml, hcl, json
	Code string
}

// URL returns the rule's doc page.
func (d Doc) URL() string { return DocsBaseURL + d.ID + ".md" }

// analyzerDoc is the analysis.Analyzer Doc: summary line, blank line, the
// explanation.
func (d Doc) analyzerDoc() string {
	return d.ID + ": " + d.Summary + "\n\n" + strings.TrimSpace(d.Explanation)
}

// Markdown renders the full doc page.
func (d Doc) Markdown() string {
	var b strings.Builder
	b.Grow(d.markdownSize()) // every run renders every rule's page (finding.Rule.Help)
	fmt.Fprintf(&b, "# %s `%s`\n\n", d.ID, d.Name)
	fmt.Fprintf(&b, "%s.\n\n", d.Summary)
	fmt.Fprintf(&b, "- Default level: `%s`\n", d.DefaultLevel)
	if d.Since != "" {
		fmt.Fprintf(&b, "- Since: flinklint %s\n", d.Since)
	}
	if len(d.Tags) > 0 {
		fmt.Fprintf(&b, "- Tags: %s\n", strings.Join(d.Tags, ", "))
	}
	if d.SecuritySeverity != "" {
		fmt.Fprintf(&b, "- Security severity: %s\n", d.SecuritySeverity)
	}
	b.WriteString("\n## What it finds and why\n\n")
	b.WriteString(strings.TrimSpace(d.Explanation))
	b.WriteString("\n")
	if d.Levels != "" {
		b.WriteString("\n## Levels\n\n")
		b.WriteString(strings.TrimSpace(d.Levels))
		b.WriteString("\n")
	}
	if len(d.Examples) > 0 {
		b.WriteString("\n## Example\n")
		for _, e := range d.Examples {
			fmt.Fprintf(&b, "\n`%s`:\n\n```%s\n%s\n```\n", e.Path, e.Lang, strings.TrimRight(e.Code, "\n"))
		}
	}
	b.WriteString("\n## Fix\n\n")
	b.WriteString(strings.TrimSpace(d.Fix))
	b.WriteString("\n\n## Suppress\n\n")
	if d.Suppress != "" {
		b.WriteString(strings.TrimSpace(d.Suppress))
	} else {
		b.WriteString(standardSuppress(d.ID))
	}
	b.WriteString("\n")
	if len(d.Sources) > 0 {
		b.WriteString("\n## Sources\n\n")
		for _, src := range d.Sources {
			fmt.Fprintf(&b, "- %s\n", src)
		}
	}
	if len(d.References) > 0 {
		b.WriteString("\n## References\n\n")
		for _, r := range d.References {
			fmt.Fprintf(&b, "- %s\n", r)
		}
	}
	return b.String()
}

// markdownSize is a little more than the length of Markdown's page, so its
// builder allocates once instead of doubling from 8 bytes.
func (d Doc) markdownSize() int {
	n := 1024 + len(d.ID) + len(d.Name) + len(d.Summary) + len(d.Since) + len(d.SecuritySeverity) +
		len(d.Explanation) + len(d.Levels) + len(d.Fix) + len(d.Suppress)
	for _, t := range d.Tags {
		n += len(t) + 2
	}
	for _, e := range d.Examples {
		n += 16 + len(e.Path) + len(e.Lang) + len(e.Code)
	}
	for _, r := range d.References {
		n += 4 + len(r)
	}
	for _, r := range d.Sources {
		n += 4 + len(r)
	}
	return n
}

func standardSuppress(id string) string {
	return fmt.Sprintf("On the line of the finding or the line before it: `# flinklint: ignore[%[1]s] reason` "+
		"in Python, YAML and HCL (or `# noqa: %[1]s` in Python), `-- flinklint: ignore[%[1]s] reason` in SQL, "+
		"including SQL inside a Python string. For a whole project or path, use `ignore` in `.flinklint.yaml`, "+
		"or `--ignore %[1]s` on the command line.", id)
}

// Report returns the metadata writers render for this rule.
func (d Doc) Report() finding.Rule {
	return finding.Rule{
		ID:           d.ID,
		Name:         d.Name,
		Summary:      d.Summary,
		Explanation:  strings.TrimSpace(d.Explanation),
		Help:         d.Markdown(),
		HelpURI:      d.URL(),
		DefaultLevel: d.DefaultLevel,
		Tags:         append([]string(nil), d.Tags...),

		SecuritySeverity: d.SecuritySeverity,
	}
}

// newRule ties a Doc to its analyzer, filling the analyzer's Doc and URL
// from the Doc so they cannot drift apart.
func newRule(doc Doc, run func(*analysis.Pass) (any, error), requires ...*analysis.Analyzer) *Rule {
	return &Rule{Doc: doc, Analyzer: &analysis.Analyzer{
		Name:     doc.ID, // "FL001" is an identifier, as staticcheck's "SA1000" is
		Doc:      doc.analyzerDoc(),
		URL:      doc.URL(),
		Requires: requires,
		Run:      run,
	}}
}

// All returns every rule, sorted by ID. The slice is new; the rules are shared.
func All() []*Rule {
	out := registry()
	sort.Slice(out, func(i, j int) bool { return out[i].Doc.ID < out[j].Doc.ID })
	return out
}

// Lookup finds a rule by ID ("FL001", "fl001") or name ("auto-compaction-rescale").
func Lookup(idOrName string) *Rule {
	for _, r := range All() {
		if strings.EqualFold(r.Doc.ID, idOrName) || r.Doc.Name == strings.ToLower(idOrName) {
			return r
		}
	}
	return nil
}

// ByAnalyzer finds the rule an analyzer belongs to.
func ByAnalyzer(a *analysis.Analyzer) *Rule {
	for _, r := range All() {
		if a != nil && r.Analyzer == a {
			return r
		}
	}
	return nil
}

// Analyzers returns the analyzers of rules, in order.
func Analyzers(rs []*Rule) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	for _, r := range rs {
		if r.Analyzer != nil {
			out = append(out, r.Analyzer)
		}
	}
	return out
}

// Validate checks the analyzer graph and the docs of every rule; the
// command calls it at start-up.
func Validate() error {
	all := All()
	if err := analysis.Validate(Analyzers(all)); err != nil {
		return err
	}
	seen := map[string]bool{}
	for _, r := range all {
		d := r.Doc
		switch {
		case seen[d.ID] || seen[d.Name]:
			return fmt.Errorf("rule %s: duplicate id or name", d.ID)
		case len(d.ID) != 5 || !strings.HasPrefix(d.ID, "FL"):
			return fmt.Errorf("rule %q: id must be FL + three digits", d.ID)
		case d.Summary == "" || d.Explanation == "" || d.Fix == "":
			return fmt.Errorf("rule %s: summary, explanation and fix are required", d.ID)
		case d.DefaultLevel.Rank() == 0:
			return fmt.Errorf("rule %s: bad default level %q", d.ID, d.DefaultLevel)
		}
		seen[d.ID], seen[d.Name] = true, true
	}
	return nil
}
