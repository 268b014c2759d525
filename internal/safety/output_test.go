package safety

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// secretMarker is in every secret value of testdata/FL040 (the
// plaintext-secret rule's cases): passwords in SQL options, Python,
// CloudFormation, Terraform, CDK, CLI JSON, Kubernetes and flink-conf.
const secretMarker = "hunter2XYZZY"

// TestSecretsRedactedEverywhere runs the binary over the secret cases with
// every output format, --debug and --verbose, and looks for the secret
// values in everything it prints and writes.
func TestSecretsRedactedEverywhere(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	root := repoRoot(t)
	cases := filepath.Join(root, "testdata", "FL040")
	if _, err := os.Stat(cases); err != nil {
		t.Skip("no FL040 cases yet")
	}
	src := grepTree(t, cases, secretMarker)
	if src == 0 {
		t.Fatal("the FL040 cases hold no secret marker: the test would prove nothing")
	}
	bin := buildBinary(t)
	for _, format := range []string{"text", "sarif", "json", "github", "checkstyle"} {
		stdout, stderr := runBinary(t, bin, root, "check", "--format", format, "--debug", "--verbose", "--jobs", "2", "testdata/FL040")
		if !bytes.Contains(stdout, []byte("FL040")) {
			t.Errorf("%s: no FL040 finding: the run proved nothing\n%s", format, stdout)
		}
		// SARIF names the checkout as the SRCROOT base of its relative
		// URIs (originalUriBaseIds), as the format intends; no other
		// absolute path may appear.
		stdout = bytes.ReplaceAll(stdout, []byte(`"uri": "file://`+filepath.ToSlash(root)+`/"`), nil)
		for name, out := range map[string][]byte{"stdout": stdout, "stderr": stderr} {
			if i := bytes.Index(out, []byte(secretMarker)); i >= 0 {
				t.Errorf("%s %s shows a secret value: %q", format, name, out[max(i-120, 0):min(i+40, len(out))])
			}
			if bytes.Contains(out, []byte(root)) {
				t.Errorf("%s %s shows the absolute repository path", format, name)
			}
		}
	}
}

// TestOutputPathsStayInRoot: every path in the JSON output of a run over
// all testdata is relative to the repository root and does not leave it.
func TestOutputPathsStayInRoot(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	root := repoRoot(t)
	bin := buildBinary(t)
	stdout, _ := runBinary(t, bin, root, "check", "--format", "json", "--allow-incomplete", "testdata", "examples") // testdata/nasty is incomplete by design
	var doc any
	if err := json.Unmarshal(stdout, &doc); err != nil {
		t.Fatalf("json output: %v", err)
	}
	paths := 0
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if s, ok := x.(string); ok && (k == "path" || k == "file" || k == "uri") {
					paths++
					if s == "" || strings.HasPrefix(s, "/") || s == ".." || strings.HasPrefix(s, "../") || strings.Contains(s, "/../") || strings.Contains(s, "\\") {
						t.Errorf("path %q leaves the repository or is not a slash path", s)
					}
				}
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	walk(doc)
	if paths == 0 {
		t.Fatal("no path in the JSON output")
	}
}

func runBinary(t *testing.T, bin, dir string, args ...string) (stdout, stderr []byte) {
	t.Helper()
	var out, errb bytes.Buffer
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var ee *exec.ExitError
	if err != nil && (!errors.As(err, &ee) || ee.ExitCode() > 1) {
		t.Fatalf("flinklint %v: %v\n%s", args, err, errb.Bytes())
	}
	return out.Bytes(), errb.Bytes()
}

// grepTree counts the files under dir that contain s.
func grepTree(t *testing.T, dir, s string) int {
	t.Helper()
	n := 0
	err := filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err == nil && bytes.Contains(data, []byte(s)) {
			n++
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}
