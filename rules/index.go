package rules

import (
	"fmt"
	"strings"
)

// DocFiles renders every rule's doc page and the index, keyed by file name
// inside docs/rules. internal/gendocs writes them; a test checks the
// committed files match.
func DocFiles() map[string]string {
	files := map[string]string{}
	var idx strings.Builder
	idx.WriteString("# flinklint rules\n\n")
	idx.WriteString("Generated from the rule docs in `rules/` by `go run ./internal/gendocs`; do not edit.\n\n")
	idx.WriteString("| ID | Name | Default level | Summary |\n|---|---|---|---|\n")
	for _, r := range All() {
		d := r.Doc
		files[d.ID+".md"] = "<!-- Generated from rules/ by `go run ./internal/gendocs`; do not edit. -->\n\n" + d.Markdown()
		fmt.Fprintf(&idx, "| [%s](%s.md) | `%s` | %s | %s |\n", d.ID, d.ID, d.Name, d.DefaultLevel, d.Summary)
	}
	files["README.md"] = idx.String()
	return files
}
