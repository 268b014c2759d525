package report

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/flinklint/flinklint/finding"
)

// MarkdownOptions shapes the Markdown summary.
type MarkdownOptions struct {
	// LinkBase, when set, makes each finding's location a link: LinkBase +
	// path + "#L" + line (a GitHub blob URL at the commit, ending in "/").
	LinkBase string
	// Top is how many findings are listed (the most severe first); 0 means 20.
	Top int
	// Links is the deployment-job graph, drawn with Mermaid; nil leaves it out.
	Links *LinkGraph
}

// WriteMarkdown writes a summary of the run for a reviewer: counts per rule
// and level, the top findings with links to their lines, and which
// deployment governs which job (GitHub renders the Mermaid graph). The
// GitHub Action writes it to the job summary ($GITHUB_STEP_SUMMARY).
func WriteMarkdown(w io.Writer, r *finding.Run, o MarkdownOptions) error {
	all := r.Findings
	if r.All != nil {
		all = r.All
	}
	var b strings.Builder
	b.WriteString("## flinklint\n\n")
	b.WriteString(markdownTotals(all, r.Linted) + "\n\n")
	if len(all) > 0 {
		writeRuleCounts(&b, all, r.Rules)
		writeTopFindings(&b, all, o)
	}
	if o.Links != nil && len(o.Links.Deployments) > 0 {
		b.WriteString("### Which deployment governs which job\n\n```mermaid\n")
		var g strings.Builder
		if err := WriteMermaid(&g, o.Links); err != nil {
			return err
		}
		b.WriteString(g.String())
		b.WriteString("```\n")
		if len(o.Links.Unlinked) > 0 {
			fmt.Fprintf(&b, "\nNo deployment config is linked to %s.\n", plural(len(o.Links.Unlinked), "job"))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func markdownTotals(all []finding.Finding, linted *finding.Linted) string {
	count := map[finding.Level]int{}
	for _, f := range all {
		count[f.Level]++
	}
	var parts []string
	for _, l := range []finding.Level{finding.Error, finding.Warning, finding.Note} {
		if count[l] > 0 {
			parts = append(parts, plural(count[l], string(l)))
		}
	}
	s := "No findings"
	if len(parts) > 0 {
		s = "**" + strings.Join(parts, ", ") + "**"
	}
	if linted != nil && !linted.Nothing() {
		jobs := plural(linted.PythonJobs, "Python job")
		if linted.JVMJobs > 0 {
			jobs += ", " + plural(linted.JVMJobs, "JVM job")
		}
		s += fmt.Sprintf(" in %s, %s and %s", jobs,
			plural(linted.SQLScripts, "SQL script"), plural(linted.Deployments, "deployment config"))
	}
	return s + "."
}

// writeRuleCounts writes one row per rule: its findings by level.
func writeRuleCounts(b *strings.Builder, all []finding.Finding, rules []finding.Rule) {
	type row struct {
		id, name                string
		errors, warnings, notes int
	}
	rows := map[string]*row{}
	for _, f := range all {
		r := rows[f.RuleID]
		if r == nil {
			r = &row{id: f.RuleID, name: f.RuleName}
			rows[f.RuleID] = r
		}
		switch f.Level {
		case finding.Error:
			r.errors++
		case finding.Warning:
			r.warnings++
		case finding.Note:
			r.notes++
		}
	}
	summary := map[string]string{}
	for _, r := range rules {
		summary[r.ID] = r.Summary
	}
	ids := make([]string, 0, len(rows))
	for id := range rows {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	b.WriteString("| rule | errors | warnings | notes | what it finds |\n|---|---:|---:|---:|---|\n")
	for _, id := range ids {
		r := rows[id]
		fmt.Fprintf(b, "| %s %s | %d | %d | %d | %s |\n", r.id, markdownCell(r.name), r.errors, r.warnings, r.notes, markdownCell(summary[id]))
	}
	b.WriteString("\n")
}

// writeTopFindings lists the most severe findings first, in file order
// within a level.
func writeTopFindings(b *strings.Builder, all []finding.Finding, o MarkdownOptions) {
	top := o.Top
	if top <= 0 {
		top = 20
	}
	sorted := append([]finding.Finding(nil), all...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Level.Rank() > sorted[j].Level.Rank() })
	if len(sorted) > top {
		sorted = sorted[:top]
	}
	fmt.Fprintf(b, "### Top findings\n\n")
	for _, f := range sorted {
		where := fmt.Sprintf("%s:%d", f.Location.Path, f.Location.StartLine)
		if o.LinkBase != "" {
			where = fmt.Sprintf("[%s](%s%s#L%d)", where, o.LinkBase, f.Location.Path, f.Location.StartLine)
		} else {
			where = "`" + where + "`"
		}
		fmt.Fprintf(b, "- **%s** %s %s: %s\n", f.Level, f.RuleID, where, markdownCell(f.Message))
	}
	if len(all) > len(sorted) {
		fmt.Fprintf(b, "- … and %d more (see the annotations or the SARIF report)\n", len(all)-len(sorted))
	}
	b.WriteString("\n")
}

// markdownCell keeps text on one line and out of Markdown's syntax.
func markdownCell(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.NewReplacer("|", `\|`, "<", "&lt;", ">", "&gt;", "*", `\*`, "_", `\_`, "`", "'").Replace(s)
}
