package linter

import (
	"bytes"
	"container/list"
	"path"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/jvmparse"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/pyparse"
)

// DefaultParseCacheFiles is the number of files a ParseCache keeps when
// NewParseCache is given no bound.
const DefaultParseCacheFiles = 20000

// DefaultParseCacheBytes is the memory a ParseCache keeps, by its
// estimate (parseCost), when it is given no bound: 256 MiB, about three
// times the estimate for a workspace of 2,000 jobs (9,299 files, 10 MB),
// whose parses hold 57 MB (bench/README.md). `flinklint server
// --parse-cache-mb` sets it.
const DefaultParseCacheBytes = 256 << 20

// The estimate of the memory a kept parse holds: costPerByte bytes for each
// byte of the content parsed, and costPerFile for each file. Measured on
// the 2,000-job tree of bench/gen with bench/cachemem (the live heap a
// cache holds, less the same heap without it): 57.3 MB for 9,986 parses of
// 15.5 MB of content, 3.7 bytes per byte of content, 5.9 KB per parse, for
// an estimate of 81.5 MB; a cache bounded at 20 MB held 19.3 MB (5.2
// bytes per byte: the parses it keeps are the larger ones). The estimate
// errs high, so that the bound holds of the memory too.
const (
	costPerByte = 4
	costPerFile = 2 << 10
)

// parseCost is the memory a kept parse of content of n bytes is taken to
// hold.
func parseCost(n int) int64 { return int64(n)*costPerByte + costPerFile }

// A ParseCache keeps the parses of files from one run to the next, keyed
// by the file's path and content, so that a client linting the same
// workspace again and again (the language server, after each edit)
// re-parses only the files that changed: Python modules, and whole files
// (parseFile: SQL scripts, deployment configs, Python jobs with their SQL),
// and the last read of the Terraform modules. Parsing is most of a run
// (bench/README.md). It is safe for concurrent use; a run reads it and
// adds to it, and a parse is never changed once made (what a run changes,
// it changes in its own copy: runFile), so a cached parse gives the
// findings a fresh one gives. The command line does not use one.
//
// It is bounded, by a number of files and by an estimate of the memory
// the parses hold (parseCost). Past a bound it drops the parses used
// least recently, but never one the current run used (begin): a run that
// reads more than the cache holds keeps the parses it found and parses
// the others each time, rather than replacing every parse by the next
// one, in the same order, run after run (where least-recently-used alone
// would serve none). An edited file's new parse takes its old one's place.
//
// Only parses that read no other file are kept: a job that imports a
// module of the repository depends on that module's content too, and is
// parsed each run.
type ParseCache struct {
	maxFiles int
	maxBytes int64
	mu       sync.Mutex
	files    map[parseKey]*list.Element // Python modules
	// whole are files parsed whole (parseOne's result, nil for a file that
	// is no Flink file): SQL scripts, deployment configs, Python files
	// whose module is in files. Each run gets a copy (runFile).
	whole map[parseKey]*list.Element
	// used orders the kept parses of both maps, the one used last first.
	used  *list.List
	bytes int64 // the parses' cost
	run   int64 // the current run (begin)
	// terraform is the last Terraform read (readTerraform), for its input.
	terraform *cachedTerraform

	hits, misses, evictions int64
}

// kept is a kept parse, an element of ParseCache.used.
type kept struct {
	whole bool // in ParseCache.whole, else in files
	key   parseKey
	src   []byte // the content parsed (a copy)
	mod   *pyparse.Module
	file  *model.File
	cost  int64
	run   int64 // the last run that used it
}

// NewParseCache returns a cache of at most maxFiles files
// (DefaultParseCacheFiles when maxFiles <= 0) and DefaultParseCacheBytes.
func NewParseCache(maxFiles int) *ParseCache {
	return newParseCache(maxFiles, 0)
}

// NewParseCacheBytes returns a cache whose parses hold at most about
// maxBytes of memory (DefaultParseCacheBytes when maxBytes <= 0), of at
// most DefaultParseCacheFiles files.
func NewParseCacheBytes(maxBytes int64) *ParseCache {
	return newParseCache(0, maxBytes)
}

func newParseCache(maxFiles int, maxBytes int64) *ParseCache {
	if maxFiles <= 0 {
		maxFiles = DefaultParseCacheFiles
	}
	if maxBytes <= 0 {
		maxBytes = DefaultParseCacheBytes
	}
	return &ParseCache{maxFiles: maxFiles, maxBytes: maxBytes, files: map[parseKey]*list.Element{}, whole: map[parseKey]*list.Element{}, used: list.New()}
}

// ParseCacheStats are what a cache holds and what it served.
type ParseCacheStats struct {
	Files       int   // the parses kept
	SourceBytes int64 // the content they parsed
	// Bytes is the estimate of the memory they hold (parseCost), MaxBytes
	// its bound.
	Bytes, MaxBytes int64
	// Hits and Misses count the lookups served and not, Evictions the
	// parses dropped to stay within the bounds or not taken in.
	Hits, Misses, Evictions int64
}

// Stats are what the cache holds and served.
func (c *ParseCache) Stats() ParseCacheStats {
	c.mu.Lock()
	defer c.mu.Unlock()
	st := ParseCacheStats{Files: c.used.Len(), Bytes: c.bytes, MaxBytes: c.maxBytes, Hits: c.hits, Misses: c.misses, Evictions: c.evictions}
	for e := c.used.Front(); e != nil; e = e.Next() {
		st.SourceBytes += int64(len(e.Value.(*kept).src))
	}
	return st
}

// Len is the number of files in the cache.
func (c *ParseCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.used.Len()
}

// begin starts a run: the parses it uses are kept over those of earlier
// runs.
func (c *ParseCache) begin() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.run++
}

// get is the kept parse of k in m with content src, marked used.
func (c *ParseCache) get(m map[parseKey]*list.Element, k parseKey, src []byte) (*kept, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := m[k]
	if !ok || !bytes.Equal(e.Value.(*kept).src, src) {
		c.misses++
		return nil, false
	}
	c.hits++
	c.used.MoveToFront(e)
	kp := e.Value.(*kept)
	kp.run = c.run
	return kp, true
}

// put keeps a parse, in place of the file's previous one, and drops the
// parses used least recently, by earlier runs, while the cache is past a
// bound; if it still is, the new parse is not kept.
func (c *ParseCache) put(m map[parseKey]*list.Element, kp *kept) {
	c.mu.Lock()
	defer c.mu.Unlock()
	kp.src = bytes.Clone(kp.src)
	kp.cost, kp.run = parseCost(len(kp.src)), c.run
	if e, ok := m[kp.key]; ok {
		c.bytes -= e.Value.(*kept).cost
		c.used.Remove(e)
	}
	m[kp.key] = c.used.PushFront(kp)
	c.bytes += kp.cost
	for c.over() {
		last := c.used.Back()
		if last == nil || last.Value.(*kept).run == c.run && last != m[kp.key] {
			break
		}
		c.drop(last)
		if last.Value.(*kept) == kp {
			return
		}
	}
	if c.over() {
		c.drop(m[kp.key])
	}
}

func (c *ParseCache) over() bool {
	return c.used.Len() > c.maxFiles || c.bytes > c.maxBytes
}

func (c *ParseCache) drop(e *list.Element) {
	kp := e.Value.(*kept)
	if kp.whole {
		delete(c.whole, kp.key)
	} else {
		delete(c.files, kp.key)
	}
	c.used.Remove(e)
	c.bytes -= kp.cost
	c.evictions++
}

// parseKey is a file as a run reads it: its absolute path, and whether it
// is read only for the code a job imports from it.
type parseKey struct {
	abs      string
	imported bool
	// readAs is what else decides how the file is read (readAs), for
	// whole files.
	readAs string
}

func (c *ParseCache) lookup(k parseKey, src []byte) (*pyparse.Module, bool) {
	kp, ok := c.get(c.files, k, src)
	if !ok {
		return nil, false
	}
	return kp.mod, true
}

// store keeps a Python module's parse.
func (c *ParseCache) store(k parseKey, src []byte, mod *pyparse.Module) {
	c.put(c.files, &kept{key: k, src: src, mod: mod})
}

// holdsModule reports whether mod is the cached parse of k.
func (c *ParseCache) holdsModule(k parseKey, mod *pyparse.Module) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.files[k]
	return ok && e.Value.(*kept).mod == mod
}

func (c *ParseCache) lookupFile(k parseKey, src []byte) (*model.File, bool) {
	kp, ok := c.get(c.whole, k, src)
	if !ok {
		return nil, false
	}
	return kp.file, true
}

func (c *ParseCache) storeFile(k parseKey, src []byte, f *model.File) {
	c.put(c.whole, &kept{whole: true, key: k, src: src, file: f})
}

// parseFile is parseOne keeping its result in the run's parse cache, when
// it has one, for the next runs (keptParse, before the file is copied out
// of the read buffer, serves them). What is kept is a function of the file's path and content alone: SQL
// scripts, the deployment configs deploy.Read reads (Terraform files are
// read per module, readTerraform), Python files whose module parse read no
// other file. Services files, which read the factories' sources, and
// notebooks are parsed each run.
func parseFile(cfg parseConfig, c candidate, src []byte, ps *parsers) *model.File {
	if cfg.cache == nil || !keptWhole(c.rel) {
		return parseOne(cfg, c, src, ps)
	}
	key := parseKey{abs: c.abs, imported: c.imported, readAs: readAs(cfg, c)}
	f := parseOne(cfg, c, src, ps)
	if f != nil && f.Python != nil && !cfg.cache.holdsModule(parseKey{abs: c.abs, imported: c.imported}, f.Python) {
		return f // it read an imported module
	}
	cfg.cache.storeFile(key, src, f)
	return runFile(f)
}

// keptParse is the run's copy of the kept parse of a file with content
// src (read into a scratch buffer: the copy holds the kept content), ok
// false when there is none.
func keptParse(cfg parseConfig, c candidate, src []byte) (f *model.File, ok bool) {
	if cfg.cache == nil || !keptWhole(c.rel) {
		return nil, false
	}
	kept, ok := cfg.cache.lookupFile(parseKey{abs: c.abs, imported: c.imported, readAs: readAs(cfg, c)}, src)
	if !ok {
		return nil, false
	}
	return runFile(kept), true
}

// readAs is what decides how parseOne reads a file besides its path and
// content: for a .sql file, the dialect the configuration gives it and
// whether the user named it or has it open (readSQL); "" for the others.
func readAs(cfg parseConfig, c candidate) string {
	if strings.ToLower(path.Ext(c.rel)) != ".sql" {
		return ""
	}
	named := c.named || cfg.named[c.rel] || cfg.editorOpen[c.abs] != nil
	return cfg.sqlDialect(c) + "|" + strconv.FormatBool(named)
}

// keptWhole reports whether parseFile may keep the parse of a file.
func keptWhole(rel string) bool {
	switch path.Base(rel) {
	case jvmparse.ServicesFileName, jvmparse.POMFileName, jvmparse.GradleFileName, jvmparse.GradleKtsFileName:
		return false // read with the files beside them
	}
	if jvmparse.AutoServiceCandidate(path.Base(rel)) {
		return false
	}
	switch strings.ToLower(path.Ext(rel)) {
	case ".ipynb", ".zpln":
		return false
	}
	return true
}

// runFile is a run's own copy of a kept file: the run sets its Tok and
// Terraform results, and package link changes its deployments in place
// (link.Deployments), so those are copied too; the parses themselves are
// shared, never changed.
func runFile(kept *model.File) *model.File {
	if kept == nil {
		return nil
	}
	f := *kept
	f.Deploy = runDeployResult(f.Deploy)
	return &f
}

// runDeployResult copies a deployment read as far as link.Deployments
// writes into it: each Deployment (ApplyScaleTarget, InheritSession set
// its fields), and the scripts that point to them.
func runDeployResult(kept *deploy.Result) *deploy.Result {
	if kept == nil {
		return nil
	}
	r := *kept
	copies := make(map[*deploy.Deployment]*deploy.Deployment, len(kept.Deployments))
	r.Deployments = make([]*deploy.Deployment, len(kept.Deployments))
	for i, d := range kept.Deployments {
		dc := *d
		r.Deployments[i], copies[d] = &dc, &dc
	}
	r.Scripts = make([]deploy.Script, len(kept.Scripts))
	for i, s := range kept.Scripts {
		if s.Deployment != nil {
			if dc, ok := copies[s.Deployment]; ok {
				s.Deployment = dc
			}
		}
		r.Scripts[i] = s
	}
	return &r
}

// cachedTerraform is a Terraform read and the files it read.
type cachedTerraform struct {
	files []deploy.File
	reads []deploy.ModuleRead
	keep  map[string]bool
}

// readTerraformModules is deploy.ReadTerraformModules through the cache:
// the last read is kept, and served while every Terraform file is the
// same (an edit elsewhere in the workspace does not read the modules
// again).
func (c *ParseCache) readTerraformModules(files []deploy.File, workers int, roots map[string]*deploy.RootRead) ([]deploy.ModuleRead, map[string]bool) {
	if c == nil {
		return deploy.ReadTerraformModulesWith(files, workers, roots)
	}
	c.mu.Lock()
	kept := c.terraform
	c.mu.Unlock()
	if kept == nil || !sameTerraform(kept.files, files) {
		reads, keep := deploy.ReadTerraformModulesWith(files, workers, roots)
		kept = &cachedTerraform{files: make([]deploy.File, len(files)), reads: reads, keep: keep}
		for i, f := range files {
			f.Src = bytes.Clone(f.Src)
			kept.files[i] = f
		}
		c.mu.Lock()
		c.terraform = kept
		c.mu.Unlock()
	}
	reads := make([]deploy.ModuleRead, len(kept.reads))
	for i, r := range kept.reads {
		r.Result = runDeployResult(r.Result)
		reads[i] = r
	}
	return reads, kept.keep
}

func sameTerraform(a, b []deploy.File) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Path != b[i].Path || a[i].NoComments != b[i].NoComments || !bytes.Equal(a[i].Src, b[i].Src) {
			return false
		}
	}
	return true
}

// parsePython parses a Python file, through the run's parse cache when it
// has one.
func parsePython(cfg parseConfig, c candidate, src []byte, ps *parsers) *pyparse.Module {
	var imports pyparse.Resolver
	if !strings.HasPrefix(c.rel, "/") {
		imports = resolver(cfg.fsys, cfg.root, cfg.realRoot, c.rel, cfg.maxSize, cfg.imports)
		if cfg.follows != nil {
			resolve := imports
			imports = func(from, module string) (string, []byte, bool) {
				p, b, ok := resolve(from, module)
				if ok {
					cfg.follows.add(c.rel, p)
				}
				return p, b, ok
			}
		}
	}
	if cfg.cache == nil {
		return ps.python().Parse(c.rel, src, imports)
	}
	key := parseKey{abs: c.abs, imported: c.imported}
	if mod, ok := cfg.cache.lookup(key, src); ok {
		return mod
	}
	var followed atomic.Bool
	if imports != nil {
		resolve := imports
		imports = func(from, module string) (string, []byte, bool) {
			p, b, ok := resolve(from, module)
			if ok {
				followed.Store(true)
			}
			return p, b, ok
		}
	}
	mod := ps.python().Parse(c.rel, src, imports)
	if !followed.Load() {
		cfg.cache.store(key, src, mod)
	}
	return mod
}
