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
	runNeovim(t, "neovim_lsp.lua", "FL001 shown, then gone after the edit")
}

// TestNeovimLanguageService runs the language service under Neovim's LSP
// client: the seed job's outline and the workspace's symbols, a hover on
// an option key, go to definition of a table with the jump to it, its
// references, and the completion of an option key typed into the buffer,
// its edit applied (testdata/neovim_langsvc.lua).
func TestNeovimLanguageService(t *testing.T) {
	runNeovim(t, "neovim_langsvc.lua", "language service answered")
}

// runNeovim builds flinklint, copies the seed into a workspace and runs
// headless Neovim with the Lua script of testdata, which must print want.
func runNeovim(t *testing.T, script, want string) {
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
	path := filepath.Join(root, "internal", "e2e", "testdata", script)
	nvim := exec.CommandContext(ctx, "nvim", "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile "+path)
	nvim.Dir = ws
	nvim.Env = append(os.Environ(), "FLINKLINT="+bin, "WORKSPACE="+ws, "XDG_STATE_HOME="+t.TempDir(), "XDG_DATA_HOME="+t.TempDir())
	out, err := nvim.CombinedOutput()
	if err != nil || !strings.Contains(string(out), want) {
		t.Fatalf("neovim: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
