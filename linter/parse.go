package linter

import (
	"bytes"
	"fmt"
	"go/token"
	"io"
	"os"
	"path"
	"strings"
	"sync"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// parseAll reads, classifies and parses the candidates with `workers`
// goroutines, one pyparse.Parser each. Results keep the candidates' order,
// so nothing downstream depends on scheduling. Files that are not Flink
// related are dropped.
func parseAll(root string, cands []candidate, workers int, maxSize int64) []*model.File {
	out := make([]*model.File, len(cands))
	if workers > len(cands) {
		workers = max(len(cands), 1)
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var py *pyparse.Parser // created on first use: tree-sitter setup is not free
			defer func() {
				if py != nil {
					py.Close()
				}
			}()
			for i := range next {
				out[i] = parseOne(root, cands[i], maxSize, func() *pyparse.Parser {
					if py == nil {
						py = pyparse.NewParser()
					}
					return py
				})
			}
		}()
	}
	for i := range cands {
		next <- i
	}
	close(next)
	wg.Wait()
	kept := out[:0]
	for _, f := range out {
		if f != nil {
			kept = append(kept, f)
		}
	}
	return kept
}

// parseOne reads one candidate and parses it as what it is, or returns nil
// when it is not Flink related.
func parseOne(root string, c candidate, maxSize int64, parser func() *pyparse.Parser) (f *model.File) {
	ext := strings.ToLower(path.Ext(c.rel))
	src, readErr := readLimited(c.abs, maxSize)
	if readErr != nil {
		// Report only files that would have been linted by name alone.
		if ext == ".sql" || ext == ".q" || ext == ".py" {
			return &model.File{Path: c.rel, ReadError: readErr.Error()}
		}
		return nil
	}
	defer func() {
		if r := recover(); r != nil {
			f = &model.File{Path: c.rel, Src: src, ReadError: fmt.Sprintf("internal error while parsing: %v", r)}
		}
	}()
	switch ext {
	case ".sql", ".q":
		if isBinary(src) {
			return &model.File{Path: c.rel, ReadError: "binary content"}
		}
		return &model.File{Path: c.rel, Src: src, Kind: model.SQLFile, SQL: sqlparse.Parse(string(src))}
	case ".py":
		if !pyparse.Relevant(src) {
			return nil
		}
		if isBinary(src) {
			return &model.File{Path: c.rel, ReadError: "binary content"}
		}
		var imports pyparse.Resolver
		if !strings.HasPrefix(c.rel, "/") {
			imports = resolver(root, c.rel, maxSize)
		}
		mod := parser().Parse(c.rel, src, imports)
		f := &model.File{Path: c.rel, Src: src, Kind: model.PythonFile, Python: mod}
		for _, t := range mod.SQL {
			f.Embedded = append(f.Embedded, &model.EmbeddedSQL{Text: t, Script: sqlparse.Parse(t.Text)})
		}
		if len(mod.Calls) > 0 {
			if r := deploy.FromPythonCDK(c.rel, mod); len(r.Deployments) > 0 || len(r.Problems) > 0 {
				f.Deploy, f.DeployKind = r, deploy.CDKPython
			}
		}
		return f
	}
	kind := deploy.Detect(c.rel, src)
	if deploy.IsTerraformFile(c.rel) {
		// Read per module directory in readTerraform, with its var files.
		return &model.File{Path: c.rel, Src: src, Kind: model.ConfigFile, DeployKind: kind}
	}
	if kind == "" {
		return nil
	}
	return &model.File{Path: c.rel, Src: src, Kind: model.ConfigFile, DeployKind: kind, Deploy: deploy.Read(c.rel, src)}
}

func readLimited(name string, maxSize int64) ([]byte, error) {
	fh, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	src, err := io.ReadAll(io.LimitReader(fh, maxSize+1))
	if err != nil {
		return nil, err
	}
	if int64(len(src)) > maxSize {
		return nil, fmt.Errorf("larger than %d bytes", maxSize)
	}
	return src, nil
}

// isBinary reports NUL bytes in the first 8 KiB, as git does.
func isBinary(src []byte) bool {
	return bytes.IndexByte(src[:min(len(src), 8000)], 0) >= 0
}

type input struct {
	*model.Input
	model *model.Model
}

// buildInput adds the files to one FileSet in path order and wraps them as
// the model's input.
func buildInput(files []*model.File, opts Options) *input {
	fset := token.NewFileSet()
	model.SortFiles(files)
	for _, f := range files {
		f.Tok = fset.AddFile(f.Path, -1, len(f.Src))
		f.Tok.SetLinesForContent(f.Src)
	}
	return &input{Input: &model.Input{
		Fset:  fset,
		Files: files,
		Options: model.RunOptions{
			FlinkVersion:      opts.FlinkVersion,
			AssumeAutoscaling: opts.AssumeAutoscaling,
			Mappings:          opts.Mappings,
		},
		Levels: model.NewLevels(),
	}}
}

// readTerraform reads each Terraform module directory that declares a
// Managed Flink application as one unit (its *.tf files with the variable
// files beside them) and drops the Terraform files of other directories.
// The result is attached to the directory's first application file.
func readTerraform(files []*model.File) []*model.File {
	byDir := map[string][]*model.File{}
	hasApp := map[string]bool{}
	for _, f := range files {
		if f.Kind == model.ConfigFile && f.Deploy == nil && deploy.IsTerraformFile(f.Path) {
			dir := path.Dir(f.Path)
			byDir[dir] = append(byDir[dir], f)
			if f.DeployKind == deploy.Terraform {
				hasApp[dir] = true
			}
		}
	}
	drop := map[*model.File]bool{}
	for dir, fs := range byDir {
		if !hasApp[dir] {
			for _, f := range fs {
				drop[f] = true
			}
			continue
		}
		var in []deploy.File
		var first *model.File
		for _, f := range fs { // fs is in path order
			in = append(in, deploy.File{Path: f.Path, Src: f.Src})
			if first == nil && f.DeployKind == deploy.Terraform {
				first = f
			}
		}
		res := deploy.ReadTerraform(in) // Comment.Path says which file a comment is in
		first.Deploy = res
	}
	out := files[:0]
	for _, f := range files {
		if !drop[f] {
			out = append(out, f)
		}
	}
	var results []*deploy.Result
	for _, f := range out {
		if f.Deploy != nil {
			results = append(results, f.Deploy)
		}
	}
	deploy.ApplyScaleTargets(results)
	return out
}
