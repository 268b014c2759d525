package linter

import (
	"go/types"
	"os"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/rules"
)

// This file builds the analysis.Pass every analyzer of the run gets. The
// contract (docs/dev/writing-rules.md, "The pass"):
//
//   - Analyzer: the analyzer; Pkg: one package standing for the whole run.
//   - Fset: the run's FileSet; every file has its line table, so
//     Fset.Position answers with the right line and (byte) column.
//   - OtherFiles: the root-relative paths of every file of the run, and
//     ReadFile reads them as they were linted (an editor's buffer in place
//     of its file). Files, TypesInfo and the other Go fields are empty:
//     there is no Go code.
//   - ResultOf: the results of the analyzers in Requires.
//   - ImportPackageFact: gives model.Analyzer the parsed files (*model.Input).
//   - Report: a finding at the rule's default level. Model.Report gives the
//     level as a field beside the diagnostic; the driver sets Category to
//     the rule id.

// reported is a diagnostic with the level its analyzer gave it ("" for the
// rule's default level).
type reported struct {
	analysis.Diagnostic
	level finding.Level
}

// diagnostics collects one pass's reports in the order they were made.
type diagnostics struct {
	category string // the rule id
	list     []reported
}

func (ds *diagnostics) add(level finding.Level, d analysis.Diagnostic) {
	if ds.category != "" {
		d.Category = ds.category
	}
	ds.list = append(ds.list, reported{d, level})
}

// passDriver builds the passes of one run.
type passDriver struct {
	in       *input
	pkg      *types.Package
	names    []string
	byPath   map[string]*model.File
	open     sync.Map // *analysis.Pass -> *diagnostics, while the pass runs
	readFile func(string) ([]byte, error)
}

func newPassDriver(in *input) *passDriver {
	d := &passDriver{in: in, pkg: types.NewPackage("flinklint/run", "run"), byPath: map[string]*model.File{}}
	for _, f := range in.Files {
		d.byPath[f.Path] = f
		d.names = append(d.names, f.Path)
	}
	d.readFile = func(name string) ([]byte, error) {
		if f := d.byPath[name]; f != nil && f.ReadError == "" {
			if src := f.Source(); src != nil || f.Len() == 0 {
				return src, nil
			}
		}
		return nil, os.ErrNotExist
	}
	// Model.Report finds the pass's collector: the level travels beside
	// the diagnostic, not inside it.
	in.Report = func(pass *analysis.Pass, level finding.Level, diag analysis.Diagnostic) {
		if ds, ok := d.open.Load(pass); ok {
			ds.(*diagnostics).add(level, diag)
			return
		}
		pass.Report(diag)
	}
	return d
}

// newPass builds the pass of analyzer a and the collector of its reports;
// done releases it.
func (d *passDriver) newPass(a *analysis.Analyzer, resultOf map[*analysis.Analyzer]any) (*analysis.Pass, *diagnostics) {
	ds := &diagnostics{}
	if r := rules.ByAnalyzer(a); r != nil {
		ds.category = r.Doc.ID
	}
	pass := &analysis.Pass{
		Analyzer:          a,
		Fset:              d.in.Fset,
		Pkg:               d.pkg,
		OtherFiles:        d.names,
		ResultOf:          resultOf,
		ReadFile:          d.readFile,
		Report:            func(diag analysis.Diagnostic) { ds.add("", diag) },
		ImportPackageFact: d.importPackageFact,
	}
	d.open.Store(pass, ds)
	return pass, ds
}

func (d *passDriver) done(pass *analysis.Pass) { d.open.Delete(pass) }

// importPackageFact answers the model analyzer's request for the parsed
// files: the run's package has one fact, its *model.Input.
func (d *passDriver) importPackageFact(pkg *types.Package, fact analysis.Fact) bool {
	in, ok := fact.(*model.Input)
	if !ok || pkg != d.pkg {
		return false
	}
	*in = *d.in.Input
	return true
}
