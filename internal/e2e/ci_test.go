package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestCINeed runs .ci/run's need function with a fake apt-get and sudo: a
// present tool is skipped, saying so; a missing one is installed, saying
// which package and why, with one apt-get update for the whole run.
func TestCINeed(t *testing.T) {
	need(t, "bash")
	b, err := os.ReadFile(filepath.Join(repoRoot(t), ".ci", "run"))
	if err != nil {
		t.Fatal(err)
	}
	fn := regexp.MustCompile(`(?ms)^need\(\) \{\n.*?^\}\n`).Find(b)
	if fn == nil {
		t.Fatal(".ci/run has no need() function")
	}
	if n := strings.Count(string(b), "apt-get install"); n != 1 {
		t.Errorf(".ci/run has %d apt-get install commands; every package goes through need", n)
	}
	fake := t.TempDir()
	log := filepath.Join(fake, "log")
	for name, script := range map[string]string{
		"apt-get": "#!/bin/sh\necho \"apt-get $*\" >>" + log + "\n",
		"sudo":    "#!/bin/sh\necho sudo >>" + log + "\nexec \"$@\"\n",
		"id":      "#!/bin/sh\necho 1000\n",
	} {
		if err := os.WriteFile(filepath.Join(fake, name), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	script := "set -euo pipefail\n" + string(fn) +
		"need bash bash 'the shell itself'\n" +
		"need flinklint-no-such-tool-1 pkg-one 'test one'\n" +
		"need flinklint-no-such-tool-2 pkg-two 'test two'\n"
	cmd := exec.Command("bash", "--noprofile", "--norc", "-c", script)
	cmd.Env = append(os.Environ(), "PATH="+fake+string(os.PathListSeparator)+os.Getenv("PATH"))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("need: %v\n%s", err, out)
	}
	for _, want := range []string{
		"bash: present at ",
		"skipped (the shell itself)",
		"flinklint-no-such-tool-1: installing the package pkg-one (apt-get) for test one",
		"flinklint-no-such-tool-2: installing the package pkg-two (apt-get) for test two",
	} {
		if !strings.Contains(string(out), want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	calls, _ := os.ReadFile(log)
	if got := strings.Count(string(calls), "apt-get update"); got != 1 {
		t.Errorf("%d apt-get updates, want 1:\n%s", got, calls)
	}
	for _, want := range []string{"apt-get install -y -qq pkg-one", "apt-get install -y -qq pkg-two", "sudo"} {
		if !strings.Contains(string(calls), want) {
			t.Errorf("apt-get calls lack %q:\n%s", want, calls)
		}
	}
	if strings.Contains(string(calls), "install -y -qq bash") {
		t.Errorf("a present tool was installed:\n%s", calls)
	}
}
