package linter

import (
	"go/token"
	"path/filepath"

	"github.com/flinklint/flinklint/model"
)

// ParseBuffer parses one file of the project at root, rel its
// root-relative slash path and src its text (an editor's buffer), as a run
// parses it, its Python imports read from the project: what the language
// service reads under a cursor between runs, which lag the buffer by an
// edit or two. nil when flinklint reads no such file.
func ParseBuffer(root, rel string, src []byte) *model.File {
	cfg := parseConfig{fsys: osFS{}, root: root, realRoot: root, maxSize: DefaultMaxFileSize, imports: &pathCache{}}
	if real, err := cfg.fsys.EvalSymlinks(root); err == nil {
		cfg.realRoot = real
	}
	c := candidate{abs: filepath.Join(root, filepath.FromSlash(rel)), rel: rel, named: true, prefiltered: true}
	f := parseOne(cfg, c, src, &parsers{})
	if f != nil {
		f.Tok = token.NewFileSet().AddFile(rel, -1, len(src))
		setLines(f.Tok, src) // the run's lines: a lone CR ends one too
	}
	return f
}
