// Command genflinkcorpus extracts the Flink test corpus from Flink's test
// trees (one directory per pinned tag, as bench/flinkcorpus/run exports
// them with git archive) and writes its index (index.tsv) and the counts of
// the statements it skipped (skipped.tsv) into a directory.
//
//	go run ./internal/genflinkcorpus --trees DIR [--out bench/flinkcorpus]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/flinklint/flinklint/internal/flinkcorpus"
)

func main() {
	trees := flag.String("trees", "", "directory of Flink's test trees, one per pinned tag (bench/flinkcorpus/run exports them)")
	out := flag.String("out", filepath.Join("bench", "flinkcorpus"), "directory to write index.tsv and skipped.tsv into")
	flag.Parse()
	if *trees == "" {
		fmt.Fprintln(os.Stderr, "usage: genflinkcorpus --trees DIR [--out DIR]")
		os.Exit(2)
	}
	c, err := flinkcorpus.Load(*trees)
	if err != nil {
		fmt.Fprintln(os.Stderr, "genflinkcorpus:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(filepath.Join(*out, "index.tsv"), []byte(c.IndexTSV()), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "genflinkcorpus:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(filepath.Join(*out, "skipped.tsv"), []byte(c.SkippedTSV()), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "genflinkcorpus:", err)
		os.Exit(1)
	}
	fmt.Printf("%d cases, %d skipped statements\n", len(c.Entries), len(c.Skips))
}
