package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLicense checks the repository carries the Apache-2.0 text the wheel
// and the VS Code extension declare, and that the extension packs it (vsce
// reads LICENSE in the extension's folder; a link to the root one).
func TestLicense(t *testing.T) {
	root := repoRoot(t)
	license, err := os.ReadFile(filepath.Join(root, "LICENSE"))
	if err != nil {
		t.Fatalf("no LICENSE at the repository root: %v", err)
	}
	for _, want := range []string{"Apache License", "Version 2.0, January 2004", "TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION", "END OF TERMS AND CONDITIONS"} {
		if !strings.Contains(string(license), want) {
			t.Errorf("LICENSE lacks %q: not the Apache License 2.0", want)
		}
	}
	ext, err := os.ReadFile(filepath.Join(root, "editors", "vscode", "LICENSE"))
	if err != nil || string(ext) != string(license) {
		t.Errorf("editors/vscode/LICENSE must be the repository's LICENSE (vsce packs it): %v", err)
	}
	b, err := os.ReadFile(filepath.Join(root, "editors", "vscode", "package.json"))
	if err != nil {
		t.Fatal(err)
	}
	var pkg struct {
		License string            `json:"license"`
		Scripts map[string]string `json:"scripts"`
	}
	if err := json.Unmarshal(b, &pkg); err != nil {
		t.Fatal(err)
	}
	if pkg.License != "Apache-2.0" {
		t.Errorf("editors/vscode/package.json license %q, want Apache-2.0", pkg.License)
	}
	ci, _ := os.ReadFile(filepath.Join(root, ".ci", "run"))
	for name, text := range map[string]string{"package.json": pkg.Scripts["package"], ".ci/run": string(ci)} {
		if strings.Contains(text, "--skip-license") {
			t.Errorf("%s packages the extension with --skip-license", name)
		}
	}
	build, _ := os.ReadFile(filepath.Join(root, "packaging", "wheel", "flinklint_build.py"))
	if !strings.Contains(string(build), `"LICENSE"`) {
		t.Errorf("the wheel build does not pack LICENSE")
	}
}
