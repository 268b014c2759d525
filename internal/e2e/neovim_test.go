package e2e

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestNeovim runs `flinklint server` under a real editor: headless Neovim
// and its built-in LSP client open the seed job, see the FL001 diagnostic
// (vim.diagnostic.get), edit the unsaved buffer, and see it go.
func TestNeovim(t *testing.T) {
	need(t, "nvim", "go")
	root := repoRoot(t)
	bin := filepath.Join(t.TempDir(), "flinklint")
	build := exec.Command("go", "build", "-o", bin, "./cmd/flinklint")
	build.Dir = root
	if b, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
	ws := t.TempDir()
	for _, p := range []string{"jobs/s3_json_sink.py", "infra/flink-app.yaml"} {
		b, err := os.ReadFile(filepath.Join(root, "examples", "seed", filepath.FromSlash(p)))
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(ws, filepath.FromSlash(p))
		os.MkdirAll(filepath.Dir(dst), 0o755)
		os.WriteFile(dst, b, 0o644)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	script := filepath.Join(root, "internal", "e2e", "testdata", "neovim_lsp.lua")
	nvim := exec.CommandContext(ctx, "nvim", "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile "+script)
	nvim.Dir = ws
	nvim.Env = append(os.Environ(), "FLINKLINT="+bin, "WORKSPACE="+ws, "XDG_STATE_HOME="+t.TempDir(), "XDG_DATA_HOME="+t.TempDir())
	out, err := nvim.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "FL001 shown, then gone after the edit") {
		t.Fatalf("neovim: %v\n%s", err, out)
	}
}
