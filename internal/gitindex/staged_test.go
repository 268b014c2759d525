package gitindex

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// gitRepo makes a repository in a temporary directory; git runs only in
// the test, to write what StagedUnder reads.
func gitRepo(t *testing.T, initArgs ...string) (dir string, git func(args ...string) string) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir = t.TempDir()
	git = func(args ...string) string {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "user.email=t@example.com", "-c", "user.name=t", "-c", "gc.auto=0"}, args...)...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	git(append([]string{"init", "-q"}, initArgs...)...)
	return dir, git
}

func write(t *testing.T, dir, name, content string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// version is the n-th version of a file big enough for git to store later
// versions as deltas of earlier ones.
func version(n int) string {
	var b strings.Builder
	for i := range 400 {
		fmt.Fprintf(&b, "line %d of a job that changes a little each time\n", i)
		if i == 200 {
			fmt.Fprintf(&b, "version %d\n", n)
		}
	}
	return b.String()
}

// TestStagedContent: the content StagedUnder reads is what git's index
// holds (git show :PATH), not the work tree, for loose objects and for
// packed ones, whole and stored as deltas.
func TestStagedContent(t *testing.T) {
	for _, format := range []string{"sha1", "sha256"} {
		t.Run(format, func(t *testing.T) {
			dir, git := gitRepo(t, "--object-format="+format)
			for n := range 6 {
				write(t, dir, "jobs/job.py", version(n))
				write(t, dir, fmt.Sprintf("sql/s%d.sql", n), version(n+100))
				git("add", ".")
				git("commit", "-q", "-m", fmt.Sprint(n))
			}
			git("gc", "-q", "--aggressive") // packs, with deltas
			write(t, dir, "jobs/job.py", version(50))
			git("add", "jobs/job.py") // a loose object
			write(t, dir, "jobs/job.py", "the work tree, not staged\n")
			write(t, dir, "untracked.py", "x\n")
			s, err := StagedUnder(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			paths := s.Paths()
			if paths["untracked.py"] || !paths["jobs/job.py"] || !paths["sql/s3.sql"] {
				t.Fatalf("paths %v", paths)
			}
			for p := range paths {
				got, ok, err := s.Content(p)
				if err != nil || !ok {
					t.Fatalf("%s: ok %v, %v", p, ok, err)
				}
				if want := git("show", ":"+p); !bytes.Equal(got, []byte(want)) {
					t.Errorf("%s: the staged content differs from git show :%s", p, p)
				}
			}
			sub, err := StagedUnder(filepath.Join(dir, "sql"))
			if err != nil {
				t.Fatal(err)
			}
			defer sub.Close()
			if b, ok, _ := sub.Content("s2.sql"); !ok || string(b) != version(102) {
				t.Error("a directory's paths are relative to it")
			}
		})
	}
}

func TestApplyDeltaRejectsBadInput(t *testing.T) {
	base := []byte("hello world")
	for _, delta := range [][]byte{
		{},                    // no sizes
		{5, 5},                // wrong base size
		{11, 5, 0x91, 0, 100}, // a copy outside the base
		{11, 3, 5, 'a'},       // an insert cut short
		{11, 3, 0x90, 2},      // wrong result size
	} {
		if _, err := applyDelta(base, delta); err == nil {
			t.Errorf("applyDelta(%v) accepted", delta)
		}
	}
	if out, err := applyDelta(base, []byte{11, 7, 0x91, 6, 5, 2, '!', '!'}); err != nil || string(out) != "world!!" {
		t.Errorf("applyDelta = %q, %v", out, err)
	}
}

// FuzzApplyDelta: any delta over any base gives an error or a result of
// the size the delta states, never a panic.
func FuzzApplyDelta(f *testing.F) {
	f.Add([]byte("hello world"), []byte{11, 7, 0x91, 6, 5, 2, '!', '!'})
	f.Add([]byte(""), []byte{0, 1, 1, 'x'})
	f.Fuzz(func(t *testing.T, base, delta []byte) {
		out, err := applyDelta(base, delta)
		if err != nil {
			return
		}
		_, n := binary.Uvarint(delta)
		if size, _ := binary.Uvarint(delta[n:]); uint64(len(out)) != size {
			t.Fatalf("result of %d bytes, delta says %d", len(out), size)
		}
	})
}
