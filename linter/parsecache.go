package linter

import (
	"bytes"
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

// A ParseCache keeps the parses of files from one run to the next, keyed
// by the file's path and content, so that a client linting the same
// workspace again and again (the language server, after each edit)
// re-parses only the files that changed: Python modules, and whole files
// (parseFile: SQL scripts, deployment configs, Python jobs with their SQL),
// and the last read of the Terraform modules. Parsing is most of a run
// (bench/README.md). It is bounded (a number of files) and safe for
// concurrent use; a run reads it and adds to it, and a parse is never
// changed once made (what a run changes, it changes in its own copy:
// runFile), so a cached parse gives the findings a fresh one gives. The
// command line does not use one.
//
// Only parses that read no other file are kept: a job that imports a
// module of the repository depends on that module's content too, and is
// parsed each run.
type ParseCache struct {
	max   int
	mu    sync.Mutex
	files map[parseKey]cachedParse
	// whole are files parsed whole (parseOne's result, nil for a file that
	// is no Flink file): SQL scripts, deployment configs, Python files
	// whose module is in files. Each run gets a copy (runFile).
	whole map[parseKey]cachedFile
	// terraform is the last Terraform read (readTerraform), for its input.
	terraform *cachedTerraform
}

// NewParseCache returns a cache of at most maxFiles files
// (DefaultParseCacheFiles when maxFiles <= 0).
func NewParseCache(maxFiles int) *ParseCache {
	if maxFiles <= 0 {
		maxFiles = DefaultParseCacheFiles
	}
	return &ParseCache{max: maxFiles, files: map[parseKey]cachedParse{}, whole: map[parseKey]cachedFile{}}
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

type cachedParse struct {
	src []byte // the content parsed (a copy)
	mod *pyparse.Module
}

type cachedFile struct {
	src  []byte // the content parsed (a copy)
	file *model.File
}

// Len is the number of files in the cache.
func (c *ParseCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.files) + len(c.whole)
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

// holdsModule reports whether mod is the cached parse of k.
func (c *ParseCache) holdsModule(k parseKey, mod *pyparse.Module) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.files[k]
	return ok && e.mod == mod
}

func (c *ParseCache) lookupFile(k parseKey, src []byte) (*model.File, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.whole[k]
	if !ok || !bytes.Equal(e.src, src) {
		return nil, false
	}
	return e.file, true
}

func (c *ParseCache) storeFile(k parseKey, src []byte, f *model.File) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.whole[k]; !ok && len(c.whole) >= c.max {
		for other := range c.whole {
			delete(c.whole, other)
			break
		}
	}
	c.whole[k] = cachedFile{src: bytes.Clone(src), file: f}
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
