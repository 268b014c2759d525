package langsvc

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/model"
)

// workspace writes files (root-relative slash path -> content) into a
// temporary directory and lints it as the server does, returning the
// model and the root.
func workspace(t *testing.T, files map[string]string) (*model.Model, string) {
	t.Helper()
	root := t.TempDir()
	for p, text := range files {
		full := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, err := linter.Check(linter.Settings{Root: root, Paths: []string{root}, ParseCache: linter.NewParseCache(0)})
	if err != nil {
		t.Fatal(err)
	}
	if out.Model == nil {
		t.Fatal("no model")
	}
	return out.Model, root
}

// text is the text of file p of the model between two offsets.
func text(t *testing.T, m *model.Model, p string, start, end int) string {
	t.Helper()
	f := m.File(p)
	if f == nil {
		t.Fatalf("no file %s", p)
	}
	src := f.Source()
	if start < 0 || end > len(src) || start > end {
		t.Fatalf("%s: range %d..%d outside the file (%d bytes)", p, start, end, len(src))
	}
	return string(src[start:end])
}
