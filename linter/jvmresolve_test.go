package linter

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// evalCountFS counts EvalSymlinks calls of the real file system.
type evalCountFS struct {
	osFS
	evals *atomic.Int64
}

func (c evalCountFS) EvalSymlinks(name string) (string, error) {
	c.evals.Add(1)
	return c.osFS.EvalSymlinks(name)
}

// TestJVMResolverResolvesDirectoryOnce: the JVM resolver reads classes of
// one source directory with that directory's symlinks resolved once per
// run, not with an EvalSymlinks (an Lstat of every path component) per
// class read (issue 44: most of the system time of a 1,000-class module).
// A class that is a symlink leaving the root is still not read.
func TestJVMResolverResolvesDirectoryOnce(t *testing.T) {
	root := t.TempDir()
	outside := t.TempDir()
	pkg := filepath.Join(root, "src", "main", "java", "com", "example")
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		t.Fatal(err)
	}
	const n = 20
	src := func(i int) string {
		return fmt.Sprintf(`package com.example;

import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;

public class Job%d {
    public static final String TOPIC = "t%d";

    public static void main(String[] args) {
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        tEnv.executeSql("CREATE TABLE a (id STRING) WITH ('connector' = 'kafka', 'topic' = '" + Job%d.TOPIC + "')");
    }
}
`, i, i, i+1)
	}
	for i := 0; i < n; i++ {
		if err := os.WriteFile(filepath.Join(pkg, fmt.Sprintf("Job%d.java", i)), []byte(src(i)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Job<n> is a symlink to a class outside the root: not read.
	secret := filepath.Join(outside, "Job.java")
	if err := os.WriteFile(secret, []byte(strings.ReplaceAll(src(n), `"t`, `"secret`)), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(secret, filepath.Join(pkg, fmt.Sprintf("Job%d.java", n))); err != nil {
		t.Fatal(err)
	}
	var evals atomic.Int64
	cfg := parseConfig{fsys: evalCountFS{evals: &evals}, root: root, realRoot: root, imports: &pathCache{}, maxSize: DefaultMaxFileSize}
	ps := &parsers{}
	defer ps.close()
	rel := "src/main/java/com/example/"
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("Job%d.java", i)
		f := readJVM(cfg, candidate{rel: rel + name}, []byte(src(i)), ps)
		if f == nil || f.JVM == nil {
			t.Fatalf("%s: not read", name)
		}
		if strings.Contains(fmt.Sprint(f.Python.SQL[0].Text), "secret") {
			t.Errorf("%s: read a class through a symlink leaving the root", name)
		}
	}
	// One for the directory, one for the symlinked class.
	if got := evals.Load(); got > 2 {
		t.Errorf("EvalSymlinks called %d times for %d classes of one directory, want at most 2", got, n)
	}
}

// TestPythonResolverResolvesDirectoryOnce: the Python import resolver
// reads the modules of one package with the package directory's symlinks
// resolved once per run (pathCache.inside), as the JVM resolver does, not
// with an EvalSymlinks per module imported. A module that is a symlink
// leaving the root is still not read.
func TestPythonResolverResolvesDirectoryOnce(t *testing.T) {
	root := t.TempDir()
	outside := t.TempDir()
	pkg := filepath.Join(root, "pipelines", "sinks")
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		t.Fatal(err)
	}
	const n = 20
	for i := 0; i < n; i++ {
		if err := os.WriteFile(filepath.Join(pkg, fmt.Sprintf("m%d.py", i)), []byte(fmt.Sprintf("TOPIC = 't%d'\n", i)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	secret := filepath.Join(outside, "secret.py")
	if err := os.WriteFile(secret, []byte("TOPIC = 'secret'\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(secret, filepath.Join(pkg, fmt.Sprintf("m%d.py", n))); err != nil {
		t.Fatal(err)
	}
	var evals atomic.Int64
	resolve := resolver(evalCountFS{evals: &evals}, root, root, "jobs/job.py", DefaultMaxFileSize, &pathCache{})
	for i := 0; i < n; i++ {
		p, src, ok := resolve("jobs/job.py", fmt.Sprintf("pipelines.sinks.m%d", i))
		if !ok || p != fmt.Sprintf("pipelines/sinks/m%d.py", i) || !strings.Contains(string(src), fmt.Sprintf("'t%d'", i)) {
			t.Fatalf("m%d: %q %q %v", i, p, src, ok)
		}
	}
	if _, src, ok := resolve("jobs/job.py", fmt.Sprintf("pipelines.sinks.m%d", n)); ok {
		t.Errorf("read a module through a symlink leaving the root: %q", src)
	}
	// One for the directory, one for the symlinked module.
	if got := evals.Load(); got > 2 {
		t.Errorf("EvalSymlinks called %d times for %d modules of one package, want at most 2", got, n)
	}
}
