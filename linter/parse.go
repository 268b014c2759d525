package linter

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"go/token"
	"io"
	"maps"
	"path"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/flinklint/flinklint/config"
	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/filter"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/internal/parallel"
	"github.com/flinklint/flinklint/jvmparse"
	"github.com/flinklint/flinklint/link"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/notebook"
	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// fileProblem is a finding the driver reports itself about one file:
// FL906 (internal error), FL907 (invalid UTF-8).
type fileProblem struct {
	path  string
	off   int
	rule  string
	msg   string
	stack string // the Go stack of a panic, shown with --debug
}

// parsed is what parsing one candidate produced.
type parsed struct {
	file     *model.File // nil: not Flink related, or skipped with a note
	problems []fileProblem
	note     string // why it was skipped, for --verbose
	// lines is the line table of a file whose source was dropped once
	// parsed (dropSource).
	lines []int
	// launcher marks a Python file not parsed because it mentions no Flink
	// API, that runs as a script (`if __name__ == "__main__":`) and imports
	// something: it may run a job through modules of the repository
	// (parseLaunchers).
	launcher bool
}

// parseConfig is what the parse phase needs to know of the options.
type parseConfig struct {
	fsys     walkFS
	root     string
	realRoot string     // root with its symlinks resolved (set by parseInputConfig)
	imports  *pathCache // import candidates seen in this run (set by parseInputConfig)
	// follows, when not nil, records the files each Python parse read
	// through its imports (a run with a ParseCache: Result.Imports).
	follows *followLog
	listing *dirListing // what discovery listed, or nil
	cache   *ParseCache // Python parses kept between runs, or nil
	maxSize int64
	timeout time.Duration
	// dialects are the project's sql-dialects globs; named the files the
	// user named (Options.Named) and editorOpen those open in the editor
	// (Options.Overlay), which the user names as a command line does.
	dialects   []config.SQLDialect
	fresh      []string // the fresh-sessions globs
	named      map[string]bool
	editorOpen map[string][]byte
	// terraform reads the Terraform directories on the parse workers
	// (terraformDirs); nil: all are read by readTerraform.
	terraform *terraformDirs
	// jvm are the JVM files the run's parse workers parsed, which they
	// share (set by parseInputConfig; nil: each worker keeps its own).
	jvm *jvmparse.Parses
	// beforeParse, when set, runs in the parse goroutine before a file is
	// parsed (tests use it to simulate a parse that hangs or panics).
	beforeParse func(rel string)
}

// parseInput parses the candidates and builds the model's input: the
// parse phase of Run.
func parseInput(root string, cands []candidate, listing *dirListing, opts Options) *input {
	cfg := parseConfig{fsys: opts.fileSystem(), root: root, maxSize: opts.MaxFileSize, timeout: opts.ParseTimeout, listing: listing, cache: opts.ParseCache,
		dialects: opts.SQLDialects, fresh: opts.FreshSessions, named: opts.Named, editorOpen: opts.Overlay}
	if opts.ParseCache != nil {
		cfg.follows = &followLog{}
		opts.ParseCache.begin()
	}
	if opts.hooks != nil {
		cfg.beforeParse = opts.hooks.beforeParse
	}
	return parseInputConfig(cfg, cands, opts)
}

func parseInputConfig(cfg parseConfig, cands []candidate, opts Options) *input {
	if cfg.maxSize <= 0 {
		cfg.maxSize = DefaultMaxFileSize
	}
	if cfg.timeout == 0 {
		cfg.timeout = DefaultParseTimeout
	}
	cfg.imports = &pathCache{listing: cfg.listing}
	cfg.terraform = newTerraformDirs(cands)
	cfg.jvm = jvmparse.NewParses()
	cfg.realRoot = cfg.root
	if real, err := cfg.fsys.EvalSymlinks(cfg.root); err == nil {
		cfg.realRoot = real
	}
	results := parseAll(cfg, cands, opts.Jobs)
	parseLaunchers(cfg, cands, results)
	parseImported(cfg, cands, results)
	var files []*model.File
	var problems []fileProblem
	var skipped map[string]string
	lines := map[*model.File][]int{}
	for i, r := range results {
		if r.note != "" && opts.Verbose && opts.Log != nil {
			fmt.Fprintf(opts.Log, "flinklint: skipped %s: %s\n", cands[i].rel, r.note)
		}
		if r.note != "" && r.file == nil && opts.Named[cands[i].rel] {
			if skipped == nil {
				skipped = map[string]string{}
			}
			skipped[cands[i].rel] = r.note // a named file is never skipped without a word
		}
		if r.file != nil {
			files = append(files, r.file)
			if r.lines != nil {
				lines[r.file] = r.lines
			}
		}
		problems = append(problems, r.problems...)
	}
	files, tfProblems := readTerraform(files, opts.Jobs, cfg.cache, cfg.terraform)
	problems = append(problems, tfProblems...)
	linkDeployments(files)
	in := buildInput(files, lines, opts)
	in.skipped = skipped
	in.problems = problems
	in.follows = cfg.follows
	in.debug, in.log, in.jobs = opts.Debug, opts.Log, opts.Jobs
	in.collect = opts.CollectBetweenPhases
	in.Workers = opts.Jobs
	in.bound = &phaseBound{timeout: cfg.timeout}
	in.Bound = in.bound.run
	if opts.hooks != nil {
		in.beforeModel = opts.hooks.beforeModel
		in.bound.before = opts.hooks.beforePhase
	}
	if opts.Debug && opts.Log != nil {
		for _, p := range problems {
			if p.rule == finding.RuleInternalError {
				fmt.Fprintf(opts.Log, "flinklint: internal error in %s: %s\n%s\n", p.path, redactSnippet(p.msg), p.stack)
			}
		}
	}
	return in
}

// parseImported parses the Python files that mention no Flink API but that
// the parsed jobs ran code of (Segment.Path, Setting.Path): the findings on
// that code point into them. It runs after parseAll, in candidate order.
func parseImported(cfg parseConfig, cands []candidate, results []parsed) {
	referenced := map[string]bool{}
	for _, r := range results {
		if r.file == nil || r.file.Python == nil {
			continue
		}
		for _, t := range r.file.Python.SQL {
			for _, g := range t.Segments {
				if g.Path != "" {
					referenced[path.Clean(g.Path)] = true
				}
			}
		}
		for _, st := range r.file.Python.Settings {
			if st.Path != "" {
				referenced[path.Clean(st.Path)] = true
			}
		}
		for _, d := range r.file.Python.Descriptors {
			if d.Path != "" {
				referenced[path.Clean(d.Path)] = true
			}
		}
	}
	if len(referenced) == 0 {
		return
	}
	w := &parseWorker{cfg: cfg}
	defer w.close()
	for i := range cands {
		if results[i].file != nil || !referenced[cands[i].rel] {
			continue
		}
		c := cands[i]
		c.imported = true
		results[i] = w.parse(c)
	}
}

// isLauncher reports whether a Python file that mentions no Flink API may
// still start a job: a script (`if __name__ == "__main__":`, not a test)
// that imports something.
func isLauncher(rel string, src []byte) bool {
	return strings.HasSuffix(rel, ".py") && !model.IsTestFile(rel) &&
		bytes.Contains(src, []byte("__main__")) && bytes.Contains(src, []byte("import "))
}

// parseLaunchers parses the launchers parseAll skipped (parsed.launcher): a
// thin main.py that runs pipelines whose Flink code lives in other files
// (`run_pipeline(name)` of runner/cli_runner.py, which picks a class of a
// registry). One is kept when following its calls into the repository's
// modules finds SQL, settings, descriptors or sinks: it is then a job, and
// those modules are part of it. Others are dropped as before, so they are
// no entry-point candidates they were not already. It runs after parseAll,
// in candidate order.
func parseLaunchers(cfg parseConfig, cands []candidate, results []parsed) {
	sqlDirs := uncalledSQLDirs(cands, results)
	if len(sqlDirs) == 0 {
		// Every Flink statement of the parsed files runs in its own file: a
		// launcher would only run them again (and parsing every script of a
		// monorepo costs).
		return
	}
	var w *parseWorker
	defer func() {
		if w != nil {
			w.close()
		}
	}()
	for i := range cands {
		if !results[i].launcher || !aboveAny(path.Dir(cands[i].rel), sqlDirs) {
			continue
		}
		if w == nil {
			w = &parseWorker{cfg: cfg}
		}
		c := cands[i]
		c.imported = true // parse it though it mentions no Flink API
		r := w.parse(c)
		if f := r.file; f != nil && f.Python != nil && runsFlink(f.Python) {
			results[i] = r
		}
	}
}

// uncalledSQLDirs lists the directories of the parsed Python files that hold
// SQL in functions or classes they never call themselves: code some other
// file runs. A launcher can only run such code from a directory at or above
// it (its package's root or a parent); scripts elsewhere (a vendored
// library, the Python standard library beside the jobs) are not parsed, so
// their cost stays that of the prefilter.
func uncalledSQLDirs(cands []candidate, results []parsed) []string {
	var dirs []string
	for i, r := range results {
		if r.file == nil || r.file.Python == nil {
			continue
		}
		for _, t := range r.file.Python.SQL {
			if t.Unreached {
				dirs = append(dirs, path.Dir(cands[i].rel))
				break
			}
		}
	}
	return dirs
}

// aboveAny reports whether dir is one of dirs or a directory above one.
func aboveAny(dir string, dirs []string) bool {
	for _, d := range dirs {
		if dir == "." || d == dir || strings.HasPrefix(d, dir+"/") {
			return true
		}
	}
	return false
}

// runsFlink reports whether a parsed Python file runs something of Flink
// the rules read, in its own code or through the modules it calls.
func runsFlink(m *pyparse.Module) bool {
	return len(m.SQL) > 0 || len(m.SQLFiles) > 0 || len(m.Descriptors) > 0 || len(m.Settings) > 0 || len(m.FileSinks) > 0
}

// parseAll reads, classifies and parses the candidates with `workers`
// goroutines, one pyparse.Parser each. Results keep the candidates' order,
// so nothing downstream depends on scheduling.
func parseAll(cfg parseConfig, cands []candidate, workers int) []parsed {
	out := make([]parsed, len(cands))
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	if workers > len(cands) {
		workers = max(len(cands), 1)
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := &parseWorker{cfg: cfg}
			defer w.close()
			for i := range next {
				out[i] = w.parse(cands[i])
				cfg.terraform.readReady()
			}
		}()
	}
	for i := range cands {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

// parseWorker parses candidates one after another, each on the worker's
// own goroutine, which lives from file to file: a new goroutine for every
// file grew its stack anew each time (measured in bench/README.md). A parse
// that runs past the timeout is abandoned with that
// goroutine and the parser it uses; the next file gets new ones.
type parseWorker struct {
	cfg  parseConfig
	ps   *parsers    // created on first use: tree-sitter setup is not free
	jobs chan func() // the worker goroutine's input; nil until first use
	// scratch is the buffer files are read into (readFile); a file that is
	// parsed gets a copy, but for a Python file (borrowsSource).
	scratch []byte
}

// run runs f on the worker goroutine, which is idle: parse waits for each
// job or abandons the goroutine.
func (w *parseWorker) run(f func()) {
	if w.jobs == nil {
		w.jobs = make(chan func())
		go func(jobs <-chan func()) {
			for f := range jobs {
				f()
			}
		}(w.jobs)
	}
	w.jobs <- f
}

func (w *parseWorker) parse(c candidate) parsed {
	// The job creates the parser, if it needs one, on the worker goroutine;
	// the worker adopts it only once the job is done, so an abandoned job
	// never shares its parser with the next file.
	if w.ps == nil {
		w.ps = &parsers{jvmShared: w.cfg.jvm}
	}
	res, abandoned := parseBounded(w.cfg, c, w.ps, w.run, &w.scratch)
	if abandoned {
		// The goroutine ends after the abandoned job; the parsers are its own.
		close(w.jobs)
		w.jobs, w.ps = nil, nil
		return res
	}
	return res
}

func (w *parseWorker) close() {
	if w.jobs != nil {
		close(w.jobs)
	}
	if w.ps != nil {
		w.ps.close()
	}
}

// parsers are a parse worker's tree-sitter readers, each made on first
// use, on the goroutine that parses. The JVM reader keeps the files it
// parses in jvmShared, where the other workers' readers find them (nil:
// its own).
type parsers struct {
	py        *pyparse.Parser
	jvm       *jvmparse.Parser
	jvmShared *jvmparse.Parses
}

func (p *parsers) python() *pyparse.Parser {
	if p.py == nil {
		p.py = pyparse.NewParser()
	}
	return p.py
}

func (p *parsers) java() *jvmparse.Parser {
	if p.jvm == nil {
		if p.jvmShared != nil {
			p.jvm = jvmparse.NewSharingParser(p.jvmShared)
		} else {
			p.jvm = jvmparse.NewParser()
		}
	}
	return p.jvm
}

func (p *parsers) close() {
	if p.py != nil {
		p.py.Close()
	}
	if p.jvm != nil {
		p.jvm.Close()
	}
}

// parseBounded parses one candidate on a goroutine that run starts it on,
// so that a panic becomes an FL906 finding for the file and a parse that
// exceeds the timeout is abandoned (the goroutine is left to finish on its
// own; its result is dropped) and reported as FL905.
//
// The file is read into *scratch; only a file worth parsing is copied out
// of it, and a Python file is not (borrowsSource).
func parseBounded(cfg parseConfig, c candidate, ps *parsers, run func(func()), scratch *[]byte) (res parsed, abandoned bool) {
	if c.problem != "" {
		return parsed{file: &model.File{Path: c.rel, ReadError: c.problem, Unread: c.unread}}, false
	}
	if c.note != "" {
		return parsed{note: c.note}, false
	}
	src, readErr := readFile(cfg.fsys, c.abs, cfg.maxSize, scratch)
	if readErr != nil {
		if errors.Is(readErr, errTooLarge) && !oversizedWorthReporting(c.rel, src) {
			return parsed{note: readErr.Error()}, false
		}
		// An oversized file is left out by the size limit the user keeps
		// (--max-file-size), not for want of reading it.
		return parsed{file: &model.File{Path: c.rel, ReadError: readErr.Error(), Unread: !errors.Is(readErr, errTooLarge)}}, false
	}
	if bytes.HasPrefix(src, []byte{0xFF, 0xFE}) || bytes.HasPrefix(src, []byte{0xFE, 0xFF}) {
		return parsed{file: &model.File{Path: c.rel, ReadError: "UTF-16 encoded (byte order mark); flinklint, like Flink, reads UTF-8: not linted"}}, false
	}
	if isBinary(src) {
		return parsed{note: "binary content"}, false
	}
	if !worthParsing(&c, src) {
		return parsed{launcher: isLauncher(c.rel, src)}, false
	}
	if f, ok := keptParse(cfg, c, src); ok {
		// Served from the parse cache: neither copied nor parsed.
		res := parsed{file: f, note: skipNote(f)}
		if f != nil {
			res.problems = invalidUTF8Problems(c, f.Src)
		}
		return res, false
	}
	c.prefiltered = true
	borrowed := borrowsSource(cfg, c)
	if !borrowed {
		src = bytes.Clone(src)
	}
	res, abandoned = parseBytes(cfg, c, src, ps, run)
	if abandoned {
		if borrowed {
			// The abandoned parse goes on reading src: the next file gets
			// a buffer of its own.
			*scratch = nil
		}
		return res, abandoned
	}
	dropSource(cfg, c, &res)
	if borrowed && res.file != nil && res.file.Src != nil {
		// A file that keeps its source (a setup.py read as a build file, a
		// parse that panicked) gets its own copy of the read buffer.
		res.file.Src = bytes.Clone(res.file.Src)
	}
	return res, abandoned
}

// borrowsSource reports whether a candidate worth parsing is parsed from
// the read buffer itself rather than a copy of it: a Python file, unless
// the run keeps parses for the next one. What parseOne keeps of a Python
// file holds no byte of its source (pyparse copies what it extracts) but
// model.File.Src, which dropSource lets go of once the file is parsed, and
// which parseBounded copies when it does not; so the copy, a tenth of the
// parse phase's allocation on the 2,000-job tree, is spared.
func borrowsSource(cfg parseConfig, c candidate) bool {
	return cfg.cache == nil && strings.EqualFold(path.Ext(c.rel), ".py")
}

// dropSource lets go of the source of a parsed Python file or deployment
// config, keeping its line table, unless the run keeps parses for the next
// one (a ParseCache): the rules, the fixes and the output read it again
// through model.File.Source, so the sources of a run are never all held at
// once (bench/README.md, issue 31). SQL files keep theirs (their statements
// hold its text), and so do Terraform files, which readTerraform reads
// after the parse.
func dropSource(cfg parseConfig, c candidate, res *parsed) {
	f := res.file
	if cfg.cache != nil || f == nil || f.ReadError != "" || f.Src == nil ||
		!(f.Kind == model.PythonFile || f.Kind == model.ConfigFile && !deploy.IsTerraformFile(f.Path)) {
		return
	}
	res.lines = lineStarts(f.Src)
	fsys, abs, maxSize := cfg.fsys, c.abs, cfg.maxSize
	f.DropSource(func(scratch *[]byte) ([]byte, error) { return readFile(fsys, abs, maxSize, scratch) })
}

// worthParsing reports whether parseOne can make anything of a file: it
// returns nil for exactly the files this is false for, which are dropped
// before their bytes are copied out of the read buffer. It runs outside the
// parse's isolation, so a panic in its checks answers true: the file is then
// parsed, and the same panic is reported as FL906 there.
func worthParsing(c *candidate, src []byte) (worth bool) {
	defer func() {
		if recover() != nil {
			worth = true
		}
	}()
	switch path.Base(c.rel) {
	case jvmparse.ServicesFileName, jvmparse.POMFileName:
		return true
	case jvmparse.GradleFileName, jvmparse.GradleKtsFileName, jvmparse.SbtFileName:
		return bytes.Contains(src, []byte("flink"))
	}
	if jvmparse.AutoServiceCandidate(path.Base(c.rel)) {
		return bytes.Contains(src, []byte("@AutoService"))
	}
	if deploy.IsPythonProjectName(path.Base(c.rel)) && deploy.DeclaresPyFlink(src) {
		return true
	}
	switch strings.ToLower(path.Ext(c.rel)) {
	case ".ipynb", ".zpln", ".sql", ".q":
		return true
	case ".py":
		return c.imported || pyparse.Relevant(src)
	case ".java", ".scala", ".kt":
		return c.imported || jvmparse.Relevant(src)
	}
	if deploy.IsTerraformFile(c.rel) {
		return true
	}
	c.match = deploy.Prefilter(c.rel, src)
	return c.match != 0
}

// parseBytes parses the content of one candidate within the time budget, on
// the goroutine run runs it on.
func parseBytes(cfg parseConfig, c candidate, src []byte, ps *parsers, run func(func())) (res parsed, abandoned bool) {
	done := make(chan parsed, 1)
	run(func() {
		defer func() {
			if r := recover(); r != nil {
				done <- parsed{
					file:     &model.File{Path: c.rel, Src: src},
					problems: []fileProblem{{path: c.rel, rule: finding.RuleInternalError, msg: fmt.Sprintf("internal error while parsing: %v", r), stack: string(debug.Stack())}},
				}
			}
		}()
		if cfg.beforeParse != nil {
			cfg.beforeParse(c.rel)
		}
		f := parseFile(cfg, c, src, ps)
		res := parsed{file: f, note: skipNote(f)}
		done <- res
	})
	var expired <-chan time.Time // nil, never ready: NoParseTimeout
	if cfg.timeout > 0 {
		timer := time.NewTimer(cfg.timeout)
		defer timer.Stop()
		expired = timer.C
	}
	select {
	case res = <-done:
	case <-expired:
		return parsed{file: &model.File{Path: c.rel, ReadError: fmt.Sprintf("parse abandoned after %v (--parse-timeout)", cfg.timeout), Unread: true}}, true
	}
	if res.file != nil && res.file.ReadError == "" {
		res.problems = append(res.problems, invalidUTF8Problems(c, src)...)
	}
	return res, false
}

// skipNote is why a parsed file is left out of the jobs, for --verbose ("":
// it is not).
func skipNote(f *model.File) string {
	if f == nil {
		return ""
	}
	note := ""
	if f.Deploy != nil {
		for _, p := range f.Deploy.Problems {
			if p.Template {
				note = "a template (" + p.Msg + "): render it to lint it"
			}
		}
	}
	switch {
	case f.Template:
		note = "a Jinja template (a dbt model?): Flink runs its rendering, render it to lint it"
	case f.OtherDialectWhy == model.NoFlinkSign:
		note = "no sign of Flink SQL (WITH ('connector' = ...), SET 'key', STATEMENT SET, WATERMARK, NOT ENFORCED, CREATE CATALOG ...): " +
			"read as another database's script, judged only where a PyFlink job reads it"
	case f.OtherDialect:
		note = "read as another database's script (" + f.OtherDialectWhy + "), judged only where a PyFlink job reads it"
	}
	return note
}

// invalidUTF8Problems is FL907 for a parsed file that is not valid UTF-8.
// A Makefile or shell script is read only for the job submissions it
// makes (deploy.ComposeExec), not linted: its encoding is not reported.
func invalidUTF8Problems(c candidate, src []byte) []fileProblem {
	if deploy.IsScriptName(path.Base(c.rel)) {
		return nil
	}
	off := invalidUTF8(src)
	if off < 0 {
		return nil
	}
	return []fileProblem{{path: c.rel, off: off, rule: finding.RuleInvalidUTF8,
		msg: fmt.Sprintf("invalid UTF-8 at byte offset %d; the file is linted as is, text after it may be misread", off)}}
}

// readSQL reads a .sql or .q file as the dialect it is written in.
func readSQL(cfg parseConfig, c candidate, src []byte, ext string) *model.File {
	text := string(src)
	if ext == ".q" {
		// A SQL-client test script, Flink by definition: its comment,
		// directive and expected-output lines are not SQL.
		text = sqlparse.BlankClientScript(text)
		return &model.File{Path: c.rel, Src: src, Kind: model.SQLFile, SQL: sqlparse.Parse(text)}
	}
	f := &model.File{Path: c.rel, Src: src, Kind: model.SQLFile}
	for _, g := range cfg.fresh {
		if filter.MatchGlob(g, c.rel) {
			f.FreshSession = true
			break
		}
	}
	// A Jinja template is never Flink SQL as written, whatever it is called.
	f.Template = sqlparse.JinjaTemplate(text)
	switch dialect := cfg.sqlDialect(c); {
	case f.Template:
		f.OtherDialectWhy = "a Jinja template"
	case dialect == config.DialectOther:
		f.OtherDialectWhy = "sql-dialects"
	case dialect == config.DialectHive:
		f.SQL = sqlparse.ParseHive(text)
		return f
	case dialect == config.DialectFlink:
	case c.named || cfg.named[c.rel] || cfg.editorOpen[c.abs] != nil:
		f.OtherDialectWhy = sqlparse.OtherDialectEvidence(text)
	case !sqlparse.HasFlinkEvidence(text):
		f.OtherDialectWhy = cmp.Or(sqlparse.OtherDialectEvidence(text), model.NoFlinkSign)
	}
	f.OtherDialect = f.OtherDialectWhy != ""
	f.SQL = sqlparse.Parse(text)
	return f
}

// sqlDialect is the dialect the project configuration gives a .sql file
// (the first sql-dialects glob that matches it), or "".
func (cfg parseConfig) sqlDialect(c candidate) string {
	for _, d := range cfg.dialects {
		if filter.MatchGlob(d.Pattern, c.rel) {
			return d.Dialect
		}
	}
	return ""
}

// readPOM keeps a Maven POM that declares Flink artifacts or names Flink
// (a parent's dependency management, a flink.version property), with the
// jar it builds; nil otherwise.
func readPOM(c candidate, src []byte) *model.File {
	deps := jvmparse.FlinkDependencies(src)
	if len(deps) == 0 && !bytes.Contains(src, []byte("org.apache.flink")) {
		return nil
	}
	b := jvmparse.POMBuild(src)
	if bytes.Contains(src, []byte(jvmparse.AWSRuntimeArtifact)) {
		for _, d := range jvmparse.POMDependencies(src) {
			if d.ArtifactID == jvmparse.AWSRuntimeArtifact {
				b.AWSRuntime = true
			}
		}
	}
	return &model.File{Path: c.rel, Src: src, Kind: model.BuildFile, Dependencies: deps, Build: &b}
}

// readBuildScript keeps a Gradle or sbt build script that names Flink,
// with the jar it builds. A Gradle root project's name is its settings
// script's rootProject.name, its version the script's or its
// gradle.properties' (both read from beside it).
func readBuildScript(cfg parseConfig, c candidate, src []byte) *model.File {
	if !bytes.Contains(src, []byte("flink")) {
		return nil
	}
	var b jvmparse.Build
	if path.Base(c.rel) == jvmparse.SbtFileName {
		b = jvmparse.SbtBuild(src)
	} else {
		beside := func(name string) []byte {
			if strings.HasPrefix(c.rel, "/") {
				return nil
			}
			full := filepath.Join(cfg.root, filepath.FromSlash(path.Join(path.Dir(c.rel), name)))
			if real, err := cfg.fsys.EvalSymlinks(full); err != nil || !within(cfg.realRoot, real) {
				return nil
			}
			data, err := readLimited(cfg.fsys, full, cfg.maxSize)
			if err != nil {
				return nil
			}
			return data
		}
		var settings []byte
		for _, n := range jvmparse.GradleSettingsNames {
			if settings = beside(n); settings != nil {
				break
			}
		}
		b = jvmparse.GradleBuild(src, jvmparse.GradleProjectName(c.rel, settings), beside("gradle.properties"))
	}
	b.AWSRuntime = bytes.Contains(src, []byte(jvmparse.AWSRuntimeArtifact))
	return &model.File{Path: c.rel, Src: src, Kind: model.BuildFile, Build: &b}
}

// readPythonProject keeps a PyFlink project's pyproject.toml, or its
// setup.py when that is no Flink code of its own, as a build file (FL064
// reads the Python versions it states); nil for any other file.
func readPythonProject(c candidate, src []byte) *model.File {
	name := path.Base(c.rel)
	if !deploy.IsPythonProjectName(name) || !deploy.DeclaresPyFlink(src) ||
		(name == "setup.py" && (c.imported || pyparse.Relevant(src))) {
		return nil
	}
	return &model.File{Path: c.rel, Src: src, Kind: model.BuildFile}
}

// parseOne parses src as what the candidate is, or returns nil when it is
// not Flink related.
func parseOne(cfg parseConfig, c candidate, src []byte, ps *parsers) *model.File {
	switch path.Base(c.rel) {
	case jvmparse.ServicesFileName:
		return &model.File{Path: c.rel, Src: src, Kind: model.ServicesFile, Factories: readFactories(cfg, c.rel, src)}
	case jvmparse.POMFileName:
		return readPOM(c, src)
	case jvmparse.GradleFileName, jvmparse.GradleKtsFileName, jvmparse.SbtFileName:
		return readBuildScript(cfg, c, src)
	}
	if jvmparse.AutoServiceCandidate(path.Base(c.rel)) {
		return readAutoServiceFactory(c, src)
	}
	if f := readPythonProject(c, src); f != nil {
		return f
	}
	ext := strings.ToLower(path.Ext(c.rel))
	switch ext {
	case ".ipynb", ".zpln":
		return notebook.Read(c.rel, src, ps.python)
	case ".sql", ".q":
		return readSQL(cfg, c, src, ext)
	case ".py":
		if !c.imported && !c.prefiltered && !pyparse.Relevant(src) {
			return nil
		}
		mod := parsePython(cfg, c, src, ps)
		f := &model.File{Path: c.rel, Src: src, Kind: model.PythonFile, Python: mod}
		for _, t := range mod.SQL {
			f.Embedded = append(f.Embedded, &model.EmbeddedSQL{Text: t, Script: sqlparse.Parse(t.Text)})
		}
		if len(mod.Calls) > 0 {
			if r := deploy.FromPythonCDK(c.rel, mod); len(r.Deployments) > 0 || len(r.Problems) > 0 {
				f.Deploy, f.DeployKind = r, deploy.CDKPython
			}
		}
		return f
	case ".java", ".scala", ".kt":
		if !c.imported && !c.prefiltered && !jvmparse.Relevant(src) {
			return nil
		}
		return readJVM(cfg, c, src, ps)
	}
	if deploy.IsTerraformFile(c.rel) {
		// Read per module directory with its var files: on a parse worker
		// once the directory's files are parsed (terraformDirs), else in
		// readTerraform.
		kind := deploy.Detect(c.rel, src)
		cfg.terraform.add(deploy.File{Path: c.rel, Src: src, NoComments: !filter.MayHoldSuppression(src)}, kind == deploy.Terraform)
		return &model.File{Path: c.rel, Src: src, Kind: model.ConfigFile, DeployKind: kind}
	}
	var res *deploy.Result
	if c.match != 0 { // else deploy.Read, which runs the prefilters again
		res = deploy.ReadMatched(c.rel, src, c.match)
	} else {
		res = deploy.Read(c.rel, src)
	}
	if res.Kind == "" {
		return nil
	}
	f := &model.File{Path: c.rel, Src: src, Kind: model.ConfigFile, DeployKind: res.Kind, Deploy: res}
	for _, s := range f.Deploy.Scripts {
		t := scriptText(s)
		f.Embedded = append(f.Embedded, &model.EmbeddedSQL{Text: t, Script: sqlparse.Parse(t.Text)})
	}
	return f
}

// readJVM reads a Java or Scala source: its Flink API use in the shape of
// a PyFlink module (a job like a Python one), its classes and the removed
// APIs it imports. Constants and methods of other classes of the same
// source tree are read from their files.
func readJVM(cfg parseConfig, c candidate, src []byte, ps *parsers) *model.File {
	var resolve jvmparse.Resolver
	if !strings.HasPrefix(c.rel, "/") {
		resolve = func(rel string) ([]byte, bool) {
			full := filepath.Join(cfg.root, filepath.FromSlash(rel))
			if !cfg.imports.inside(cfg.fsys, cfg.realRoot, full) {
				return nil, false
			}
			b, err := readLimited(cfg.fsys, full, cfg.maxSize)
			if err != nil {
				return nil, false
			}
			if cfg.follows != nil {
				cfg.follows.add(c.rel, rel)
			}
			return b, true
		}
	}
	s := ps.java().Parse(c.rel, src, resolve)
	f := &model.File{Path: c.rel, Src: src, Kind: model.PythonFile, Python: s.Module, JVM: s}
	for _, t := range s.Module.SQL {
		f.Embedded = append(f.Embedded, &model.EmbeddedSQL{Text: t, Script: sqlparse.Parse(t.Text)})
	}
	return f
}

// scriptText is a SQL script of a deployment config with its byte map, in
// the form SQL of Python files has (offsets are the config file's).
func scriptText(s deploy.Script) *pyparse.SQLText {
	t := &pyparse.SQLText{Text: s.Text, API: "kubernetes", Call: pyparse.Span{Start: s.Span.Start, End: s.Span.End}}
	for _, g := range s.Segments {
		t.Segments = append(t.Segments, pyparse.Segment{SQLStart: g.SQLStart, SQLEnd: g.SQLEnd, PyStart: g.FileStart, PyEnd: g.FileEnd, Verbatim: g.Verbatim})
	}
	return t
}

// readAutoServiceFactory keeps a JVM source that registers a table factory
// with @AutoService (the service file is written at build time), with the
// identifier its factoryIdentifier() returns; nil for any other source.
func readAutoServiceFactory(c candidate, src []byte) *model.File {
	class, ok := jvmparse.AutoServiceFactory(src)
	if !ok {
		return nil
	}
	id, _ := jvmparse.FactoryIdentifier(src)
	return &model.File{Path: c.rel, Src: src, Kind: model.ServicesFile,
		Factories: []model.ConnectorFactory{{Class: class, Source: c.rel, Identifier: id}}}
}

// readFactories reads, for each class a table-factory service file lists,
// the identifier its source declares, from the Maven/Gradle source path
// beside the service file. A class whose source is not in the repository
// or whose identifier is computed has an empty Identifier.
func readFactories(cfg parseConfig, rel string, src []byte) []model.ConnectorFactory {
	var out []model.ConnectorFactory
	for _, class := range jvmparse.ServiceClasses(src) {
		f := model.ConnectorFactory{Class: class}
		for _, cand := range jvmparse.SourceCandidates(rel, class) {
			full := filepath.Join(cfg.root, filepath.FromSlash(cand))
			if real, err := cfg.fsys.EvalSymlinks(full); err != nil || !within(cfg.realRoot, real) {
				continue
			}
			b, err := readLimited(cfg.fsys, full, cfg.maxSize)
			if err != nil {
				continue
			}
			f.Source = cand
			f.Identifier, _ = jvmparse.FactoryIdentifier(b)
			break
		}
		out = append(out, f)
	}
	return out
}

// oversizedWorthReporting is the byte prefilter for a file over
// --max-file-size, which is never parsed: it decides between an FL905
// finding (true) and a note shown with --verbose (false). Its only job is
// to skip the files flinklint would not have linted at a normal size, judged
// on the first tooLargeHead bytes the read returns:
//   - SQL, Python and Terraform sources, and the Flink factory services
//     file, are always reported: their name says they are linted;
//   - a deployment config is reported when a deploy reader's prefilter
//     passes its first bytes (deploy.Detect), the test a file of normal
//     size passes before it is read;
//   - a notebook when its first bytes mention PyFlink (pyparse.Relevant) or
//     a %flink interpreter, a POM when they name Flink's group id.
//
// A huge unrelated package-lock.json or a notebook of plots is only noted.
func oversizedWorthReporting(rel string, head []byte) bool {
	if path.Base(rel) == jvmparse.ServicesFileName {
		return true
	}
	switch strings.ToLower(path.Ext(rel)) {
	case ".sql", ".q", ".py":
		return true
	case ".java", ".scala", ".kt":
		return jvmparse.Relevant(head)
	case ".ipynb", ".zpln":
		return pyparse.Relevant(head) || bytes.Contains(head, []byte("%flink"))
	}
	if path.Base(rel) == jvmparse.POMFileName {
		return bytes.Contains(head, []byte("org.apache.flink"))
	}
	if jvmparse.IsBuildFileName(path.Base(rel)) {
		return bytes.Contains(head, []byte("flink"))
	}
	return deploy.IsTerraformFile(rel) || deploy.Detect(rel, head) != ""
}

// isBinary reports NUL bytes in the first 8 KiB, as git does.
func isBinary(src []byte) bool {
	return bytes.IndexByte(src[:min(len(src), 8000)], 0) >= 0
}

// invalidUTF8 returns the byte offset of the first invalid UTF-8 sequence,
// or -1.
func invalidUTF8(src []byte) int {
	if utf8.Valid(src) {
		return -1
	}
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRune(src[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return -1
}

type input struct {
	*model.Input
	model *model.Model
	// skipped says why each named file that was not read was skipped
	// (binary content, a symlink to a directory, ...).
	skipped map[string]string
	// problems are the driver's own findings about files (FL906, FL907).
	problems []fileProblem
	// debug adds Go stacks to internal-error findings and logs them to log.
	debug bool
	log   io.Writer
	// beforeModel, set by tests, runs before the model is built (to
	// simulate a model bug triggered by one file).
	beforeModel func(*model.Input)
	// jobs is how many rules run at once (Options.Jobs).
	jobs int
	// bound bounds the phases of the analysis (bound.go).
	bound *phaseBound
	// follows are the files the Python parses read through imports (nil
	// without a ParseCache).
	follows *followLog
	// collect is Options.CollectBetweenPhases.
	collect bool
}

// buildInput adds the files to one FileSet in path order, each with its
// line table, and wraps them as the model's input. The tables are what
// pass.Fset.Position answers from, and what locates every finding and
// comment (lineCol); they cost 8 bytes a line of every file of the run.
//
// lines holds the tables of the files whose sources the parse dropped
// (they were computed then); the others' are computed here.
func buildInput(files []*model.File, lines map[*model.File][]int, opts Options) *input {
	fset := token.NewFileSet()
	model.SortFiles(files)
	for _, f := range files {
		f.Tok = fset.AddFile(f.Path, -1, f.Len())
	}
	parallel.ForEachIndex(opts.Jobs, len(files), func(i int) {
		if ls, ok := lines[files[i]]; ok {
			files[i].Tok.SetLines(ls)
		} else {
			setLines(files[i].Tok, files[i].Src)
		}
	})
	return &input{Input: &model.Input{
		Fset:  fset,
		Files: files,
		Options: model.RunOptions{
			FlinkVersion:      opts.FlinkVersion,
			AssumeAutoscaling: opts.AssumeAutoscaling,
			TargetFlink:       opts.TargetFlink,
			Mappings:          opts.Mappings,
			Connectors:        opts.Connectors,
		},
	}}
}

// readTerraform reads each Terraform module directory that declares a
// Managed Flink application as one unit (deploy.ReadTerraformModules),
// attaches the result to the directory's first application file and drops
// the Terraform files that are no deployment config.
func readTerraform(files []*model.File, workers int, cache *ParseCache, dirs *terraformDirs) ([]*model.File, []fileProblem) {
	var tf []deploy.File
	byPath := map[string]*model.File{}
	for _, f := range files {
		if f.Kind == model.ConfigFile && f.Deploy == nil && deploy.IsTerraformFile(f.Path) {
			tf = append(tf, deploy.File{Path: f.Path, Src: f.Src, NoComments: !filter.MayHoldSuppression(f.Src)})
			byPath[f.Path] = f
		}
	}
	if len(tf) == 0 {
		return files, nil
	}
	reads, keep := cache.readTerraformModules(tf, workers, dirs.roots())
	var problems []fileProblem
	for _, r := range reads {
		if r.Err != nil {
			problems = append(problems, fileProblem{path: r.First, rule: finding.RuleInternalError,
				msg: fmt.Sprintf("internal error while reading the Terraform module %s: %v", r.Dir, r.Err), stack: r.Stack})
			continue
		}
		byPath[r.First].Deploy = r.Result
	}
	out := files[:0]
	for _, f := range files {
		if byPath[f.Path] != f || keep[f.Path] {
			out = append(out, f)
		}
	}
	return out, problems
}

// terraformDirs reads, on the parse workers, each Terraform directory that
// declares a Managed Flink application as soon as all its files are parsed,
// as a root module (deploy.ReadTerraformRoot), while other files are still
// being parsed; readTerraform then reads only the directories these reads
// do not cover (one a module block calls, one with a file that was not
// parsed). Which worker reads a directory, and when, depends on
// scheduling; what is read does not.
type terraformDirs struct {
	mu sync.Mutex
	// want counts the Terraform candidates of each directory.
	want map[string]int
	// got are the directory's files parsed so far; app marks a directory
	// with a file that declares an application.
	got map[string][]deploy.File
	app map[string]bool
	// ready are the directories complete and not read yet.
	ready []string
	reads map[string]*deploy.RootRead
}

func newTerraformDirs(cands []candidate) *terraformDirs {
	t := &terraformDirs{want: map[string]int{}, got: map[string][]deploy.File{}, app: map[string]bool{}, reads: map[string]*deploy.RootRead{}}
	for _, c := range cands {
		if c.problem == "" && c.note == "" && deploy.IsTerraformFile(c.rel) {
			t.want[path.Dir(c.rel)]++
		}
	}
	return t
}

// add records a parsed Terraform file; app: it declares an application.
// Nothing when t is nil.
func (t *terraformDirs) add(f deploy.File, app bool) {
	if t == nil {
		return
	}
	dir := path.Dir(f.Path)
	t.mu.Lock()
	defer t.mu.Unlock()
	t.got[dir] = append(t.got[dir], f)
	t.app[dir] = t.app[dir] || app
	if len(t.got[dir]) == t.want[dir] && t.app[dir] {
		t.ready = append(t.ready, dir)
	}
}

// readReady reads the directories that are complete; a parse worker calls
// it between files, outside a file's parse time bound.
func (t *terraformDirs) readReady() {
	if t == nil {
		return
	}
	for {
		t.mu.Lock()
		if len(t.ready) == 0 {
			t.mu.Unlock()
			return
		}
		dir := t.ready[0]
		t.ready = t.ready[1:]
		files := t.got[dir]
		t.mu.Unlock()
		r := deploy.ReadTerraformRoot(files)
		t.mu.Lock()
		t.reads[dir] = r
		t.mu.Unlock()
	}
}

// roots are the reads made so far.
func (t *terraformDirs) roots() map[string]*deploy.RootRead {
	if t == nil {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return maps.Clone(t.reads)
}

// linkDeployments links the deployments of all files with each other
// (link.Deployments), once, before the model is built.
func linkDeployments(files []*model.File) {
	var results []*deploy.Result
	for _, f := range files {
		if f.Deploy != nil {
			results = append(results, f.Deploy)
		}
	}
	link.Deployments(results)
}
