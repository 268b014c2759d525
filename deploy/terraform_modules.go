package deploy

import (
	"bytes"
	"fmt"
	"path"
	"runtime/debug"
	"sort"

	"github.com/flinklint/flinklint/internal/parallel"
)

// ModuleRead is one Terraform module directory that declares a Managed
// Flink application, read as one unit.
type ModuleRead struct {
	Dir string
	// First is the directory's first file (in input order) that declares
	// an application: the file the Result belongs to.
	First  string
	Result *Result
	// Err is a reader bug (a panic) in this module, Stack its Go stack:
	// the other modules are read all the same.
	Err   error
	Stack string
}

// ReadTerraformModules gathers the Terraform files of a run (*.tf and the
// variable files beside them, see IsTerraformFile) by directory and reads
// each directory that declares a Managed Flink application as one module,
// with the calls of other directories whose module blocks instantiate it
// (ReadTerraformCalled). It returns the reads in directory order and the
// files that matter: those of an application's directory or of a directory
// that calls one (their values are related locations); the rest are not
// deployment configs. Modules are read on up to workers goroutines.
func ReadTerraformModules(files []File, workers int) (reads []ModuleRead, keep map[string]bool) {
	return ReadTerraformModulesWith(files, workers, nil)
}

// RootRead is one Terraform module directory read as a root module as soon
// as its files were parsed (ReadTerraformRoot), before the run's other
// directories were: the linter's parse workers read it while other files
// are still being parsed.
type RootRead struct {
	files map[string]File
	res   *Result
	stack string
	err   error
}

// ReadTerraformRoot reads the files of one directory as a root module, as
// ReadTerraformModules would read them when no module block calls it.
func ReadTerraformRoot(files []File) *RootRead {
	r := &RootRead{files: make(map[string]File, len(files))}
	for _, f := range files {
		r.files[f.Path] = f
	}
	r.res, r.stack, r.err = readModuleIsolated(files, nil)
	return r
}

// ReadTerraformModulesWith is ReadTerraformModules using the reads made
// before (roots, by directory) of the directories that no module block
// calls and whose files are the ones read; the others are read here.
func ReadTerraformModulesWith(files []File, workers int, roots map[string]*RootRead) (reads []ModuleRead, keep map[string]bool) {
	byDir := map[string][]File{}
	hasApp := map[string]bool{}
	first := map[string]string{}
	for _, f := range files {
		if !IsTerraformFile(f.Path) {
			continue
		}
		dir := path.Dir(f.Path)
		byDir[dir] = append(byDir[dir], f)
		if Detect(f.Path, f.Src) == Terraform {
			hasApp[dir] = true
			if first[dir] == "" {
				first[dir] = f.Path
			}
		}
	}
	dirs := make([]string, 0, len(byDir))
	for dir := range byDir {
		dirs = append(dirs, dir)
	}
	sort.Strings(dirs) // the calls and the reads keep one order whatever workers is
	calledBy := moduleCalls(dirs, byDir)
	callsApp := map[string]bool{}
	for target, calls := range calledBy {
		if hasApp[target] {
			for _, c := range calls {
				callsApp[path.Dir(c.Files[0].Path)] = true
			}
		}
	}
	keep = map[string]bool{}
	for _, dir := range dirs {
		if hasApp[dir] {
			reads = append(reads, ModuleRead{Dir: dir, First: first[dir]})
		}
		if hasApp[dir] || callsApp[dir] {
			for _, f := range byDir[dir] {
				keep[f.Path] = true
			}
		}
	}
	parallel.ForEachIndex(workers, len(reads), func(i int) {
		r := &reads[i]
		if pre := roots[r.Dir]; pre != nil && len(calledBy[r.Dir]) == 0 && pre.readFrom(byDir[r.Dir]) {
			r.Result, r.Stack, r.Err = pre.res, pre.stack, pre.err
			return
		}
		r.Result, r.Stack, r.Err = readModuleIsolated(byDir[r.Dir], calledBy[r.Dir])
	})
	return reads, keep
}

// readFrom reports whether r read exactly these files (the read does not
// depend on their order: readTerraformFiles sorts them).
func (r *RootRead) readFrom(files []File) bool {
	if len(files) != len(r.files) {
		return false
	}
	for _, f := range files {
		g, ok := r.files[f.Path]
		if !ok || g.NoComments != f.NoComments || !bytes.Equal(g.Src, f.Src) {
			return false
		}
	}
	return true
}

// moduleCalls maps each directory to the module blocks of other
// directories whose local source is it.
func moduleCalls(dirs []string, byDir map[string][]File) map[string][]ModuleCall {
	calledBy := map[string][]ModuleCall{}
	for _, dir := range dirs {
		targets, labels := LocalModuleSources(byDir[dir])
		for i, t := range targets {
			if t != dir {
				calledBy[t] = append(calledBy[t], ModuleCall{Label: labels[i], Files: byDir[dir]})
			}
		}
	}
	return calledBy
}

// readModuleIsolated is ReadTerraformCalled with a panic turned into an
// error, so one odd module does not stop the run.
func readModuleIsolated(files []File, calls []ModuleCall) (res *Result, stack string, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, stack, err = nil, string(debug.Stack()), fmt.Errorf("%v", r)
		}
	}()
	return ReadTerraformCalled(files, calls), "", nil
}
