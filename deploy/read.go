package deploy

import (
	"fmt"
)

// File is one input file of a multi-file reader.
type File struct {
	Path string // repository-relative, slash-separated
	Src  []byte
	// NoComments tells the reader that no comment of this file is wanted
	// (the linter reads comments for suppressions, and this file spells
	// none), so it may skip collecting them: for Terraform, a second lex of
	// the file.
	NoComments bool
}

// Read reads one deployment config file of any kind Detect names, except
// Terraform (ReadTerraform reads a whole module) and CDK Python
// (FromPythonCDK). It never panics: unreadable input gives Result.Problems.
func Read(path string, src []byte) (res *Result) {
	res = &Result{}
	defer recoverInto(res)
	switch Detect(path, src) {
	case CloudFormation:
		readCloudFormation(path, src, res)
		res.Comments = yamlComments(src)
	case AWSCLI:
		readAWSCLI(path, src, res)
	case AppProperties:
		readAppProperties(path, src, res)
	case K8sOperator:
		readOperator(path, src, res)
		res.Comments = yamlComments(src)
	case FlinkConfig:
		readFlinkConfig(path, src, res)
		if isLegacyFlinkConf(path) {
			res.Comments = legacyComments(src)
		} else {
			res.Comments = yamlComments(src)
		}
	case CDKTypeScript:
		readTypeScriptCDK(path, src, res)
	case Terraform:
		readTerraformFiles([]File{{Path: path, Src: src}}, res, nil)
	}
	sortDeployments(res)
	return res
}

// recoverInto turns a reader bug into a Problem rather than a crash.
func recoverInto(res *Result) {
	if r := recover(); r != nil {
		res.Problems = append(res.Problems, Problem{Msg: fmt.Sprintf("internal error in the deploy reader: %v", r)})
	}
}

func sortDeployments(res *Result) {
	// Readers append in source order already; nothing to do but keep the
	// hook so every reader's output goes through one place.
	_ = res
}
