package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

type actionStep struct {
	ID              string            `yaml:"id"`
	Name            string            `yaml:"name"`
	If              string            `yaml:"if"`
	Uses            string            `yaml:"uses"`
	Run             string            `yaml:"run"`
	Shell           string            `yaml:"shell"`
	Env             map[string]string `yaml:"env"`
	With            map[string]string `yaml:"with"`
	WorkingDir      string            `yaml:"working-directory"`
	ContinueOnError bool              `yaml:"continue-on-error"`
}

type action struct {
	Name        string `yaml:"name"`
	Description string `yaml:"description"`
	Author      string `yaml:"author"`
	Branding    struct {
		Icon  string `yaml:"icon"`
		Color string `yaml:"color"`
	} `yaml:"branding"`
	Inputs map[string]struct {
		Description string `yaml:"description"`
		Required    bool   `yaml:"required"`
		Default     string `yaml:"default"`
	} `yaml:"inputs"`
	Outputs map[string]struct {
		Description string `yaml:"description"`
		Value       string `yaml:"value"`
	} `yaml:"outputs"`
	Runs struct {
		Using string       `yaml:"using"`
		Steps []actionStep `yaml:"steps"`
	} `yaml:"runs"`
}

func readAction(t *testing.T) action {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repoRoot(t), "action.yml"))
	if err != nil {
		t.Fatal(err)
	}
	var a action
	dec := yaml.NewDecoder(strings.NewReader(string(b)))
	dec.KnownFields(true) // a misspelt key is an error, as on GitHub
	if err := dec.Decode(&a); err != nil {
		t.Fatalf("action.yml: %v", err)
	}
	return a
}

var expression = regexp.MustCompile(`\$\{\{\s*([^}]*?)\s*\}\}`)

// TestActionDefinition checks action.yml the way GitHub reads a composite
// action: the keys it knows, a shell on every run step, inputs referenced
// are declared, no ${{ }} inside scripts (inputs reach them through env, so
// a crafted input cannot inject shell), setup-go, the upload to code
// scanning, and annotations as the fallback.
func TestActionDefinition(t *testing.T) {
	a := readAction(t)
	if a.Name == "" || a.Description == "" || a.Runs.Using != "composite" {
		t.Fatalf("name %q, description %q, runs.using %q", a.Name, a.Description, a.Runs.Using)
	}
	for name, in := range a.Inputs {
		if in.Description == "" {
			t.Errorf("input %s has no description", name)
		}
	}
	uses := map[string]actionStep{}
	for i, s := range a.Runs.Steps {
		if (s.Run == "") == (s.Uses == "") {
			t.Errorf("step %d (%s): wants exactly one of run and uses", i, s.Name)
		}
		if s.Run != "" && s.Shell != "bash" {
			t.Errorf("step %d (%s): a composite run step needs shell: bash", i, s.Name)
		}
		if expression.MatchString(s.Run) {
			t.Errorf("step %d (%s): ${{ }} inside the script; pass it through env", i, s.Name)
		}
		if s.Uses != "" {
			uses[strings.Split(s.Uses, "@")[0]] = s
		}
		texts := []string{s.If, s.WorkingDir}
		for _, v := range s.Env {
			texts = append(texts, v)
		}
		for _, v := range s.With {
			texts = append(texts, v)
		}
		for _, text := range texts {
			for _, m := range expression.FindAllStringSubmatch(text, -1) {
				for _, ref := range regexp.MustCompile(`inputs\.([a-z-]+)`).FindAllStringSubmatch(m[1], -1) {
					if _, ok := a.Inputs[ref[1]]; !ok {
						t.Errorf("step %d (%s) uses undeclared input %s", i, s.Name, ref[1])
					}
				}
			}
		}
	}
	if _, ok := uses["actions/setup-go"]; !ok {
		t.Error("no actions/setup-go step")
	}
	up, ok := uses["github/codeql-action/upload-sarif"]
	if !ok || up.With["sarif_file"] == "" || !up.ContinueOnError {
		t.Errorf("upload-sarif step missing, without sarif_file, or not continue-on-error: %+v", up)
	}
	if lint := stepByID(a, "lint"); lint == nil || !strings.Contains(lint.Run, "--format github") || !strings.Contains(lint.Run, "--format \"sarif:") {
		t.Error("the lint step must write annotations (--format github) and SARIF")
	}
}

func stepByID(a action, id string) *actionStep {
	for i := range a.Runs.Steps {
		if a.Runs.Steps[i].ID == id {
			return &a.Runs.Steps[i]
		}
	}
	return nil
}

// TestActionLintStep runs the action's install and lint scripts with bash,
// with the environment the runner would give them, against the seed
// example: the step writes annotations and the SARIF file and reports exit
// status 1 in its outputs.
func TestActionLintStep(t *testing.T) {
	need(t, "bash", "go")
	a := readAction(t)
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "bin")
	githubOutput := filepath.Join(tmp, "github_output")
	githubPath := filepath.Join(tmp, "github_path")
	env := append(os.Environ(), "GITHUB_OUTPUT="+githubOutput, "GITHUB_PATH="+githubPath, "NO_COLOR=")
	runStep := func(s *actionStep, dir string, vars map[string]string) string {
		t.Helper()
		cmd := exec.Command("bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", s.Run)
		cmd.Dir = dir
		cmd.Env = append([]string(nil), env...)
		for k, v := range vars {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("step %q: %v\n%s", s.Name, err, out)
		}
		return string(out)
	}
	byName := func(name string) *actionStep {
		for i := range a.Runs.Steps {
			if a.Runs.Steps[i].Name == name {
				return &a.Runs.Steps[i]
			}
		}
		t.Fatalf("no %q step", name)
		return nil
	}
	// The build key hashes the action's sources; the cache restores the
	// binary built from them, and only a miss builds it.
	runStep(stepByID(a, "build-key"), repoRoot(t), map[string]string{"RUNNER_OS": "Linux", "RUNNER_ARCH": "X64", "RUNNER_TEMP": tmp})
	keyed, _ := os.ReadFile(githubOutput)
	if !regexp.MustCompile(`(?m)^key=flinklint-Linux-X64-[0-9a-f]{32}$`).Match(keyed) || !strings.Contains(string(keyed), "bin="+tmp+"/flinklint-bin\n") {
		t.Errorf("build key outputs:\n%s", keyed)
	}
	if c := stepByID(a, "build-cache"); c == nil || !strings.HasPrefix(c.Uses, "actions/cache@") || !strings.Contains(c.With["key"], "steps.build-key.outputs.key") {
		t.Errorf("the cache step must restore the binary under the build key: %+v", c)
	}
	install := byName("Install flinklint")
	if !strings.Contains(install.If, "build-cache.outputs.cache-hit") {
		t.Errorf("the install step must run only on a cache miss: if %q", install.If)
	}
	runStep(install, repoRoot(t), map[string]string{"GOBIN": bin, "CGO_ENABLED": "1"})
	runStep(byName("Put flinklint on PATH"), repoRoot(t), map[string]string{"FLINKLINT_BIN": bin})
	if p, _ := os.ReadFile(githubPath); strings.TrimSpace(string(p)) != bin {
		t.Errorf("GITHUB_PATH = %q, want %q", p, bin)
	}
	env = append(env, "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))

	work := filepath.Join(tmp, "work")
	os.MkdirAll(work, 0o755)
	if out, err := exec.Command("cp", "-r", filepath.Join(repoRoot(t), "examples"), work).CombinedOutput(); err != nil {
		t.Fatalf("cp: %v %s", err, out)
	}
	summary := filepath.Join(tmp, "step_summary.md")
	out := runStep(stepByID(a, "lint"), work, map[string]string{
		"FLINKLINT_PATHS":     "examples/seed",
		"FLINKLINT_FAIL_ON":   a.Inputs["fail-on"].Default,
		"FLINKLINT_ARGS":      "--flink-version 1.19",
		"FLINKLINT_SARIF":     a.Inputs["sarif-file"].Default,
		"FLINKLINT_SUMMARY":   a.Inputs["summary"].Default,
		"GITHUB_STEP_SUMMARY": summary,
		"GITHUB_ACTIONS":      "true",
		"GITHUB_SERVER_URL":   "https://github.com",
		"GITHUB_REPOSITORY":   "octo/jobs",
		"GITHUB_SHA":          "0123abc",
	})
	md, err := os.ReadFile(summary)
	for _, want := range []string{"| FL001 auto-compaction-rescale | 1 | 0 | 0 |",
		"(https://github.com/octo/jobs/blob/0123abc/examples/seed/jobs/s3_json_sink.py#L40)", "```mermaid", "--> j0"} {
		if err != nil || !strings.Contains(string(md), want) {
			t.Errorf("job summary lacks %q (%v):\n%s", want, err, md)
		}
	}
	if !strings.Contains(out, "::error file=examples/seed/jobs/s3_json_sink.py,line=40,") {
		t.Errorf("no annotation for FL001:\n%s", out)
	}
	outputs, _ := os.ReadFile(githubOutput)
	if !strings.Contains(string(outputs), "exit-code=1\n") || !strings.Contains(string(outputs), "sarif=true\n") {
		t.Errorf("step outputs:\n%s", outputs)
	}
	if b, err := os.ReadFile(filepath.Join(work, ".sarif", "flinklint.sarif")); err != nil || !strings.Contains(string(b), `"ruleId": "FL001"`) {
		t.Errorf("SARIF: %v\n%.400s", err, b)
	}
}

// TestExampleWorkflow checks the workflow in the docs parses and uses the
// action with the permission upload-sarif needs.
func TestExampleWorkflow(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(repoRoot(t), "docs", "integrations", "flinklint-workflow.yml"))
	if err != nil {
		t.Fatal(err)
	}
	var wf struct {
		Permissions map[string]string `yaml:"permissions"`
		Jobs        map[string]struct {
			RunsOn string `yaml:"runs-on"`
			Steps  []struct {
				Uses string            `yaml:"uses"`
				With map[string]string `yaml:"with"`
			} `yaml:"steps"`
		} `yaml:"jobs"`
	}
	if err := yaml.Unmarshal(b, &wf); err != nil {
		t.Fatal(err)
	}
	a := readAction(t)
	found := false
	for _, j := range wf.Jobs {
		for _, s := range j.Steps {
			if strings.HasPrefix(s.Uses, "flinklint/flinklint@") {
				found = true
				for k := range s.With {
					if _, ok := a.Inputs[k]; !ok {
						t.Errorf("example passes unknown input %s", k)
					}
				}
			}
		}
	}
	if !found || wf.Permissions["security-events"] != "write" {
		t.Errorf("example workflow: action used %v, permissions %v", found, wf.Permissions)
	}
}

// TestActionBuildKeyCoversEmbeddedData checks the build key changes when a
// data file the binary embeds (go:embed) changes, not only a Go file: a
// data-only change must not restore a stale binary.
func TestActionBuildKeyCoversEmbeddedData(t *testing.T) {
	need(t, "bash", "sha256sum")
	a := readAction(t)
	step := stepByID(a, "build-key")
	if step == nil {
		t.Fatal("no build-key step")
	}
	tmp := t.TempDir()
	src := filepath.Join(tmp, "src")
	files := map[string]string{
		"go.mod":              "module example.com/x\n",
		"main.go":             "package main\n",
		"data/doc.go":         "package data\n\nimport _ \"embed\"\n\n//go:embed table.json\nvar Table []byte\n",
		"data/table.json":     `{"v": 1}`,
		"templates/page.tmpl": "{{.}}",
		".git/HEAD":           "ref: refs/heads/main\n",
	}
	for name, text := range files {
		p := filepath.Join(src, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	key := func() string {
		t.Helper()
		out := filepath.Join(tmp, "github_output")
		os.Remove(out)
		cmd := exec.Command("bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step.Run)
		cmd.Dir = src
		cmd.Env = append(os.Environ(), "GITHUB_OUTPUT="+out, "RUNNER_OS=Linux", "RUNNER_ARCH=X64", "RUNNER_TEMP="+tmp)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("build-key: %v\n%s", err, b)
		}
		b, _ := os.ReadFile(out)
		m := regexp.MustCompile(`(?m)^key=(.*)$`).FindSubmatch(b)
		if m == nil {
			t.Fatalf("no key in %q", b)
		}
		return string(m[1])
	}
	before := key()
	for _, change := range []string{"data/table.json", "templates/page.tmpl", "main.go"} {
		p := filepath.Join(src, change)
		old, _ := os.ReadFile(p)
		os.WriteFile(p, append(old, '\n'), 0o644)
		if after := key(); after == before {
			t.Errorf("changing %s keeps the build key %s: a stale binary would be restored", change, before)
		} else {
			before = after
		}
	}
	// The checkout's own git metadata is not a source.
	os.WriteFile(filepath.Join(src, ".git", "HEAD"), []byte("ref: refs/heads/other\n"), 0o644)
	if after := key(); after != before {
		t.Errorf("a change under .git changed the build key")
	}
}
