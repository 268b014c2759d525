package linter

import (
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/flinklint/flinklint/pyparse"
)

// resolver lets pyparse follow `import helpers` / `from .sql import X` to
// Python files of the same repository: relative imports from the importing
// file's package, absolute ones from the file's own directory (a script's
// directory is on sys.path) and then from the root. It only reads files.
func resolver(fsys walkFS, root, importer string, maxSize int64) pyparse.Resolver {
	dir := path.Dir(importer)
	realRoot, err := fsys.EvalSymlinks(root)
	if err != nil {
		realRoot = root
	}
	return func(module string) (string, []byte, bool) {
		var bases []string
		name := module
		if strings.HasPrefix(module, ".") {
			trimmed := strings.TrimLeft(module, ".")
			up := len(module) - len(trimmed) - 1
			base := dir
			for i := 0; i < up; i++ {
				base = path.Dir(base)
			}
			bases, name = []string{base}, trimmed
		} else {
			bases = []string{dir, "."}
		}
		rel := strings.ReplaceAll(name, ".", "/")
		for _, b := range bases {
			for _, cand := range []string{rel + ".py", rel + "/__init__.py"} {
				p := path.Clean(path.Join(b, cand))
				if strings.HasPrefix(p, "../") || path.IsAbs(p) {
					continue
				}
				full := filepath.Join(root, filepath.FromSlash(p))
				if real, err := fsys.EvalSymlinks(full); err != nil || !within(realRoot, real) {
					continue // missing, or a symlink leaving the root
				}
				src, err := readLimited(fsys, full, maxSize)
				if err == nil {
					return p, src, true
				}
				if !os.IsNotExist(err) {
					continue
				}
			}
		}
		return "", nil, false
	}
}
