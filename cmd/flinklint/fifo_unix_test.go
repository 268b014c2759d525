//go:build cgo && unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A named pipe named on the command line is reported (FL905) without being
// opened, and the run fails: opening it would block until a writer comes.
func TestNamedPipeOnTheCommandLine(t *testing.T) {
	dir := writeTree(t, map[string]string{"job.sql": "SELECT 1;\n"})
	if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	pipe := filepath.Join(dir, "pipe.sql")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	code, out, errOut := runCmdWithin(t, 30*time.Second, "check", pipe)
	if code != exitUsage || !strings.Contains(out, "FL905") || !strings.Contains(out, "named pipe") {
		t.Errorf("exit %d, want %d and FL905 naming the pipe:\n%s%s", code, exitUsage, out, errOut)
	}
}

// An upgrade report of a project it could not read whole is no all-clear:
// exit 2 unless --allow-incomplete, as check.
func TestUpgradeReportOfAnIncompleteRunFails(t *testing.T) {
	dir := writeTree(t, map[string]string{"job.sql": "SELECT 1;\n"})
	if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.sql"), 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	code, out, errOut := runCmdWithin(t, 30*time.Second, "upgrade-report", "--target-flink", "2.1", dir)
	if code != exitUsage || !strings.Contains(errOut, "the analysis is incomplete") {
		t.Errorf("exit %d, want %d and the reason on stderr:\n%s%s", code, exitUsage, out, errOut)
	}
	code, out, errOut = runCmdWithin(t, 30*time.Second, "upgrade-report", "--target-flink", "2.1", "--allow-incomplete", dir)
	if code != exitOK {
		t.Errorf("--allow-incomplete: exit %d, want %d:\n%s%s", code, exitOK, out, errOut)
	}
}

// Issue 46: a named pipe elsewhere in the project of a named file is no
// part of what git holds: skipped with a --verbose note, it does not fail
// the check of the file; one within the paths checked does.
func TestNamedPipeOutsideThePathsChecked(t *testing.T) {
	dir := writeTree(t, map[string]string{"jobs/job.sql": "CREATE TABLE s (a INT) WITH ('connector' = 'datagen');\nSELECT a FROM s;\n"})
	if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "tmp"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "tmp", "pipe.yaml"), 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	code, out, errOut := runCmdWithin(t, 30*time.Second, "check", "--verbose", filepath.Join(dir, "jobs", "job.sql"))
	if code != exitOK || strings.Contains(errOut, "incomplete") ||
		!strings.Contains(errOut, "skipped tmp/pipe.yaml: not a regular file (named pipe), outside the paths checked: not read") {
		t.Errorf("named file: exit %d, want %d and a note on the pipe:\n%s%s", code, exitOK, out, errOut)
	}
	code, out, errOut = runCmdWithin(t, 30*time.Second, "check", filepath.Join(dir, "tmp"))
	if code != exitUsage || !strings.Contains(out, "named pipe") || !strings.Contains(errOut, "the analysis is incomplete") {
		t.Errorf("its directory: exit %d, want %d and FL905:\n%s%s", code, exitUsage, out, errOut)
	}
}
