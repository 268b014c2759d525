package gitindex

import (
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// index builds an index file of the given version with these paths.
func index(version uint32, hash int, paths ...string) []byte {
	b := []byte("DIRC")
	b = binary.BigEndian.AppendUint32(b, version)
	b = binary.BigEndian.AppendUint32(b, uint32(len(paths)))
	prev := ""
	for _, p := range paths {
		start := len(b)
		b = append(b, make([]byte, 40+hash)...)
		b = binary.BigEndian.AppendUint16(b, uint16(min(len(p), 0xfff)))
		if version == 4 {
			common := 0
			for common < len(prev) && common < len(p) && prev[common] == p[common] {
				common++
			}
			b = binary.AppendUvarint(b, uint64(len(prev)-common))
			b = append(b, p[common:]...)
			b = append(b, 0)
		} else {
			b = append(b, p...)
			b = append(b, 0)
			for (len(b)-start)%8 != 0 {
				b = append(b, 0)
			}
		}
		prev = p
	}
	return append(b, make([]byte, hash)...) // the checksum
}

func TestParse(t *testing.T) {
	paths := []string{"README.md", "jobs/a.py", "jobs/ab.py", "jobs/sub/deep/name_of_eight.py", "z"}
	for _, tt := range []struct {
		version uint32
		hash    int
	}{{2, 20}, {3, 20}, {4, 20}, {2, 32}, {4, 32}} {
		got, err := Parse(index(tt.version, tt.hash, paths...), tt.hash)
		if err != nil {
			t.Fatalf("v%d/%d: %v", tt.version, tt.hash, err)
		}
		if len(got) != len(paths) {
			t.Fatalf("v%d/%d: %v", tt.version, tt.hash, got)
		}
		for _, p := range paths {
			if !got[p] {
				t.Errorf("v%d/%d: %s missing from %v", tt.version, tt.hash, p, got)
			}
		}
	}
	for _, bad := range [][]byte{nil, []byte("DIRX\x00\x00\x00\x02\x00\x00\x00\x00"), index(2, 20, "a")[:30], index(9, 20, "a")} {
		if _, err := Parse(bad, 20); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
}

// TestAgainstGit compares with the index git itself writes, in each
// version, when git is installed (the tests may start programs; the
// binary never does).
func TestAgainstGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	for _, v := range []string{"2", "3", "4"} {
		dir := t.TempDir()
		run := func(args ...string) {
			t.Helper()
			cmd := exec.Command("git", args...)
			cmd.Dir = dir
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("git %v: %v\n%s", args, err, out)
			}
		}
		run("init", "-q")
		for _, p := range []string{"a.py", "jobs/sink.sql", "jobs/sinks/x.py", "infra/app.yaml"} {
			full := filepath.Join(dir, filepath.FromSlash(p))
			if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(full, []byte(p), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		run("add", "a.py", "jobs", "infra/app.yaml")
		run("update-index", "--index-version", v)
		if err := os.WriteFile(filepath.Join(dir, "untracked.yaml"), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := Tracked(dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 4 || !got["jobs/sinks/x.py"] || got["untracked.yaml"] {
			t.Errorf("index v%s: %v", v, got)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add(index(2, 20, "a", "b/c"), false)
	f.Add(index(4, 20, "jobs/a.py", "jobs/b.py"), false)
	f.Add(index(3, 32, "x"), true)
	f.Fuzz(func(t *testing.T, data []byte, sha256 bool) {
		hash := 20
		if sha256 {
			hash = 32
		}
		_, _ = Parse(data, hash) // never panics, never loops
	})
}

func BenchmarkParse(b *testing.B) {
	var paths []string
	for i := 0; i < 20000; i++ {
		paths = append(paths, filepath.ToSlash(filepath.Join("pkg", string(rune('a'+i%26)), "file", "name")+string(rune('a'+i%7))+".py"))
	}
	data := index(4, 20, paths...)
	b.SetBytes(int64(len(data)))
	for i := 0; i < b.N; i++ {
		if _, err := Parse(data, 20); err != nil {
			b.Fatal(err)
		}
	}
}
