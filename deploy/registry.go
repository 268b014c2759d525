package deploy

import (
	"bytes"
	"fmt"
	"path"
	"strings"
)

// Reader is one deployment config format: its kind, which files may be of
// it, and how to read one. Adding a format is a reader file with its read
// function, one entry in Readers and a testdata folder
// (docs/dev/adding-a-reader.md).
type Reader struct {
	Kind Kind
	// Names are path.Match patterns on the file's lower-cased base name
	// ("*.yaml", "flink-conf.yaml"): a file no pattern matches is not read.
	Names []string
	// Prefilter is a cheap byte scan of a file whose name matched; its only
	// job is to skip files that cannot be of the format without parsing
	// them. nil passes every file. It never decides what a file holds: a
	// file it passes is parsed, and Read finds the format's structure in
	// it or nothing.
	Prefilter func(name string, src []byte) bool
	// Read parses src and adds what the format's structure holds to res. It
	// may panic on a bug; the caller turns that into a Problem.
	Read func(path string, src []byte, res *Result)
	// names are Names compiled (compileNames); every Reader the registry
	// holds (and Readers returns) has them.
	names namePatterns
}

// Readers is the registry of the single-file formats, in the order a file
// that several of them may read is offered to them. Formats read from
// Python (AWS CDK and boto3 calls) arrive through FromPythonCDK, since
// pyparse parses a Python file once for its job and its constructs;
// Terraform is also read per module directory (ReadTerraformModules).
// Each call returns a new slice.
func Readers() []Reader {
	return append([]Reader(nil), registry...)
}

// registry is what Readers returns, built once: Detect runs for every
// candidate file of a run, and building the table each time allocated 13 MB
// on 2,000 jobs. It is never written after initialisation.
var registry = newRegistry()

func newRegistry() []Reader {
	yamlOrJSON := []string{"*.yaml", "*.yml", "*.json", "*.template", "*.jsonc"}
	readers := []Reader{
		{Kind: Terraform, Names: []string{"*.tf"}, Prefilter: terraformPrefilter, Read: readTerraformFile},
		{Kind: CDKTypeScript, Names: []string{"*.ts", "*.mts", "*.cts"}, Prefilter: typeScriptCDKPrefilter, Read: readTypeScriptCDK},
		{Kind: Compose, Names: ComposeNames(), Prefilter: composePrefilter, Read: readCompose},
		{Kind: CloudFormation, Names: yamlOrJSON, Prefilter: cloudFormationPrefilter, Read: withYAMLComments(readCloudFormation)},
		{Kind: K8sOperator, Names: yamlOrJSON, Prefilter: operatorPrefilter, Read: withYAMLComments(readOperator)},
		{Kind: FlinkConfig, Names: []string{"flink-conf.yaml", "flink-conf.yml", "config.yaml", "config.yml"}, Prefilter: flinkConfigPrefilter, Read: readFlinkConfigFile},
		{Kind: AppProperties, Names: []string{"*.json"}, Prefilter: appPropertiesPrefilter, Read: readAppProperties},
		{Kind: AWSCLI, Names: []string{"*.json"}, Prefilter: awsCLIPrefilter, Read: readAWSCLI},
		{Kind: Dockerfile, Names: DockerfileNames(), Prefilter: dockerfilePrefilter, Read: readDockerfile},
		{Kind: ComposeExec, Names: ScriptNames(), Prefilter: composeExecPrefilter, Read: readComposeExec},
		{Kind: CIScript, Names: []string{"*.yml", "*.yaml"}, Prefilter: ciScriptPrefilter, Read: withYAMLComments(readCIScript)},
		{Kind: DotEnv, Names: DotEnvNames(), Prefilter: dotEnvPrefilter, Read: readDotEnv},
		{Kind: Requirements, Names: []string{"requirements*.txt"}, Prefilter: requirementsPrefilter, Read: readRequirements},
	}
	for i := range readers {
		readers[i].names = compileNames(readers[i].Names)
	}
	return readers
}

// namePattern is a path.Match pattern on a base name, compiled when it has
// one of the forms the registry uses (a literal, or literals around one
// '*'): every candidate file of a run is matched against all of them, and
// path.Match was 2-3% of a run over a large tree of ordinary files.
type namePattern struct {
	pat            string
	prefix, suffix string
	star           bool // prefix*suffix; else pat is a literal
	general        bool // any other pattern: path.Match
}

type namePatterns []namePattern

func compileNames(pats []string) namePatterns {
	out := make(namePatterns, len(pats))
	for i, p := range pats {
		star := strings.IndexByte(p, '*')
		switch {
		case strings.ContainsAny(p, "?[\\") || strings.Count(p, "*") > 1:
			out[i] = namePattern{pat: p, general: true}
		case star < 0:
			out[i] = namePattern{pat: p}
		default:
			out[i] = namePattern{pat: p, prefix: p[:star], suffix: p[star+1:], star: true}
		}
	}
	return out
}

// match is path.Match(p.pat, name).
func (p namePattern) match(name string) bool {
	switch {
	case p.general:
		ok, _ := path.Match(p.pat, name)
		return ok
	case !p.star:
		return name == p.pat
	}
	return len(name) >= len(p.prefix)+len(p.suffix) && strings.HasPrefix(name, p.prefix) && strings.HasSuffix(name, p.suffix) &&
		!strings.Contains(name[len(p.prefix):len(name)-len(p.suffix)], "/")
}

func withYAMLComments(read func(string, []byte, *Result)) func(string, []byte, *Result) {
	return func(filePath string, src []byte, res *Result) {
		read(filePath, src, res)
		res.Comments = yamlComments(src)
	}
}

// baseName is the lower-cased base name the Names patterns match.
func baseName(filePath string) string {
	return strings.ToLower(path.Base(strings.ReplaceAll(filePath, "\\", "/")))
}

// passes reports whether r may read the file: a name pattern matches and
// the prefilter does not skip it.
func (r Reader) passes(name string, src []byte) bool {
	return r.names.match(name) && (r.Prefilter == nil || r.Prefilter(name, src))
}

// match reports whether one of the patterns matches name.
func (ps namePatterns) match(name string) bool {
	for _, p := range ps {
		if p.match(name) {
			return true
		}
	}
	return false
}

// Match is the set of readers that may read a file (their name pattern
// matches and their prefilter passes), as Prefilter found it: what Detect
// answers from, and what Read offers the file to. A caller that ran
// Prefilter keeps its Match for the read instead of scanning the file
// again (ReadMatched).
type Match uint32

// Prefilter runs every reader's name patterns and prefilter on a file.
func Prefilter(filePath string, src []byte) Match {
	name := baseName(filePath)
	var m Match
	for i, r := range registry {
		if r.passes(name, src) {
			m |= 1 << i
		}
	}
	return m
}

// Kind is the kind of the first reader of m, "" when m is empty.
func (m Match) Kind() Kind {
	for i, r := range registry {
		if m&(1<<i) != 0 {
			return r.Kind
		}
	}
	return ""
}

// Detect is the prefilter's answer for a file: the kind of the first reader
// that may read it, "" when none may (the file is then skipped unparsed).
// What a file holds is decided by Read on its parsed structure. Terraform
// files are reported so the caller can gather the module directory for
// ReadTerraformModules (see IsTerraformFile).
func Detect(filePath string, src []byte) Kind {
	name := baseName(filePath)
	for _, r := range registry {
		if r.passes(name, src) {
			return r.Kind
		}
	}
	return ""
}

// Read reads one deployment config file of any single-file format. The
// readers the prefilters pass parse it in registry order; the first that
// finds its format's structure (a deployment, a script, a scale target)
// decides Result.Kind. When none does, the first reader's result stands
// (its parse problems, its comments). It never panics: unreadable input
// gives Result.Problems.
func Read(filePath string, src []byte) *Result {
	return ReadMatched(filePath, src, Prefilter(filePath, src))
}

// ReadMatched is Read with the prefilters' answer already known: m is
// Prefilter(filePath, src).
func ReadMatched(filePath string, src []byte, m Match) *Result {
	var first *Result
	for i, r := range registry {
		if m&(1<<i) == 0 {
			continue
		}
		res := readWith(r, filePath, src)
		if res.holdsConfig() {
			return res
		}
		if first == nil {
			first = res
		}
	}
	if first == nil {
		return &Result{}
	}
	return first
}

// readWith runs one reader with a bug in it turned into a Problem.
func readWith(r Reader, filePath string, src []byte) (res *Result) {
	res = &Result{Kind: r.Kind}
	defer recoverInto(res)
	r.Read(filePath, src, res)
	return res
}

// holdsConfig reports whether a reader found its format's structure.
func (res *Result) holdsConfig() bool {
	return len(res.Deployments) > 0 || len(res.Scripts) > 0 || len(res.ScaleTargets) > 0 || len(res.Copies) > 0 || len(res.Services) > 0 ||
		len(res.Credentials) > 0 || len(res.Bases) > 0 || len(res.Pins) > 0
}

// recoverInto turns a reader bug into a Problem rather than a crash.
func recoverInto(res *Result) {
	if r := recover(); r != nil {
		res.Problems = append(res.Problems, Problem{Msg: fmt.Sprintf("internal error in the deploy reader: %v", r)})
	}
}

// contains reports whether src holds any of the words.
func contains(src []byte, words ...string) bool {
	for _, w := range words {
		if bytes.Contains(src, []byte(w)) {
			return true
		}
	}
	return false
}

func trimBOM(src []byte) []byte { return bytes.TrimPrefix(src, []byte("\ufeff")) }

// IsTerraformFile reports a file that belongs in ReadTerraform's input for
// its directory: *.tf, *.tfvars, *.tfvars.json (which includes *.auto.tfvars
// and *.auto.tfvars.json).
func IsTerraformFile(filePath string) bool {
	name := baseName(filePath)
	return strings.HasSuffix(name, ".tf") || strings.HasSuffix(name, ".tfvars") || strings.HasSuffix(name, ".tfvars.json")
}
