package report_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/report"
)

// TestFormatsMatchTheDocs checks docs/output-formats.md's table lists the
// formats of report.Formats, in the same order: the help and the error of
// --format are built from that list.
func TestFormatsMatchTheDocs(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "docs", "output-formats.md"))
	if err != nil {
		t.Fatal(err)
	}
	var documented []string
	for _, m := range regexp.MustCompile("(?m)^\\| `([a-z]+)`").FindAllStringSubmatch(string(b), -1) {
		documented = append(documented, m[1])
	}
	if got, want := strings.Join(documented, " "), strings.Join(report.FormatNames(), " "); got != want {
		t.Errorf("docs/output-formats.md lists %q; report.Formats is %q", got, want)
	}
}
