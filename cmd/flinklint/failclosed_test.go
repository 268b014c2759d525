//go:build cgo

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// This file tests that a run which could not do what it was asked fails
// (issue 46): it never passes, and it never hangs.

// runCmdWithin is runCmd that fails the test when the run does not end
// within limit (a run that hangs on a named pipe).
func runCmdWithin(t *testing.T, limit time.Duration, args ...string) (int, string, string) {
	t.Helper()
	type result struct {
		code     int
		out, err string
	}
	done := make(chan result, 1)
	go func() {
		code, out, errOut := runCmd(t, args...)
		done <- result{code, out, errOut}
	}()
	select {
	case r := <-done:
		return r.code, r.out, r.err
	case <-time.After(limit):
		t.Fatalf("flinklint %s did not end within %v", strings.Join(args, " "), limit)
		return 0, "", ""
	}
}

// A deployments entry of the configuration that names a file that does not
// exist is a configuration error at its line and column (exit 2): the link
// it was written for would otherwise be lost without a word.
func TestDeploymentEntryNamingNoFile(t *testing.T) {
	dir := seedTree(t)
	cfg := "deployments:\n  - config: infra/flink-app.yml\n    jobs: [jobs/s3_json_sink.py]\n"
	if err := os.WriteFile(filepath.Join(dir, ".flinklint.yaml"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCmd(t, "check", dir)
	if code != exitUsage || !strings.Contains(errOut, ".flinklint.yaml:2:13: deployments.config: infra/flink-app.yml does not exist") {
		t.Errorf("exit %d, want %d and the entry's position:\n%s%s", code, exitUsage, out, errOut)
	}
	cfg = strings.Replace(cfg, "flink-app.yml", "flink-app.yaml", 1)
	if err := os.WriteFile(filepath.Join(dir, ".flinklint.yaml"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := runCmd(t, "check", dir); code != exitFindings {
		t.Errorf("with the file named right: exit %d, want %d:\n%s%s", code, exitFindings, out, errOut)
	}
}
