package sqlparse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestConformance runs the statements of testdata/conformance: one file per
// production of Flink's grammar (parserImpls.ftl), each line "ok  stmt" (Flink
// parses it: no error) or "bad stmt" (Flink rejects it: an error). Each
// production has both kinds. See testdata/conformance/README.md.
func TestConformance(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "conformance", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no conformance files: %v", err)
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		production := strings.TrimSuffix(filepath.Base(file), ".txt")
		t.Run(production, func(t *testing.T) {
			var valid, invalid int
			for n, line := range strings.Split(string(data), "\n") {
				kind, src, _ := strings.Cut(line, " ")
				src = strings.TrimSpace(src)
				switch kind {
				case "ok":
					valid++
					if s := Parse(src); len(s.Errors) > 0 {
						t.Errorf("%s:%d: Flink accepts %q; got %v", file, n+1, src, s.Errors[0])
					}
				case "bad":
					invalid++
					if s := Parse(src); len(s.Errors) == 0 {
						t.Errorf("%s:%d: Flink rejects %q; got no error", file, n+1, src)
					}
				case "", "#":
				default:
					t.Errorf("%s:%d: a line is \"ok  stmt\", \"bad stmt\" or a # comment", file, n+1)
				}
			}
			if valid == 0 || invalid == 0 {
				t.Errorf("%s: %d valid and %d invalid statements; each production needs both", file, valid, invalid)
			}
		})
	}
}
