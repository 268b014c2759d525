package linter

import (
	"errors"
	"fmt"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
)

// isolateModelPanic looks for the file whose parse makes the model
// analyzer panic: it leaves each parsed file's content out in turn (path
// order) and builds the model again. The first file whose removal lets the
// model build keeps its path and source but loses its parse, and gets an
// FL906 finding. It reports whether such a file was found; the caller then
// analyzes again, so several bad files are found one after the other.
func isolateModelPanic(in *input, err error) bool {
	var p *analyzerPanic
	if !errors.As(err, &p) {
		return false
	}
	for _, f := range in.Files {
		if !hasParse(f) {
			continue
		}
		saved := *f
		stripParse(f)
		if modelBuilds(in) {
			in.problems = append(in.problems, fileProblem{path: f.Path, rule: finding.RuleInternalError,
				msg:   fmt.Sprintf("internal error while building the job model from this file: %v; the file was left out of the model", p.value),
				stack: p.stack})
			return true
		}
		*f = saved
	}
	return false
}

func hasParse(f *model.File) bool {
	return f.SQL != nil || f.Python != nil || f.Deploy != nil || len(f.Embedded) > 0
}

func stripParse(f *model.File) {
	f.SQL, f.Python, f.Embedded, f.Deploy, f.DeployKind, f.Kind = nil, nil, nil, nil, "", 0
}

// modelBuilds runs the model analyzer alone and reports whether it
// finished.
func modelBuilds(in *input) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	if in.beforeModel != nil {
		in.beforeModel(in.Input)
	}
	pass, _ := newPassDriver(in).newPass(model.Analyzer, nil)
	_, err := model.Analyzer.Run(pass)
	return err == nil
}
