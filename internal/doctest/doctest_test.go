// Package doctest runs the documentation: every configuration example and
// every command of the sh and console blocks in README.md and docs/ is
// executed (a command it cannot run is listed in documentedSkips with the
// reason), in the docs' order in one sandbox, so that the docs cannot drift
// from the tool and no example breaks the next. A console block's output is
// compared with the run's. A shell line may state the exit status it
// expects in its comment ("# exit 1: ...", "# ..., exits 0"); without one,
// the command must not fail with a usage or configuration error (status 2).
package doctest

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/config"
	"github.com/flinklint/flinklint/rules"
)

// block is one fenced code block of a Markdown file.
type block struct {
	file string // repository-relative path
	line int    // 1-based line of the opening fence
	lang string
	text string
}

// fence matches an opening or closing fence and its info string.
var fence = regexp.MustCompile("^ {0,3}(```+|~~~+)\\s*([^`\\s]*)")

// codeBlocks returns the fenced code blocks of a Markdown document.
func codeBlocks(file, doc string) []block {
	var out []block
	var cur *block
	var closer string
	var body []string
	for i, line := range strings.Split(doc, "\n") {
		m := fence.FindStringSubmatch(line)
		switch {
		case cur == nil && m != nil:
			cur, closer, body = &block{file: file, line: i + 1, lang: m[2]}, m[1], nil
		case cur != nil && m != nil && m[2] == "" && strings.HasPrefix(m[1], closer):
			cur.text = strings.Join(body, "\n")
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			body = append(body, line)
		}
	}
	return out
}

func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// markdownFiles returns README.md and every Markdown file under docs/,
// repository-relative.
func markdownFiles(t *testing.T, root string) []string {
	t.Helper()
	files := []string{"README.md"}
	err := filepath.WalkDir(filepath.Join(root, "docs"), func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".md") {
			rel, _ := filepath.Rel(root, path)
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func allBlocks(t *testing.T, root string) []block {
	t.Helper()
	var out []block
	for _, f := range markdownFiles(t, root) {
		b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f)))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, codeBlocks(f, string(b))...)
	}
	return out
}

// TestRuleIDsInDocsExist checks that every rule id the docs name is a rule.
func TestRuleIDsInDocsExist(t *testing.T) {
	root := repoRoot(t)
	known := map[string]bool{}
	for _, r := range rules.All() {
		known[r.Doc.ID] = true
	}
	id := regexp.MustCompile(`\bFL[0-9]{3}\b`)
	for _, f := range markdownFiles(t, root) {
		b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f)))
		if err != nil {
			t.Fatal(err)
		}
		for n, line := range strings.Split(string(b), "\n") {
			for _, m := range id.FindAllString(line, -1) {
				if !known[m] {
					t.Errorf("%s:%d: names rule %s, which does not exist", f, n+1, m)
				}
			}
		}
	}
}

// TestKeyTableListsEveryKey checks that docs/configuration.md's key table
// has a row for every key the loader accepts.
func TestKeyTableListsEveryKey(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(repoRoot(t), "docs", "configuration.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range config.Keys() {
		if !bytes.Contains(b, []byte("| `"+k+"` |")) {
			t.Errorf("docs/configuration.md: the key table has no row for %q", k)
		}
	}
}

// buildFlinklint builds the command once for the tests that run it.
func buildFlinklint(t *testing.T, root string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs flinklint; skipped with -short")
	}
	bin := filepath.Join(t.TempDir(), "flinklint")
	build := exec.Command("go", "build", "-o", bin, "./cmd/flinklint")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestConfigExamplesLoad writes every example project configuration of the
// docs (a yaml block that starts with "# .flinklint.yaml", a toml block with
// a [tool.flinklint] table) into a project beside the seed example and runs
// flinklint there: it must load (exit 0 with --fail-on never).
func TestConfigExamplesLoad(t *testing.T) {
	root := repoRoot(t)
	var examples []block
	for _, b := range allBlocks(t, root) {
		if (b.lang == "yaml" && strings.HasPrefix(b.text, "# .flinklint.yaml")) ||
			(b.lang == "toml" && strings.Contains(b.text, "[tool.flinklint]")) {
			examples = append(examples, b)
		}
	}
	if len(examples) < 2 {
		t.Fatalf("found %d configuration examples in the docs; expected at least the YAML and TOML forms", len(examples))
	}
	bin := buildFlinklint(t, root)
	for _, ex := range examples {
		t.Run(fmt.Sprintf("%s:%d", ex.file, ex.line), func(t *testing.T) {
			dir := t.TempDir()
			copyTree(t, filepath.Join(root, "examples", "seed"), dir)
			if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
				t.Fatal(err)
			}
			name := ".flinklint.yaml"
			if ex.lang == "toml" {
				name = "pyproject.toml"
			}
			if err := os.WriteFile(filepath.Join(dir, name), []byte(ex.text+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(bin, "check", "--fail-on", "never", ".")
			cmd.Dir = dir
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Errorf("%s:%d: flinklint check with this %s: %v\n%s", ex.file, ex.line, name, err, out)
			}
		})
	}
}

// invocation finds a flinklint command at the start of a shell line or
// after && or ;, in any of the forms the docs use.
var invocation = regexp.MustCompile(`(^|&&\s*|;\s*)(go run \./cmd/flinklint|\./flinklint|/path/to/flinklint|flinklint)\s`)

// statedExit is the exit status a shell comment announces.
var statedExit = regexp.MustCompile(`\bexits? ([0-9])\b`)

// documentedSkips are the documented commands this test does not run, by
// the start of the line, with the reason: any other command of a shell
// block runs, so a new command in the docs is run or listed here.
var documentedSkips = map[string]string{
	"go test ./...":                                     "runs this test",
	"bench/ecosystem/run":                               "clones the pinned public repositories (network)",
	"git diff bench/ecosystem/":                         "follows bench/ecosystem/run",
	"bench/ecosystem/judge":                             "follows bench/ecosystem/run",
	"flinklint check --format checkstyle . | reviewdog": "reviewdog posts to a pull request",
	"pre-commit install":                                "the pre-commit snippet: internal/e2e runs it with pre-commit",
	"git commit ...":                                    "a placeholder for the reader's commit",
}

// documentedSkip is the reason a documented line is not run, "" when it is.
func documentedSkip(line string) string {
	line = strings.TrimSpace(line)
	for prefix, why := range documentedSkips {
		if strings.HasPrefix(line, prefix) {
			return why
		}
	}
	return ""
}

// runnable reports whether every command of a shell line is one this test
// can run here, and why not.
func runnable(line string) (bool, string) {
	cmdPart, _, _ := strings.Cut(line, " #")
	for _, seg := range commands(cmdPart) {
		fields := strings.Fields(seg)
		if len(fields) == 0 {
			continue
		}
		switch fields[0] {
		case "go", "./flinklint", "/path/to/flinklint", "flinklint", "cp", "cd", "printf", "cat", "less", "mkdir", "rm", "echo", "ls", "test":
		case "git":
			if len(fields) < 2 || (fields[1] != "init" && fields[1] != "add") {
				return false, "git " + strings.Join(fields[1:], " ")
			}
		case "jq":
			if _, err := exec.LookPath("jq"); err != nil {
				return false, "jq is not installed"
			}
		default:
			return false, fields[0] + " is not part of this test"
		}
		if fields[0] == "go" && !strings.HasPrefix(strings.TrimSpace(seg), "go run ./cmd/flinklint") &&
			!strings.HasPrefix(strings.TrimSpace(seg), "go build -o flinklint ./cmd/flinklint") {
			return false, strings.TrimSpace(seg)
		}
	}
	return true, ""
}

// commands splits a shell line at &&, ; and | outside quotes.
func commands(line string) []string {
	var out []string
	var quote rune
	start := 0
	for i, r := range line {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '\'' || r == '"':
			quote = r
		case r == ';' || r == '|' || r == '&':
			out = append(out, line[start:i])
			start = i + 1
		}
	}
	return append(out, line[start:])
}

// rewrite turns a documented shell line into one that runs the test's
// build of flinklint inside the sandbox.
func rewrite(line string) string {
	cmdPart, _, _ := strings.Cut(line, " #")
	r := strings.NewReplacer(
		"go build -o flinklint ./cmd/flinklint", `cp "$FLINKLINT" ./flinklint`,
		"go run ./cmd/flinklint", `"$FLINKLINT"`,
		"/path/to/flinklint", `"$FLINKLINT"`,
		"./flinklint", `"$FLINKLINT"`,
		"/tmp/", `"$SANDBOX_TMP"/`,
		"| less -R", "| cat",
	)
	out := r.Replace(cmdPart)
	return regexp.MustCompile(`(^|&&\s*|;\s*)flinklint\s`).ReplaceAllString(out, `$1"$$FLINKLINT" `)
}

// TestShellExamplesRun runs the flinklint commands of every shell block of
// the docs, block by block in a sandbox holding a copy of examples/, and
// checks each command's exit status against the one its comment states (or
// that it is not 2, a usage or configuration error). Lines with commands
// this test cannot run (a commit, an external tool) are skipped, saying so.
//
// The blocks run in the docs' order in one sandbox, with one /tmp, as a
// reader who follows the docs runs them: an example that leaves something
// behind (a broken .flinklint.yaml, a /tmp/seed that the next `cp -r`
// copies into) breaks the next one. A console block's commands (`$ ...`)
// run on a terminal (script(1), COLUMNS=110, NO_COLOR), and their output
// must be what the block shows (see matchOutput).
func TestShellExamplesRun(t *testing.T) {
	root := repoRoot(t)
	bin := buildFlinklint(t, root)
	sb := &sandbox{dir: t.TempDir(), tmp: t.TempDir(), bin: bin}
	copyTree(t, filepath.Join(root, "examples"), filepath.Join(sb.dir, "examples"))
	ran := 0
	for _, b := range allBlocks(t, root) {
		if b.lang == "console" {
			ran += runConsole(t, sb, b)
			continue
		}
		if b.lang != "sh" && b.lang != "bash" {
			continue
		}
		if strings.Contains(b.text, "<<") || strings.Contains(b.text, "\\\n") {
			// A heredoc (the pre-commit snippet) or continued lines: every
			// command of the block must be a documented skip.
			for n, line := range strings.Split(b.text, "\n") {
				if strings.HasPrefix(strings.TrimSpace(line), "cat >") && strings.Contains(line, "<<") {
					continue
				}
				if invocation.MatchString(line) || strings.HasPrefix(strings.TrimSpace(line), "pre-commit") {
					if documentedSkip(line) == "" {
						t.Errorf("%s:%d: a command in a heredoc block, which this test cannot run: %s", b.file, b.line+1+n, line)
					}
				}
			}
			continue
		}
		var script strings.Builder
		var checks []string
		for n, line := range strings.Split(b.text, "\n") {
			docLine := b.line + 1 + n
			if strings.TrimSpace(line) == "" || strings.HasPrefix(strings.TrimSpace(line), "#") {
				continue
			}
			if why := documentedSkip(line); why != "" {
				t.Logf("%s:%d: skipped (%s)", b.file, docLine, why)
				continue
			}
			if ok, why := runnable(line); !ok {
				t.Errorf("%s:%d: cannot run %q (%s): run it here or list it in documentedSkips with the reason", b.file, docLine, line, why)
				continue
			}
			fmt.Fprintf(&script, "%s\n", rewrite(line))
			if invocation.MatchString(line) && !strings.Contains(line, "go build") {
				want := "-"
				if _, comment, ok := strings.Cut(line, " #"); ok {
					if m := statedExit.FindStringSubmatch(comment); m != nil {
						want = m[1]
					}
				}
				fmt.Fprintf(&script, "echo \"rc %d %s $?\" >>\"$RCFILE\"\n", docLine, want)
				checks = append(checks, line)
			}
		}
		if len(checks) == 0 {
			continue
		}
		ran += len(checks)
		t.Run(fmt.Sprintf("%s:%d", b.file, b.line), func(t *testing.T) {
			runBlock(t, sb, b, script.String())
		})
	}
	if ran < 10 {
		t.Fatalf("ran %d documented flinklint commands; the docs hold more: is the block reader broken?", ran)
	}
}

// sandbox is the reader's session: a directory holding a copy of
// examples/, a /tmp, and the flinklint under test.
type sandbox struct {
	dir, tmp, bin string
}

func runBlock(t *testing.T, sb *sandbox, b block, script string) {
	t.Helper()
	rcfile := filepath.Join(t.TempDir(), "rc")
	cmd := exec.Command("bash", "-c", script)
	cmd.Dir = sb.dir
	cmd.Env = append(os.Environ(), "FLINKLINT="+sb.bin, "SANDBOX_TMP="+sb.tmp, "RCFILE="+rcfile, "NO_COLOR=1")
	out, _ := cmd.CombinedOutput()
	rcs, err := os.ReadFile(rcfile)
	if err != nil {
		t.Fatalf("%s:%d: the block did not run: %v\n%s", b.file, b.line, err, out)
	}
	for _, rec := range strings.Split(strings.TrimSpace(string(rcs)), "\n") {
		var line int
		var want, got string
		if _, err := fmt.Sscanf(rec, "rc %d %s %s", &line, &want, &got); err != nil {
			t.Fatalf("bad record %q", rec)
		}
		status, _ := strconv.Atoi(got)
		switch {
		case want == "-" && status == 2:
			t.Errorf("%s:%d: exit status 2 (usage or configuration error)\n%s", b.file, line, out)
		case want != "-" && want != got:
			t.Errorf("%s:%d: exit status %s, the docs say %s\n%s", b.file, line, got, want, out)
		}
	}
}

// copyTree copies a directory of regular files.
func copyTree(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// consoleCommand is one `$ command` of a console block and the output the
// block shows after it.
type consoleCommand struct {
	line int // 1-based line in the doc
	cmd  string
	want []string
}

// consoleCommands splits a console block into its commands and outputs.
func consoleCommands(b block) []consoleCommand {
	var out []consoleCommand
	for n, line := range strings.Split(b.text, "\n") {
		if cmd, ok := strings.CutPrefix(line, "$ "); ok {
			out = append(out, consoleCommand{line: b.line + 1 + n, cmd: cmd})
			continue
		}
		if len(out) > 0 {
			out[len(out)-1].want = append(out[len(out)-1].want, line)
		}
	}
	for i := range out {
		w := out[i].want
		for len(w) > 0 && strings.TrimSpace(w[len(w)-1]) == "" {
			w = w[:len(w)-1]
		}
		out[i].want = w
	}
	return out
}

// runConsole runs a console block's commands on a terminal in the sandbox
// and compares each one's output with the block's; it returns how many
// flinklint commands ran.
func runConsole(t *testing.T, sb *sandbox, b block) int {
	t.Helper()
	cmds := consoleCommands(b)
	if len(cmds) == 0 {
		t.Errorf("%s:%d: a console block without a `$ ` command", b.file, b.line)
		return 0
	}
	if _, err := exec.LookPath("script"); err != nil {
		t.Logf("%s:%d: skipped: script(1) is not installed (util-linux)", b.file, b.line)
		return 0
	}
	ran := 0
	for _, c := range cmds {
		if why := documentedSkip(c.cmd); why != "" {
			t.Logf("%s:%d: skipped (%s)", b.file, c.line, why)
			continue
		}
		if ok, why := runnable(c.cmd); !ok {
			t.Errorf("%s:%d: cannot run %q (%s): run it here or list it in documentedSkips with the reason", b.file, c.line, c.cmd, why)
			continue
		}
		want := "-"
		if _, comment, ok := strings.Cut(c.cmd, " #"); ok {
			if m := statedExit.FindStringSubmatch(comment); m != nil {
				want = m[1]
			}
		}
		file := filepath.Join(t.TempDir(), "cmd.sh")
		if err := os.WriteFile(file, []byte(rewrite(c.cmd)+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("script", "-qec", "bash "+file, "/dev/null")
		cmd.Dir = sb.dir
		cmd.Env = append(os.Environ(), "FLINKLINT="+sb.bin, "SANDBOX_TMP="+sb.tmp, "NO_COLOR=1", "COLUMNS=110", "TERM=dumb")
		raw, err := cmd.CombinedOutput()
		status := 0
		var exitErr *exec.ExitError
		if errors.As(err, &exitErr) {
			status = exitErr.ExitCode()
		} else if err != nil {
			t.Fatalf("%s:%d: script: %v", b.file, c.line, err)
		}
		var got []string
		if text := strings.TrimRight(strings.ReplaceAll(string(raw), "\r\n", "\n"), "\n"); text != "" {
			got = strings.Split(text, "\n")
		}
		switch {
		case want == "-" && status == 2:
			t.Errorf("%s:%d: exit status 2 (usage or configuration error)\n%s", b.file, c.line, raw)
		case want != "-" && want != strconv.Itoa(status):
			t.Errorf("%s:%d: exit status %d, the docs say %s\n%s", b.file, c.line, status, want, raw)
		}
		if !matchOutput(c.want, got) {
			t.Errorf("%s:%d: `%s` prints something else than the docs show (... matches any lines, a line ending in ... any end of line):\n--- docs\n%s\n--- run\n%s",
				b.file, c.line, c.cmd, strings.Join(c.want, "\n"), strings.Join(got, "\n"))
		}
		if invocation.MatchString(c.cmd) {
			ran++
		}
	}
	return ran
}

// matchOutput reports whether the output got is what the docs show: line
// by line, trailing spaces aside; a line that is only "..." stands for any
// number of lines, and a line ending in "..." for any line that starts with
// the text before it.
func matchOutput(want, got []string) bool {
	if len(want) == 0 {
		return len(got) == 0
	}
	w := strings.TrimRight(want[0], " ")
	if w == "..." {
		for i := 0; i <= len(got); i++ {
			if matchOutput(want[1:], got[i:]) {
				return true
			}
		}
		return false
	}
	if len(got) == 0 {
		return false
	}
	g := strings.TrimRight(got[0], " ")
	if prefix, ok := strings.CutSuffix(w, "..."); ok {
		if !strings.HasPrefix(g, strings.TrimRight(prefix, " ")) {
			return false
		}
	} else if w != g {
		return false
	}
	return matchOutput(want[1:], got[1:])
}

func TestMatchOutput(t *testing.T) {
	got := []string{"a: one", "b", "c", "d  "}
	for _, tt := range []struct {
		want []string
		ok   bool
	}{
		{[]string{"a: one", "b", "c", "d"}, true},
		{[]string{"a: ...", "...", "d"}, true},
		{[]string{"...", "c", "d"}, true},
		{[]string{"a: one", "..."}, true},
		{[]string{"a: two", "..."}, false},
		{[]string{"a: one", "c", "d"}, false},
		{[]string{"a: one", "b", "c"}, false},
		{[]string{"...", "e"}, false},
	} {
		if got := matchOutput(tt.want, got); got != tt.ok {
			t.Errorf("matchOutput(%q) = %v, want %v", tt.want, got, tt.ok)
		}
	}
}
