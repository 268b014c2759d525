//go:build cgo

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/report"
)

// TestHelp checks every command's help goes to standard output with exit
// status 0, names its flags with two dashes, and check's lists every output
// format report.Formats has.
func TestHelp(t *testing.T) {
	oneDash := regexp.MustCompile(`(?m)^\s+-[a-z]`)
	for _, args := range [][]string{
		{"check", "--help"}, {"check", "-h"}, {"help", "check"},
		{"upgrade-report", "--help"}, {"rules", "--help"}, {"explain", "-h"}, {"server", "--help"},
		{"version", "--help"}, {"help"}, {"--help"},
	} {
		code, out, errOut := runCmd(t, args...)
		if code != exitOK || out == "" || errOut != "" {
			t.Errorf("flinklint %s: exit %d, stdout %d bytes, stderr %q; want the help on stdout and exit 0", strings.Join(args, " "), code, len(out), errOut)
		}
		if !strings.HasPrefix(out, "usage:") {
			t.Errorf("flinklint %s: the help does not start with usage:\n%s", strings.Join(args, " "), out)
		}
		if oneDash.MatchString(out) {
			t.Errorf("flinklint %s: a flag with one dash:\n%s", strings.Join(args, " "), out)
		}
	}
	_, out, _ := runCmd(t, "check", "--help")
	for _, want := range []string{"  --format FORMAT\n", "  --fail-on LEVEL\n", "  --fix\n", "  --output FILE\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("check --help lacks %q:\n%s", want, out)
		}
	}
	for _, f := range report.Formats() {
		if !strings.Contains(out, "\n  "+f.Name+" ") {
			t.Errorf("check --help does not list the format %s:\n%s", f.Name, out)
		}
	}
}

// TestEveryFormatHasAWriter checks --format accepts every name of
// report.Formats, and that a wrong name is answered with all of them.
func TestEveryFormatHasAWriter(t *testing.T) {
	for _, name := range report.FormatNames() {
		if _, err := writerFor(name); err != nil {
			t.Errorf("--format %s: %v", name, err)
		}
	}
	_, err := writerFor("yaml")
	if err == nil {
		t.Fatal("--format yaml accepted")
	}
	for _, name := range report.FormatNames() {
		if !strings.Contains(err.Error(), name) {
			t.Errorf("the error for --format yaml does not name %s: %v", name, err)
		}
	}
}

// TestUnknownCommandSuggests checks a mistyped command gets the nearest one.
func TestUnknownCommandSuggests(t *testing.T) {
	for typo, want := range map[string]string{"chek": "check", "rule": "rules", "upgrade-reprot": "upgrade-report", "explian": "explain"} {
		code, _, errOut := runCmd(t, typo)
		if code != exitUsage || !strings.Contains(errOut, `unknown command "`+typo+`" (did you mean `+want+`?)`) {
			t.Errorf("flinklint %s: exit %d, stderr:\n%s", typo, code, errOut)
		}
	}
	code, _, errOut := runCmd(t, "help", "chek")
	if code != exitUsage || !strings.Contains(errOut, "did you mean check?") {
		t.Errorf("flinklint help chek: exit %d, stderr:\n%s", code, errOut)
	}
	code, _, errOut = runCmd(t, "frobnicate")
	if code != exitUsage || strings.Contains(errOut, "did you mean") {
		t.Errorf("flinklint frobnicate: exit %d, a suggestion for a word like no command:\n%s", code, errOut)
	}
}

// TestReportPathsCreateTheirDirectories checks what docs/integrations/
// command-line.md promises: a report file (--format NAME:FILE, --output,
// --write-baseline) in a directory that does not exist yet gets it.
func TestReportPathsCreateTheirDirectories(t *testing.T) {
	seed := filepath.Join("..", "..", "examples", "seed")
	dir := t.TempDir()
	sarif := filepath.Join(dir, "a", "b", "flinklint.sarif")
	jsonFile := filepath.Join(dir, "c", "d", "flinklint.json")
	baseline := filepath.Join(dir, "e", "f", "baseline.json")
	if code, out, errOut := runCmd(t, "check", "--format", "sarif:"+sarif, "--format", "json", "--output", jsonFile, seed); code != exitFindings {
		t.Fatalf("exit %d, want 1\n%s%s", code, out, errOut)
	}
	if code, out, errOut := runCmd(t, "check", "--write-baseline", baseline, seed); code != exitOK {
		t.Fatalf("--write-baseline: exit %d, want 0\n%s%s", code, out, errOut)
	}
	for _, f := range []string{sarif, jsonFile, baseline} {
		if b, err := os.ReadFile(f); err != nil || !strings.Contains(string(b), "FL001") {
			t.Errorf("%s: %v (%d bytes, want a report naming FL001)", f, err, len(b))
		}
	}
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "integrations", "command-line.md"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(doc), "must exist") || !strings.Contains(string(doc), "missing parent directories") {
		t.Error("docs/integrations/command-line.md must say report paths get their missing parent directories")
	}
}

// TestConfigErrorListPrefixed checks every line of a configuration's list
// of problems carries the prefix, not only the first.
func TestConfigErrorListPrefixed(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ".flinklint.yaml"), []byte("flink-version: 1.19\nexclude: 5\nselect: 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{"check", "upgrade-report"} {
		code, _, errOut := runCmd(t, cmd, dir)
		lines := strings.Split(strings.TrimRight(errOut, "\n"), "\n")
		if code != exitUsage || len(lines) < 2 {
			t.Fatalf("%s: exit %d, want 2 with two problems:\n%s", cmd, code, errOut)
		}
		for _, l := range lines {
			if !strings.HasPrefix(l, "flinklint") {
				t.Errorf("%s: a line without the flinklint prefix: %q\n%s", cmd, l, errOut)
			}
		}
	}
}

// TestNamedBinaryFileSaysSo checks a binary file named on the command line
// is said to be binary and skipped, not only "nothing linted".
func TestNamedBinaryFileSaysSo(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "data.sql")
	if err := os.WriteFile(bin, []byte("\x00\x01\x02CREATE TABLE\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, errOut := runCmd(t, "check", bin)
	if !strings.Contains(errOut, "data.sql: binary content: skipped, nothing linted") {
		t.Errorf("a named binary file: stderr does not say it is binary and skipped:\n%s", errOut)
	}
}
