package e2e

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// repoRoot is this repository's root, the hook repository under test.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

func need(t *testing.T, tools ...string) {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end test; skipped with -short")
	}
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (Debian: apt-get install -y %s); skipping the end-to-end test", tool, tool)
		}
	}
}

// sampleRepo is a git repository holding the seed incident: a PyFlink job
// writing a filesystem table with auto-compaction, and the AWS app config
// that autoscales it. The config is staged, not committed: the commit
// pre-commit is asked to judge changes only the config.
func sampleRepo(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	git := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	copyFile := func(from, to string) {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(repoRoot(t), "examples", "seed", filepath.FromSlash(from)))
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, filepath.FromSlash(to))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	git("init", "-q", "-b", "main")
	git("config", "user.email", "e2e@example.com")
	git("config", "user.name", "e2e")
	git("config", "commit.gpgsign", "false")
	copyFile("jobs/s3_json_sink.py", "jobs/s3_json_sink.py")
	os.WriteFile(filepath.Join(dir, "README.md"), []byte("sample\n"), 0o644)
	git("add", "-A")
	git("commit", "-q", "-m", "job")
	copyFile("infra/flink-app.yaml", "infra/flink-app.yaml")
	git("add", "infra/flink-app.yaml")
	return dir
}

// preCommit runs pre-commit in dir and returns its exit status and output.
// The hook environment is built offline from the local module cache when it
// has the modules (GOFLAGS and GOPROXY from the caller's environment win).
func preCommit(t *testing.T, dir string, extraEnv []string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command("pre-commit", args...)
	cmd.Dir = dir
	env := os.Environ()
	if modcache, err := exec.Command("go", "env", "GOMODCACHE").Output(); err == nil {
		// pre-commit sets GOPATH to its hook environment; keep the module
		// cache where it is so the build needs no download.
		env = append(env, "GOMODCACHE="+strings.TrimSpace(string(modcache)))
	}
	env = append(env, "PRE_COMMIT_HOME="+filepath.Join(t.TempDir(), "pre-commit-home"), "NO_COLOR=1")
	env = append(env, extraEnv...)
	cmd.Env = env
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	var exitErr *exec.ExitError
	if errors.As(err, &exitErr) {
		return exitErr.ExitCode(), out.String()
	}
	if err != nil {
		t.Fatalf("pre-commit %s: %v\n%s", strings.Join(args, " "), err, out.String())
	}
	return 0, out.String()
}

// TestPreCommitHook builds the language: golang hook from this repository
// with a real pre-commit and runs it the way a commit does (on the staged
// files): a commit that only adds the config which makes the job rescale is
// refused with FL001 in the job. The language: system hook, with a
// flinklint built here on PATH, refuses it too, and passes once the job is
// fixed. (The golang hook is built once: each build takes a while.)
func TestPreCommitHook(t *testing.T) {
	need(t, "git", "pre-commit", "go")
	root := repoRoot(t)
	if _, err := os.Stat(filepath.Join(root, ".git")); err != nil {
		t.Skipf("%s is not a git work tree; pre-commit try-repo needs one", root)
	}
	dir := sampleRepo(t)

	// The golang hook as the docs configure it: their snippet, with this
	// repository's HEAD (a clone, its branch main) in place of GitHub's.
	// checkout -B, not branch -f: the clone of a checkout on main is on
	// main already, and git refuses to move a checked-out branch.
	snippet := documentedPreCommitConfig(t)
	hookRepo := filepath.Join(t.TempDir(), "flinklint")
	for _, args := range [][]string{{"clone", "-q", "--no-hardlinks", root, hookRepo}, {"-C", hookRepo, "checkout", "-q", "-B", "main"}} {
		if out, err := exec.Command("git", args...).CombinedOutput(); err != nil {
			t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	config := strings.Replace(snippet, "https://github.com/flinklint/flinklint", hookRepo, 1)
	if err := os.WriteFile(filepath.Join(dir, ".pre-commit-config.yaml"), []byte(config), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out := preCommit(t, dir, nil, "run")
	if code == 0 || !strings.Contains(out, "jobs/s3_json_sink.py:40:13: error FL001") {
		t.Fatalf("golang hook configured as docs/integrations/pre-commit.md says, commit with the seed incident: pre-commit exit %d, want a refusal naming FL001 in the job:\n%s", code, out)
	}
	os.Remove(filepath.Join(dir, ".pre-commit-config.yaml"))

	code, out = preCommit(t, dir, nil, "try-repo", root, "flinklint-python")
	if code == 0 || !strings.Contains(out, "jobs/s3_json_sink.py:40:13: error FL001") {
		t.Fatalf("python hook (pip install of the repository), commit with the seed incident: pre-commit exit %d, want a refusal:\n%s", code, out)
	}

	bin := t.TempDir()
	build := exec.Command("go", "build", "-o", filepath.Join(bin, "flinklint"), "./cmd/flinklint")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	path := []string{"PATH=" + bin + string(os.PathListSeparator) + os.Getenv("PATH")}
	code, out = preCommit(t, dir, path, "try-repo", root, "flinklint-system")
	if code == 0 || !strings.Contains(out, "jobs/s3_json_sink.py:40:13: error FL001") {
		t.Fatalf("system hook, commit with the seed incident: pre-commit exit %d, want a refusal:\n%s", code, out)
	}

	job := filepath.Join(dir, "jobs", "s3_json_sink.py")
	b, _ := os.ReadFile(job)
	fixed := strings.Replace(string(b), "'auto-compaction' = 'true'", "'auto-compaction' = 'false'", 1)
	if fixed == string(b) {
		t.Fatal("seed job has no 'auto-compaction' = 'true' to fix")
	}
	os.WriteFile(job, []byte(fixed), 0o644)
	if out, err := exec.Command("git", "-C", dir, "add", "-A").CombinedOutput(); err != nil {
		t.Fatalf("git add: %v\n%s", err, out)
	}
	code, out = preCommit(t, dir, path, "try-repo", root, "flinklint-system", "--all-files")
	if code != 0 || strings.Contains(out, "FL001") {
		t.Fatalf("clean repository: pre-commit exit %d, want 0:\n%s", code, out)
	}
}

// documentedPreCommitConfig is the .pre-commit-config.yaml of
// docs/integrations/pre-commit.md, checked to name a revision that exists
// whatever tags the repository has: main, or a full commit hash.
func documentedPreCommitConfig(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repoRoot(t), "docs", "integrations", "pre-commit.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(b), "cat > .pre-commit-config.yaml <<'YAML'\n")
	snippet, _, ok2 := strings.Cut(rest, "\nYAML\n")
	if !ok || !ok2 {
		t.Fatal("docs/integrations/pre-commit.md has no `cat > .pre-commit-config.yaml <<'YAML'` snippet")
	}
	m := regexp.MustCompile(`(?m)^\s+rev:\s*(\S+)`).FindStringSubmatch(snippet)
	if m == nil || (m[1] != "main" && !regexp.MustCompile(`^[0-9a-f]{40}$`).MatchString(m[1])) {
		t.Fatalf("the documented snippet's rev must be main or a full commit hash (no tag exists):\n%s", snippet)
	}
	if !strings.Contains(string(b), "pre-commit autoupdate --bleeding-edge --freeze") {
		t.Error("docs/integrations/pre-commit.md does not say how to pin the revision (pre-commit autoupdate --bleeding-edge --freeze)")
	}
	return snippet + "\n"
}

// TestGoInstallBuildsOnlyTools checks what pre-commit's `go install ./...`
// builds: the flinklint command, and no benchmark or example programs.
func TestGoInstallBuildsOnlyTools(t *testing.T) {
	need(t, "go")
	cmd := exec.Command("go", "list", "-f", `{{if and (eq .Name "main") .GoFiles}}{{.ImportPath}}{{end}}`, "./...")
	cmd.Dir = repoRoot(t)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var mains []string
	for _, l := range strings.Fields(string(out)) {
		mains = append(mains, strings.TrimPrefix(l, "github.com/flinklint/flinklint/"))
	}
	if len(mains) == 0 || mains[0] != "cmd/flinklint" {
		t.Errorf("main packages %v: want cmd/flinklint first", mains)
	}
	for _, m := range mains {
		if m != "cmd/flinklint" && !strings.HasPrefix(m, "internal/gen") {
			t.Errorf("go install ./... would build %s too; keep programs other than the CLI out of ./... (a _tools/ dir or a build tag)", m)
		}
	}
}
