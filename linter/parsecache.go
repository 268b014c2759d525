package linter

import (
	"bytes"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/flinklint/flinklint/pyparse"
)

// DefaultParseCacheFiles is the number of files a ParseCache keeps when
// NewParseCache is given no bound.
const DefaultParseCacheFiles = 20000

// A ParseCache keeps the parses of Python files from one run to the next,
// keyed by the file's path and content, so that a client linting the same
// workspace again and again (the language server, after each edit)
// re-parses only the files that changed. Parsing Python is most of a run
// (bench/README.md). It is bounded (a number of files) and safe for
// concurrent use; a run reads it and adds to it, and a parse is never
// changed once made, so a cached parse gives the findings a fresh one
// gives. The command line does not use one.
//
// Only parses that read no other file are kept: a job that imports a
// module of the repository depends on that module's content too, and is
// parsed each run.
type ParseCache struct {
	max   int
	mu    sync.Mutex
	files map[parseKey]cachedParse
}

// NewParseCache returns a cache of at most maxFiles files
// (DefaultParseCacheFiles when maxFiles <= 0).
func NewParseCache(maxFiles int) *ParseCache {
	if maxFiles <= 0 {
		maxFiles = DefaultParseCacheFiles
	}
	return &ParseCache{max: maxFiles, files: map[parseKey]cachedParse{}}
}

// parseKey is a file as a run reads it: its absolute path, and whether it
// is read only for the code a job imports from it.
type parseKey struct {
	abs      string
	imported bool
}

type cachedParse struct {
	src []byte // the content parsed (a copy)
	mod *pyparse.Module
}

// Len is the number of files in the cache.
func (c *ParseCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.files)
}

func (c *ParseCache) lookup(k parseKey, src []byte) (*pyparse.Module, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.files[k]
	if !ok || !bytes.Equal(e.src, src) {
		return nil, false
	}
	return e.mod, true
}

// store keeps a parse, in place of the file's previous one. A full cache
// drops some other file first: any one, the cache serves one workspace
// whose files are all read each run.
func (c *ParseCache) store(k parseKey, src []byte, mod *pyparse.Module) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.files[k]; !ok && len(c.files) >= c.max {
		for other := range c.files {
			delete(c.files, other)
			break
		}
	}
	c.files[k] = cachedParse{src: bytes.Clone(src), mod: mod}
}

// parsePython parses a Python file, through the run's parse cache when it
// has one.
func parsePython(cfg parseConfig, c candidate, src []byte, parser func() *pyparse.Parser) *pyparse.Module {
	var imports pyparse.Resolver
	if !strings.HasPrefix(c.rel, "/") {
		imports = resolver(cfg.fsys, cfg.root, cfg.realRoot, c.rel, cfg.maxSize, cfg.imports)
	}
	if cfg.cache == nil {
		return parser().Parse(c.rel, src, imports)
	}
	key := parseKey{abs: c.abs, imported: c.imported}
	if mod, ok := cfg.cache.lookup(key, src); ok {
		return mod
	}
	var followed atomic.Bool
	if imports != nil {
		resolve := imports
		imports = func(module string) (string, []byte, bool) {
			p, b, ok := resolve(module)
			if ok {
				followed.Store(true)
			}
			return p, b, ok
		}
	}
	mod := parser().Parse(c.rel, src, imports)
	if !followed.Load() {
		cfg.cache.store(key, src, mod)
	}
	return mod
}
