package rules_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/report"
)

// secretMarker is part of every secret value under testdata/FL040 and of
// nothing else there.
const secretMarker = "XYZZY"

// TestFL040NeverPrintsSecrets lints the FL040 trees with every rule and
// checks that no output format carries any part of a secret value: not the
// messages, snippets, related locations, fixes, nor the rule metadata.
func TestFL040NeverPrintsSecrets(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", "testdata", "FL040"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := linter.Run(linter.Options{Root: root, Paths: []string{root}, Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range res.Run.Findings {
		if f.RuleID == "FL040" {
			n++
		}
	}
	if n < 16 {
		t.Fatalf("want at least 16 FL040 findings, got %d", n)
	}
	outputs := map[string]func(*bytes.Buffer) error{
		"text":       func(b *bytes.Buffer) error { return report.WriteText(b, res.Run, report.TextOptions{}) },
		"json":       func(b *bytes.Buffer) error { return report.WriteJSON(b, res.Run) },
		"sarif":      func(b *bytes.Buffer) error { return report.WriteSARIF(b, res.Run, report.SARIFOptions{Root: root}) },
		"github":     func(b *bytes.Buffer) error { return report.WriteGitHub(b, res.Run) },
		"checkstyle": func(b *bytes.Buffer) error { return report.WriteCheckstyle(b, res.Run) },
	}
	for name, write := range outputs {
		var b bytes.Buffer
		if err := write(&b); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if c := strings.Count(b.String(), secretMarker); c != 0 {
			t.Errorf("%s output shows a secret value %d times", name, c)
		}
		if name == "sarif" && !strings.Contains(b.String(), `"security-severity"`) {
			t.Errorf("sarif output has no security-severity for FL040")
		}
	}
}

// TestFL040BinaryNeverPrintsSecrets does the same through the built
// command, in every --format.
func TestFL040BinaryNeverPrintsSecrets(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	bin := filepath.Join(t.TempDir(), "flinklint")
	build := exec.Command("go", "build", "-o", bin, "../cmd/flinklint")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	dir, err := filepath.Abs(filepath.Join("..", "testdata", "FL040"))
	if err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"text", "json", "sarif", "github", "checkstyle"} {
		cmd := exec.Command(bin, "check", "--format", format, "--no-color", ".")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "NO_COLOR=1")
		out, _ := cmd.CombinedOutput() // exit status 1: findings
		if !bytes.Contains(out, []byte("FL040")) {
			t.Errorf("--format %s: no FL040 in output:\n%s", format, out)
		}
		if c := bytes.Count(out, []byte(secretMarker)); c != 0 {
			t.Errorf("--format %s shows a secret value %d times", format, c)
		}
	}
}
