//go:build cgo

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func runStdin(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestStdinFilename(t *testing.T) {
	t.Chdir(filepath.Join("..", "..", "examples", "seed"))
	job, err := os.ReadFile(filepath.Join("jobs", "s3_json_sink.py"))
	if err != nil {
		t.Fatal(err)
	}
	clean := strings.Replace(string(job), "'auto-compaction' = 'true'", "'auto-compaction' = 'false'", 1)
	tests := []struct {
		name, stdin string
		args        []string
		code        int
		want        string // in the output (stdout, then stderr)
	}{
		{"the buffer, judged with the project's deployment", string(job),
			[]string{"check", "--stdin-filename", "jobs/s3_json_sink.py", "-"}, 1,
			"jobs/s3_json_sink.py:40:13: error FL001"},
		{"the buffer wins over the file on disk", clean,
			[]string{"check", "--stdin-filename", "jobs/s3_json_sink.py", "-"}, 0, "no findings"},
		{"a new file that is not on disk yet", string(job),
			[]string{"check", "--stdin-filename", "jobs/draft.py", "-"}, 0, "jobs/draft.py:40:13: warning FL001"},
		{"- needs the flag", "x", []string{"check", "-"}, 2, "needs --stdin-filename"},
		{"the flag takes no other path", "x", []string{"check", "--stdin-filename", "jobs/a.py", "jobs"}, 2, "give the path -"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runStdin(t, tt.stdin, tt.args...)
			if code != tt.code || !strings.Contains(out+errOut, tt.want) {
				t.Errorf("exit %d (want %d), output lacks %q:\n%s%s", code, tt.code, tt.want, out, errOut)
			}
		})
	}
}

func TestStagedIgnoresUntrackedFiles(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	git := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "user.email=t@example.com", "-c", "user.name=t"}, args...)...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	write := func(name, content string) {
		t.Helper()
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	seed, err := os.ReadFile(filepath.Join("..", "..", "examples", "seed", "jobs", "s3_json_sink.py"))
	if err != nil {
		t.Fatal(err)
	}
	git("init", "-q")
	write("jobs/s3_json_sink.py", string(seed))
	git("add", "jobs/s3_json_sink.py")
	// An untracked draft deployment that turns autoscaling on for the job.
	write("infra/draft.yaml", `Resources:
  App:
    Type: AWS::KinesisAnalyticsV2::Application
    Properties:
      RuntimeEnvironment: FLINK-1_19
      ApplicationConfiguration:
        EnvironmentProperties:
          PropertyGroups:
            - PropertyGroupId: kinesis.analytics.flink.run.options
              PropertyMap:
                python: jobs/s3_json_sink.py
`)
	t.Chdir(dir)
	code, out, _ := runStdin(t, "", "check", "--changed", "jobs/s3_json_sink.py")
	if code != 1 || !strings.Contains(out, "error FL001") {
		t.Fatalf("without --staged the draft links the job (exit %d):\n%s", code, out)
	}
	code, out, errOut := runStdin(t, "", "check", "--changed", "--staged", "jobs/s3_json_sink.py")
	if code != 0 || strings.Contains(out, "error FL001") || !strings.Contains(out, "warning FL001") {
		t.Fatalf("with --staged the untracked draft must not count (exit %d):\n%s%s", code, out, errOut)
	}
	// The staged content counts, not the work tree's: fix the job in the
	// work tree without staging the fix.
	write("jobs/s3_json_sink.py", strings.Replace(string(seed), "'auto-compaction' = 'true'", "'auto-compaction' = 'false'", 1))
	code, out, _ = runStdin(t, "", "check", "--changed", "jobs/s3_json_sink.py")
	if code != 0 || strings.Contains(out, "FL001") {
		t.Fatalf("the work tree's job is fixed (exit %d):\n%s", code, out)
	}
	code, out, errOut = runStdin(t, "", "check", "--changed", "--staged", "jobs/s3_json_sink.py")
	if !strings.Contains(out, "warning FL001") {
		t.Fatalf("with --staged the staged job, not the work tree's, is linted (exit %d):\n%s%s", code, out, errOut)
	}
}

func TestTextLayoutAndColorFlags(t *testing.T) {
	t.Chdir(filepath.Join("..", ".."))
	t.Setenv("NO_COLOR", "")
	t.Setenv("FORCE_COLOR", "")
	t.Setenv("COLUMNS", "")
	code, out, _ := runStdin(t, "", "check", "examples/seed")
	if code != 1 || strings.Contains(out, " | ") || strings.Contains(out, "\x1b[") {
		t.Errorf("a pipe gets the concise layout without colour:\n%s", out)
	}
	code, out, _ = runStdin(t, "", "check", "--output-format", "full", "examples/seed")
	if code != 1 || !strings.Contains(out, "40 |             'auto-compaction' = 'true'\n   |             ^^^^^^^^^^^^^^^^^^^^^^^^^^\n") {
		t.Errorf("--output-format full shows the line with carets:\n%s", out)
	}
	_, out, _ = runStdin(t, "", "check", "--color", "always", "examples/seed")
	if !strings.Contains(out, "\x1b[") {
		t.Errorf("--color always colours a pipe:\n%q", out)
	}
	t.Setenv("FORCE_COLOR", "1")
	_, out, _ = runStdin(t, "", "check", "examples/seed")
	if !strings.Contains(out, "\x1b[") {
		t.Errorf("FORCE_COLOR colours a pipe:\n%q", out)
	}
	_, out, _ = runStdin(t, "", "check", "--color", "never", "examples/seed")
	if strings.Contains(out, "\x1b[") {
		t.Errorf("--color never wins over FORCE_COLOR:\n%q", out)
	}
	for _, bad := range [][]string{{"--output-format", "grouped"}, {"--color", "sometimes"}} {
		if code, _, errOut := runStdin(t, "", append([]string{"check"}, append(bad, "examples/seed")...)...); code != 2 || !strings.Contains(errOut, "expected") {
			t.Errorf("%v: exit %d, %s", bad, code, errOut)
		}
	}
}

// TestFixStandardInput: --fix with standard input writes the fixed text to
// standard output and what is left to standard error; the file on disk is
// never touched.
func TestFixStandardInput(t *testing.T) {
	dir := seedTree(t)
	t.Chdir(dir)
	job := filepath.Join("jobs", "s3_json_sink.py")
	before, err := os.ReadFile(job)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, stdin string
		wantOut     func(string) bool
		wantErr     string
	}{
		{"a fixable buffer", string(before),
			func(out string) bool {
				return strings.Contains(out, "'auto-compaction' = 'false'") && !strings.Contains(out, "'auto-compaction' = 'true'")
			},
			"fixed 1 finding in 1 file"},
		{"nothing to fix", "print('hello')\n",
			func(out string) bool { return out == "print('hello')\n" },
			"fixed 0 findings in 0 files"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, out, errOut := runStdin(t, tt.stdin, "check", "--fix", "--stdin-filename", job, "-")
			if !tt.wantOut(out) {
				t.Errorf("standard output is not the fixed text:\n%s", out)
			}
			if !strings.Contains(errOut, tt.wantErr) {
				t.Errorf("standard error lacks %q:\n%s", tt.wantErr, errOut)
			}
			after, err := os.ReadFile(job)
			if err != nil || !bytes.Equal(after, before) {
				t.Errorf("the file on disk changed (%v)", err)
			}
		})
	}
}
