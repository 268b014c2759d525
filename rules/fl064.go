package rules

import (
	"bytes"
	"fmt"
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/pelletier/go-toml/v2"
	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL064 flags a Python version the repository states for its PyFlink jobs
// that the PyFlink package of the job's Flink 2.x line does not accept.
var FL064 = newRule(fl064Doc, runFL064, model.Analyzer)

var fl064Doc = Doc{
	ID:           "FL064",
	Name:         "pyflink-python-version-for-2x",
	Summary:      "the Python of a PyFlink image (its Docker base image), or a PyFlink project's Python range, that PyFlink of the job's Flink 2.x line does not support",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"migration", "dependencies"},
	Explanation: `
PyFlink's package says which Python versions it installs on (` + "`python_requires`" + ` in
` + "`flink-python/setup.py`" + `), and Flink 2.1 dropped Python 3.8 (` + "`>=3.8`" + ` at release-2.0.2, ` + "`>=3.9`" + ` from
release-2.1.2; the 2.1 release notes say so). ` + "`pip install apache-flink==2.1.*`" + ` on Python 3.8 finds no
release to install, and an image built that way has no PyFlink.

flinklint reads the Python version where the repository states it for an image and judges it against the
` + "`python_requires`" + ` of the job's line (generated into ` + "`flink/sources/upgrade.json`" + `): a Dockerfile that
installs PyFlink (it names ` + "`apache-flink`" + ` or ` + "`pyflink`" + `) and whose last stage states one Python
version: built ` + "`FROM python:X.Y...`" + `, or building CPython from its source release (` + "`python.org/ftp/python/X.Y.Z/`" + `,
` + "`Python-X.Y.Z.tgz`" + `, ` + "`PYTHON_VERSION=X.Y.Z`" + `, the way Flink's documentation builds a PyFlink image).
A stage that names two versions is not judged, nor is Python installed from the system's packages
(` + "`apt-get install python3.8`" + ` may not be the Python that runs PyFlink).

A version flinklint cannot read (a build argument, another base image, a Dockerfile that installs PyFlink
through a requirements file) is not judged, and neither is a line whose ` + "`python_requires`" + ` the data does
not have. The AWS Managed Service for Apache Flink runtime fixes the Python version per Flink version: nothing
to read there.

A PyFlink project (its ` + "`pyproject.toml`" + ` or ` + "`setup.py`" + ` names ` + "`apache-flink`" + `) that states its Python range
(` + "`pyproject.toml`" + `'s ` + "`[project] requires-python`" + ` or ` + "`[tool.poetry.dependencies] python`" + `, ` + "`setup.py`" + `'s
literal ` + "`python_requires=\"...\"`" + `) is reported when the range's lower bound is below the lowest Python the
target's PyFlink installs on (` + "`>=3.8`" + ` for 2.1): the project says it installs on a Python where the target's PyFlink
does not. A range without a lower bound (` + "`<3.12`" + `), or one written in a form flinklint does not read (a variable,
Poetry's ` + "`||`" + `), is not judged. This is a warning even for jobs already on 2.x: the project may well run on a newer
Python; what is wrong is the range it promises.

The line is the one ` + "`--flink-version`" + ` gives, or the planned target (` + "`--target-flink 2.1`" + `, ` + "`target-flink:`" + `
in ` + "`.flinklint.yaml`" + `): these files belong to no single job.
`,
	Levels: `
- ` + "`error`" + `: the jobs run on Flink 2.x (` + "`--flink-version`" + `): PyFlink does not install on that Python.
- ` + "`warning`" + `: a planned target is given: it will not install there; and a project's stated Python range
  whose lower bound the target's PyFlink does not install on.
`,
	Examples: []Example{
		{Path: "Dockerfile", Lang: "dockerfile", Code: `FROM python:3.8-slim
RUN pip install apache-flink==1.18.1
COPY jobs/ /opt/jobs/`},
		{Path: ".flinklint.yaml", Lang: "yaml", Code: `target-flink: "2.1"`},
	},
	Fix: `
Build the image from a Python the target's PyFlink supports (` + "`python:3.9`" + ` or newer for Flink 2.1; 2.1's
classifiers list 3.9 to 3.12) and install the PyFlink release of the target line.
In ` + "`pyproject.toml`" + ` / ` + "`setup.py`" + `, raise the lower bound of the Python range to the target's (` + "`>=3.9`" + ` for 2.1).
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-release-2.1/release-notes/flink-2.1/",
	},
	Sources: []string{
		"apache/flink flink-python/setup.py python_requires at release-1.20.4 ('>=3.8'), release-2.0.2-rc4 ('>=3.8'), release-2.1.2-rc1 and release-2.2.1-rc2 ('>=3.9') (via flink/sources/upgrade.json, pyflink_core.python)",
		"apache/flink docs/content/release-notes/flink-2.1.md, Python: Adds support of Python 3.12 and removes support of Python 3.8",
	},
}

func runFL064(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	own, _ := flink.ParseVersion(m.Options.FlinkVersion)
	target, ok := upgradeTargetFrom(m, own)
	if !ok {
		return nil, nil
	}
	req, ok := flink.PyFlinkPythonRequires(target.version)
	if !ok {
		return nil, nil
	}
	accepts, ok := parsePythonSpec(req.Requires)
	if !ok {
		return nil, nil
	}
	for _, f := range m.Files {
		name := path.Base(f.Path)
		if deploy.IsPythonProjectName(name) {
			if s, ok := projectPython(name, f.Source(), accepts); ok {
				m.Report(pass, finding.Warning, analysis.Diagnostic{
					Pos: f.Pos(s.start), End: f.Pos(s.end),
					Message: fmt.Sprintf("%s; PyFlink on %s requires Python %s (%s's python_requires): %s",
						s.what, target.label, req.Requires, req.Tag, s.fix),
				})
			}
			continue
		}
		if f.DeployKind != deploy.Dockerfile && !deploy.IsDockerfileName(name) {
			continue
		}
		for _, s := range dockerPython(f.Source()) {
			if s.allows.anySeries(accepts) {
				continue
			}
			m.Report(pass, target.level, analysis.Diagnostic{
				Pos: f.Pos(s.start), End: f.Pos(s.end),
				Message: fmt.Sprintf("%s; PyFlink on %s requires Python %s (%s's python_requires): %s",
					s.what, target.label, req.Requires, req.Tag, s.fix),
			})
		}
	}
	return nil, nil
}

// pythonStatement is a Python version a file states, with what it allows.
type pythonStatement struct {
	start, end int
	what, fix  string
	allows     pythonSpec
}

var (
	dockerFromRE    = regexp.MustCompile(`(?im)^[ \t]*FROM[ \t]+(?:--platform=\S+[ \t]+)?(\S+)`)
	pythonImageRE   = regexp.MustCompile(`^(?:(?:docker\.io/)?(?:library/)?)python:(\d+)\.(\d+)(?:[.\-][^\s]*)?$`)
	installsFlink   = regexp.MustCompile(`(?i)apache-flink|pyflink`)
	dockerCommentRE = regexp.MustCompile(`(?m)^[ \t]*#.*$`)
	pythonBuildRE   = regexp.MustCompile(`python\.org/ftp/python/(\d+)\.(\d+)\.\d+/|Python-(\d+)\.(\d+)\.\d+\.t(?:gz|ar)|PYTHON_VERSION[= ]+(\d+)\.(\d+)(?:\.\d+)?\b`)
	pythonClauseRE  = regexp.MustCompile(`^\s*(~=|==|!=|<=|>=|<|>)\s*(\d+(?:\.\d+)*)(\.\*)?\s*$`)
)

// dockerPython is the Python of a Dockerfile's image, when the Dockerfile
// installs PyFlink and its last stage states one Python version: built
// FROM the official python image, or a CPython built from its source
// release (python.org/ftp/python/X.Y.Z/, Python-X.Y.Z.tgz, PYTHON_VERSION=X.Y.Z).
// Two versions named (one built, another installed) are not judged.
func dockerPython(src []byte) []pythonStatement {
	if !installsFlink.Match(dockerCommentRE.ReplaceAll(src, nil)) {
		return nil
	}
	froms := dockerFromRE.FindAllSubmatchIndex(src, -1)
	if len(froms) == 0 {
		return nil
	}
	last := froms[len(froms)-1]
	type named struct {
		minor      [2]int
		start, end int
		what       string
	}
	var found []named
	image := string(src[last[2]:last[3]])
	if mm := pythonImageRE.FindStringSubmatch(image); mm != nil {
		found = append(found, named{[2]int{atoi(mm[1]), atoi(mm[2])}, last[2], last[3], "FROM " + image})
	}
	stage := src[last[0]:]
	comments := dockerCommentRE.FindAllIndex(stage, -1)
	for _, mm := range pythonBuildRE.FindAllSubmatchIndex(stage, -1) {
		if inRanges(comments, mm[0]) {
			continue
		}
		var major, minor string
		for g := 1; g+1 < len(mm)/2; g += 2 {
			if mm[2*g] >= 0 {
				major, minor = string(stage[mm[2*g]:mm[2*g+1]]), string(stage[mm[2*g+2]:mm[2*g+3]])
				break
			}
		}
		found = append(found, named{[2]int{atoi(major), atoi(minor)}, last[0] + mm[0], last[0] + mm[1], "it builds CPython " + string(stage[mm[0]:mm[1]])})
	}
	if len(found) == 0 {
		return nil
	}
	for _, f := range found[1:] {
		if f.minor != found[0].minor {
			return nil
		}
	}
	f := found[0]
	return []pythonStatement{{
		start: f.start, end: f.end,
		what:   fmt.Sprintf("the image's Python is %d.%d (%s)", f.minor[0], f.minor[1], f.what),
		fix:    "build the image with a Python PyFlink supports",
		allows: minorSeries(f.minor[0], f.minor[1]),
	}}
}

// projectPython is the Python version range a PyFlink project's
// pyproject.toml ([project] requires-python, [tool.poetry.dependencies]
// python) or setup.py (a literal python_requires="...") states, when its
// lowest Python is below every one accepts admits (the target's PyFlink);
// a range without a lower bound is not judged.
func projectPython(name string, src []byte, accepts pythonSpec) (pythonStatement, bool) {
	if !deploy.DeclaresPyFlink(src) {
		return pythonStatement{}, false
	}
	var key, spec string
	var start, end int
	if name == "setup.py" {
		clean := dockerCommentRE.ReplaceAllFunc(src, func(b []byte) []byte { return bytes.Repeat([]byte(" "), len(b)) })
		mm := setupRequiresRE.FindSubmatchIndex(clean)
		if mm == nil {
			return pythonStatement{}, false
		}
		key, spec, start, end = "python_requires", string(src[mm[2]:mm[3]]), mm[2], mm[3]
	} else {
		var doc struct {
			Project struct {
				RequiresPython string `toml:"requires-python"`
			} `toml:"project"`
			Tool struct {
				Poetry struct {
					Dependencies map[string]any `toml:"dependencies"`
				} `toml:"poetry"`
			} `toml:"tool"`
		}
		if toml.Unmarshal(src, &doc) != nil {
			return pythonStatement{}, false
		}
		key, spec = "requires-python", doc.Project.RequiresPython
		if spec == "" {
			key, spec = "[tool.poetry.dependencies] python", ""
			if v, ok := doc.Tool.Poetry.Dependencies["python"].(string); ok {
				spec = v
			}
		}
		if spec == "" {
			return pythonStatement{}, false
		}
		at := bytes.Index(src, []byte(spec))
		if at < 0 {
			return pythonStatement{}, false
		}
		start, end = at, at+len(spec)
	}
	states, ok := parsePythonSpec(poetrySpec(spec))
	if !ok || !states.hasLowerBound() {
		return pythonStatement{}, false
	}
	lowest, min := states.lowestMinor(), accepts.lowestMinor()
	if lowest < 0 || min < 0 || lowest >= min {
		return pythonStatement{}, false
	}
	return pythonStatement{
		start: start, end: end,
		what: fmt.Sprintf("the project states Python %s (%s's %s), which includes Python 3.%d", spec, name, key, lowest),
		fix:  fmt.Sprintf("raise the lower bound to 3.%d", min),
	}, true
}

// setupRequiresRE is setup.py's python_requires keyword with a literal
// string value.
var setupRequiresRE = regexp.MustCompile(`\bpython_requires\s*=\s*["']([^"'\n]*)["']`)

// poetrySpec writes Poetry's caret and tilde requirements (^3.8, ~3.8) as
// the lower bound they state (>=3.8); other text is returned as it is.
func poetrySpec(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "^") || (strings.HasPrefix(s, "~") && !strings.HasPrefix(s, "~=")) {
		return ">=" + strings.TrimSpace(s[1:])
	}
	return s
}

// minorSeries is the spec ==major.minor.* (every release of one series).
func minorSeries(major, minor int) pythonSpec {
	return pythonSpec{{op: "==", v: [3]int{major, minor, 0}, n: 2, wildcard: true}}
}

// lowestMinor is the lowest Python 3 minor version some release of which
// s admits, -1 when none does.
func (s pythonSpec) lowestMinor() int {
	for minor := 0; minor <= 40; minor++ {
		if s.anySeries(minorSeries(3, minor)) {
			return minor
		}
	}
	return -1
}

// hasLowerBound reports whether s bounds Python from below.
func (s pythonSpec) hasLowerBound() bool {
	for _, c := range s {
		switch c.op {
		case ">=", ">", "==", "~=":
			return true
		}
	}
	return false
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

func inRanges(rs [][]int, off int) bool {
	for _, r := range rs {
		if r[0] <= off && off < r[1] {
			return true
		}
	}
	return false
}

// pythonSpec is a PEP 440 version specifier over Python versions (the
// clauses python_requires uses); all clauses must hold.
type pythonSpec []pythonClause

type pythonClause struct {
	op       string
	v        [3]int
	n        int // components written
	wildcard bool
}

func parsePythonSpec(s string) (pythonSpec, bool) {
	var out pythonSpec
	for _, part := range strings.Split(s, ",") {
		m := pythonClauseRE.FindStringSubmatch(part)
		if m == nil {
			return nil, false
		}
		c := pythonClause{op: m[1], wildcard: m[3] != ""}
		nums := strings.Split(m[2], ".")
		if len(nums) > 3 {
			return nil, false
		}
		for i, n := range nums {
			c.v[i], _ = strconv.Atoi(n)
		}
		c.n = len(nums)
		if c.wildcard && c.op != "==" && c.op != "!=" {
			return nil, false
		}
		out = append(out, c)
	}
	return out, len(out) > 0
}

func cmpVersion(a, b [3]int) int {
	for i := range a {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

func (c pythonClause) holds(v [3]int) bool {
	switch c.op {
	case "==", "!=":
		eq := cmpVersion(v, c.v) == 0
		if c.wildcard {
			eq = v[0] == c.v[0] && (c.n < 2 || v[1] == c.v[1]) && (c.n < 3 || v[2] == c.v[2])
		}
		return eq == (c.op == "==")
	case ">=":
		return cmpVersion(v, c.v) >= 0
	case ">":
		return cmpVersion(v, c.v) > 0
	case "<=":
		return cmpVersion(v, c.v) <= 0
	case "<":
		return cmpVersion(v, c.v) < 0
	case "~=":
		prefix := c.n - 1
		if prefix < 1 {
			prefix = 1
		}
		for i := 0; i < prefix; i++ {
			if v[i] != c.v[i] {
				return false
			}
		}
		return cmpVersion(v, c.v) >= 0
	}
	return false
}

func (s pythonSpec) holds(v [3]int) bool {
	for _, c := range s {
		if !c.holds(v) {
			return false
		}
	}
	return true
}

// anySeries reports whether some Python 3 release (3.m.p, sampled at a
// few patch levels of each minor) satisfies s and also other (nil: any).
func (s pythonSpec) anySeries(other pythonSpec) bool {
	for minor := 0; minor <= 40; minor++ {
		for _, patch := range []int{0, 1, 10, 50} {
			v := [3]int{3, minor, patch}
			if s.holds(v) && (other == nil || other.holds(v)) {
				return true
			}
		}
	}
	return false
}
