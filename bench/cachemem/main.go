//go:build flinklintbench

// Command cachemem measures the memory a language server's parse cache
// (linter.ParseCache) holds: it lints a tree (one made by bench/gen) with
// a cache twice, as the server does on open and after an edit, and reports
// the files the cache keeps, the bytes of content they parsed, and the live
// heap the cache holds: the heap after a collection with the cache alive
// less the heap after one with the cache dropped (the run's outcome is
// dropped first, so that what is left is the cache's). With -mb it bounds
// the cache (linter.NewParseCacheBytes) and reports the same after the
// runs, and how many parses the second run served from it.
//
//	go run -tags flinklintbench ./bench/cachemem -root TREE [-mb 64]
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/flinklint/flinklint/linter"
)

func main() {
	root := flag.String("root", "", "the tree to lint (bench/gen)")
	mb := flag.Int("mb", 0, "the cache's bound in MB (0: the default)")
	flag.Parse()
	if *root == "" {
		fmt.Fprintln(os.Stderr, "cachemem: -root is required")
		os.Exit(2)
	}
	if err := run(*root, *mb); err != nil {
		fmt.Fprintln(os.Stderr, "cachemem:", err)
		os.Exit(1)
	}
}

func heap() uint64 {
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

func run(root string, mb int) error {
	base := heap()
	cache := linter.NewParseCacheBytes(int64(mb) << 20)
	var took [2]time.Duration
	var first linter.ParseCacheStats
	for i := range took {
		if i == 1 {
			first = cache.Stats()
		}
		start := time.Now()
		if _, err := linter.Check(linter.Settings{Root: root, Paths: []string{root}, ParseCache: cache}); err != nil {
			return err
		}
		took[i] = time.Since(start)
	}
	held := heap()
	st := cache.Stats()
	runtime.KeepAlive(cache)
	cache = nil
	without := heap()
	kept := int64(held) - int64(without)
	fmt.Printf("runs: %v cold, %v warm; heap before %0.1f MB\n", took[0].Round(time.Millisecond), took[1].Round(time.Millisecond), float64(base)/(1<<20))
	fmt.Printf("cache: %d files, %0.1f MB of content, estimate %0.1f MB (bound %0.1f MB); live heap it holds %0.1f MB: %0.1f KB per file, %0.2f bytes per byte of content\n",
		st.Files, float64(st.SourceBytes)/(1<<20), float64(st.Bytes)/(1<<20), float64(st.MaxBytes)/(1<<20), float64(kept)/(1<<20),
		float64(kept)/float64(max(st.Files, 1))/1024, float64(kept)/float64(max(st.SourceBytes, 1)))
	fmt.Printf("second run: %d parses served from the cache, %d made (evicted or never kept); %d evictions in all\n", st.Hits-first.Hits, st.Misses-first.Misses, st.Evictions)
	return nil
}
