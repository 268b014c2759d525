package report

// Format is one output format of `flinklint check --format`: its name and
// what it is for.
type Format struct {
	Name string
	For  string
}

// Formats lists every output format this package writes, in the order the
// help and docs/output-formats.md list them. The command line's --format
// accepts exactly these names.
func Formats() []Format {
	return []Format{
		{"text", "people at a terminal (the default)"},
		{"sarif", "GitHub code scanning, the VS Code SARIF Viewer, any SARIF tool"},
		{"json", "scripts"},
		{"github", "annotations on a pull request from a GitHub Actions step"},
		{"checkstyle", "reviewdog, Jenkins and other CI dashboards"},
		{"markdown", "a summary for people: a job summary, a pull-request comment"},
		{"mermaid", "which deployment governs which job, as a Mermaid flowchart"},
		{"dot", "the same graph for Graphviz"},
	}
}

// FormatNames is the names of Formats, in order.
func FormatNames() []string {
	fs := Formats()
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = f.Name
	}
	return out
}
