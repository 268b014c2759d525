//go:build flinklintbench

// Command judge is bench/ecosystem/judge: precision per rule of the
// ecosystem check (package ecojudge). The build tag keeps it out of the
// `go install ./...` that the pre-commit hook runs.
package main

import (
	"os"

	"github.com/flinklint/flinklint/internal/ecojudge"
)

func main() { os.Exit(ecojudge.Main(os.Args[1:], os.Stdout, os.Stderr)) }
