package server

import (
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/linter"
)

// TestRandomDeploymentEditsMatchFreshRuns opens the deployment configs,
// Dockerfiles, compose and Flink configuration files of testdata trees in
// buffers and edits them at random (a true made false and back, a line
// dropped or doubled, a comment typed, a name or path changed by a
// character), with now and then an edit of a job beside them; after each
// edit the server's findings, kept from the runs before where it can, must
// be those of a fresh whole run of the same state, and what the client
// holds the fresh run's diagnostics. Most edits must have been linted
// incrementally, or the test no longer tests that path.
func TestRandomDeploymentEditsMatchFreshRuns(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("..", "testdata", "*", "*"))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(45))
	steps, incremental, trees := 0, 0, 0
	for _, dir := range dirs {
		abs, err := filepath.Abs(dir)
		if err != nil {
			t.Fatal(err)
		}
		if info, err := os.Stat(abs); err != nil || !info.IsDir() {
			continue
		}
		out, err := Lint(linter.Settings{}, abs, nil)
		if err != nil || out.Model == nil {
			continue
		}
		var deps, jobs []string
		for _, f := range out.Model.Files {
			switch {
			case wholeOnly(f.Path):
			case f.Deploy != nil && len(f.Deploy.Deployments)+len(f.Deploy.Copies)+len(f.Deploy.Bases)+len(f.Deploy.ScaleTargets) > 0:
				deps = append(deps, f.Path)
			case jobSource(f.Path):
				jobs = append(jobs, f.Path)
			}
		}
		if len(deps) == 0 || trees%3 != 0 && !testing.Short() && rng.Intn(2) == 0 {
			trees++
			continue
		}
		trees++
		sort.Strings(deps)
		s := &server{conn: newConn(strings.NewReader(""), io.Discard), opts: Options{Settings: linter.Settings{ParseCache: linter.NewParseCache(0)}},
			docs: map[string]string{}, published: map[string][]byte{}, edited: map[string]bool{}, root: abs, watching: true}
		open := func(rel string) string {
			p := filepath.Join(abs, filepath.FromSlash(rel))
			if text, ok := s.docs[p]; ok {
				return text
			}
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			s.docs[p], s.edited[fileURI(p)] = string(b), true
			return string(b)
		}
		for _, p := range deps {
			open(p)
		}
		for _, p := range jobs {
			open(p)
		}
		s.lint()
		for i := 0; i < 6; i++ {
			target := deps[rng.Intn(len(deps))]
			if len(jobs) > 0 && rng.Intn(5) == 0 {
				target = jobs[rng.Intn(len(jobs))]
			}
			p := filepath.Join(abs, filepath.FromSlash(target))
			text := open(target)
			edit, what := mutate(rng, text)
			s.docs[p], s.edited[fileURI(p)] = edit, true
			s.lint()
			steps++
			if s.state.comp != nil {
				incremental++
			}
			overlay := overlayOf(map[string]string{})
			for q, text := range s.docs {
				overlay[q] = []byte(text)
			}
			fresh, err := Lint(linter.Settings{}, abs, overlay)
			if err != nil {
				t.Fatal(err)
			}
			name := fmt.Sprintf("%s, edit %d of %s (%s)", dir, i+1, target, what)
			if got, want := encodeFindings(t, s.state.all()), encodeFindings(t, fresh.Run.Findings); got != want {
				t.Errorf("%s: the server's findings differ from a fresh run's:\nserver: %s\nfresh:  %s", name, got, want)
			}
			if held, want := encodeFindings(t, heldDiagnostics(s.published)), encodeFindings(t, freshDiagnostics(fresh.Run, fresh.Root)); held != want {
				t.Errorf("%s: the client holds other diagnostics than a fresh run's", name)
			}
		}
	}
	t.Logf("%d edits, %d linted incrementally", steps, incremental)
	if steps < 100 || incremental*2 < steps {
		t.Errorf("%d edits, %d incremental: the test no longer tests the incremental path", steps, incremental)
	}
}

// mutate edits a text at random, and says how.
func mutate(rng *rand.Rand, text string) (string, string) {
	lines := strings.Split(text, "\n")
	i := rng.Intn(len(lines))
	switch rng.Intn(6) {
	case 0:
		for _, pair := range [][2]string{{"true", "false"}, {"false", "true"}, {"True", "False"}, {"1.19", "1.20"}, {"1_18", "1_20"}, {"v1_19", "v2_0"}} {
			if strings.Contains(text, pair[0]) {
				return strings.Replace(text, pair[0], pair[1], 1), pair[0] + " -> " + pair[1]
			}
		}
		return text + "\n", "a newline"
	case 1:
		return strings.Join(append(lines[:i:i], lines[i+1:]...), "\n"), fmt.Sprintf("line %d dropped", i+1)
	case 2:
		return strings.Join(append(lines[:i+1:i+1], lines[i:]...), "\n"), fmt.Sprintf("line %d doubled", i+1)
	case 3:
		return "# typing\n" + text, "a comment typed"
	case 4:
		for j := 0; j < 8; j++ {
			k := rng.Intn(len(text) + 1)
			if k > 0 && k < len(text) && (text[k] >= 'a' && text[k] <= 'z') {
				return text[:k] + "x" + text[k+1:], fmt.Sprintf("byte %d changed", k)
			}
		}
		return text, "nothing"
	default:
		return text, "nothing (the text as it was)"
	}
}
