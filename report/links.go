package report

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// LinkGraph is which deployment config governs which job, and the evidence
// for each link: what `--explain-links` says, as a graph for people who
// look rather than read (Mermaid in a pull request or a job summary, DOT for
// Graphviz). The command line fills it from the linked model.
type LinkGraph struct {
	Deployments []LinkedDeployment
	// Unlinked are job paths no deployment governs, sorted.
	Unlinked []string
}

// LinkedDeployment is one deployment config and the jobs it governs.
type LinkedDeployment struct {
	Path     string // repository-relative config file
	Name     string // application, FlinkDeployment or resource name
	Kind     string // cloudformation, terraform, operator, ...
	Flink    string // "1.19", or "" when not stated
	Rescales string // yes, no, unknown
	Jobs     []string
	Evidence string // why it governs them (or governs none)
}

// WriteMermaid writes the graph as a Mermaid flowchart: deployments on the
// left, jobs on the right, the evidence on each edge.
func WriteMermaid(w io.Writer, g *LinkGraph) error {
	ids := nodeIDs(g)
	var b strings.Builder
	b.WriteString("flowchart LR\n")
	for _, d := range g.Deployments {
		fmt.Fprintf(&b, "  %s[\"%s\"]\n", ids[depKey(d)], mermaidText(deploymentLabel(d)))
	}
	for _, j := range jobPaths(g) {
		fmt.Fprintf(&b, "  %s([\"%s\"])\n", ids["job:"+j], mermaidText(j))
	}
	for _, d := range g.Deployments {
		for _, j := range d.Jobs {
			fmt.Fprintf(&b, "  %s -- \"%s\" --> %s\n", ids[depKey(d)], mermaidText(shortEvidence(d.Evidence)), ids["job:"+j])
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteDOT writes the graph in Graphviz's DOT language.
func WriteDOT(w io.Writer, g *LinkGraph) error {
	ids := nodeIDs(g)
	var b strings.Builder
	b.WriteString("digraph flinklint_links {\n  rankdir=LR;\n  node [fontname=\"Helvetica\"];\n")
	for _, d := range g.Deployments {
		fmt.Fprintf(&b, "  %s [shape=box, label=%s];\n", ids[depKey(d)], dotString(deploymentLabel(d)))
	}
	for _, j := range jobPaths(g) {
		fmt.Fprintf(&b, "  %s [shape=ellipse, label=%s];\n", ids["job:"+j], dotString(j))
	}
	for _, d := range g.Deployments {
		for _, j := range d.Jobs {
			fmt.Fprintf(&b, "  %s -> %s [label=%s];\n", ids[depKey(d)], ids["job:"+j], dotString(shortEvidence(d.Evidence)))
		}
	}
	b.WriteString("}\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func depKey(d LinkedDeployment) string { return "dep:" + d.Path + "#" + d.Name }

// nodeIDs gives every node a short identifier both languages accept, in
// the graph's order, so that the output is the same run after run.
func nodeIDs(g *LinkGraph) map[string]string {
	ids := map[string]string{}
	for _, d := range g.Deployments {
		if _, ok := ids[depKey(d)]; !ok {
			ids[depKey(d)] = fmt.Sprintf("d%d", len(ids))
		}
	}
	n := 0
	for _, j := range jobPaths(g) {
		ids["job:"+j] = fmt.Sprintf("j%d", n)
		n++
	}
	return ids
}

// jobPaths returns every job of the graph once, sorted.
func jobPaths(g *LinkGraph) []string {
	seen := map[string]bool{}
	var out []string
	add := func(p string) {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, d := range g.Deployments {
		for _, j := range d.Jobs {
			add(j)
		}
	}
	for _, j := range g.Unlinked {
		add(j)
	}
	sort.Strings(out)
	return out
}

func deploymentLabel(d LinkedDeployment) string {
	label := d.Path
	if d.Name != "" {
		label += " (" + d.Name + ")"
	}
	var facts []string
	if d.Flink != "" {
		facts = append(facts, "Flink "+d.Flink)
	}
	if d.Rescales != "" {
		facts = append(facts, "rescales: "+d.Rescales)
	}
	if len(facts) > 0 {
		label += "\n" + strings.Join(facts, ", ")
	}
	return label
}

// shortEvidence is the first sentence of the evidence, clipped: an edge
// label, not the whole --explain-links text.
func shortEvidence(why string) string {
	why = strings.Join(strings.Fields(why), " ")
	if i := strings.Index(why, ". "); i >= 0 {
		why = why[:i]
	}
	why = strings.TrimSuffix(why, ".")
	if r := []rune(why); len(r) > 90 {
		why = string(r[:89]) + "…"
	}
	return why
}

// mermaidText makes text safe inside a quoted Mermaid label: quotes become
// #quot; (Mermaid's entity), newlines <br/>.
func mermaidText(s string) string {
	s = strings.NewReplacer(`"`, "#quot;", "\n", "<br/>").Replace(s)
	return s
}

// dotString quotes text as a DOT string.
func dotString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(s) + `"`
}
