// Package server is `flinklint server`: a language server (LSP over
// stdio) that lints the editor's workspace as `flinklint check` does, with
// the unsaved buffers in place of their files, and publishes the findings
// as diagnostics, with the deciding config line as related information,
// quick fixes from the findings' fixes, and the rule's summary on hover.
// It renders findings from the finding vocabulary, never through the
// report writers.
package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/linter"
)

// Options configure a server.
type Options struct {
	// Settings are the settings of every run (the zero value: the
	// project's configuration, .flinklint.yaml or pyproject.toml, as
	// `flinklint check` reads it); Lint adds the workspace and its buffers.
	// Serve adds a ParseCache when they have none.
	Settings linter.Settings
	// Debounce is how long edits are collected before a run (default 10 ms:
	// an incremental run takes a few milliseconds, and edits that come
	// during a whole run wait for it and are linted together).
	Debounce time.Duration
	// Log receives the server's own problems (default: discarded).
	Log io.Writer
}

// ErrExitWithoutShutdown is Serve's error when the client sent exit without
// a shutdown before it: the LSP asks the server to exit with status 1.
var ErrExitWithoutShutdown = errors.New("exit without shutdown")

// Serve runs the server on r and w until the client exits. It returns nil
// after an exit that followed shutdown, ErrExitWithoutShutdown after one
// that did not.
func Serve(r io.Reader, w io.Writer, opts Options) error {
	if opts.Debounce <= 0 {
		opts.Debounce = 10 * time.Millisecond
	}
	if opts.Log == nil {
		opts.Log = io.Discard
	}
	if opts.Settings.ParseCache == nil {
		// The workspace is linted after every edit: each run re-parses
		// only the files that changed.
		opts.Settings.ParseCache = linter.NewParseCache(0)
	}
	s := &server{conn: newConn(r, w), opts: opts, docs: map[string]string{}, published: map[string][]byte{}, edited: map[string]bool{},
		outside: map[string][]byte{}, told: map[string]bool{}, lintNow: make(chan struct{}, 1)}
	return s.loop()
}

type server struct {
	conn *conn
	opts Options

	mu        sync.Mutex
	root      string            // the workspace root (an OS path)
	docs      map[string]string // open buffers: OS path -> text
	summaries map[string]string // rule id -> summary, of the last run
	// published is what the client holds: URI -> the JSON of the
	// diagnostics last published there (absent: none).
	published map[string][]byte
	// edited are the URIs of the buffers changed since the last run: they
	// hear its outcome first, and always, also when it did not change.
	edited      map[string]bool
	initialized bool
	// watchDynamically: the client can watch files for the server
	// (workspace/didChangeWatchedFiles with dynamicRegistration).
	watchDynamically bool
	// watching: the client accepted the registration, and tells of the
	// changes on disk (incremental runs need it).
	watching bool
	shutdown bool
	// state is the workspace as the runs since the last whole run left it
	// (incremental.go); dirty says that something changed that only a
	// whole run sees (a file on disk, the first run).
	state *state
	dirty bool

	// outside are the diagnostics published for buffers outside the
	// workspace root (URI -> JSON), each linted on its own; told are the
	// buffers the client was told are outside it.
	outside map[string][]byte
	told    map[string]bool

	lintNow chan struct{}
	timer   *time.Timer
	asked   time.Time // when a run was last asked for (schedule)
}

func (s *server) loop() error {
	done := make(chan struct{})
	defer close(done)
	go s.linter(done)
	for {
		m, err := s.conn.read()
		if errors.Is(err, io.EOF) {
			return errors.New("the client closed the connection without exit")
		}
		var skipped *frameError
		if errors.As(err, &skipped) {
			_ = s.conn.replyError(nil, codeParseError, skipped.Error())
			continue
		}
		if err != nil {
			return err
		}
		if m.Error != nil && m.Method == "" && m.ID == nil {
			_ = s.conn.replyError(nil, m.Error.Code, m.Error.Message)
			continue
		}
		if m.Method == "exit" {
			if s.isShutdown() {
				return nil
			}
			return ErrExitWithoutShutdown
		}
		if m.Method == "" {
			// A response to the server's own request: the one it makes
			// registers the file watchers.
			if m.ID != nil && string(*m.ID) == strconv.Itoa(watchRequest) {
				s.mu.Lock()
				s.watching = m.Error == nil
				s.mu.Unlock()
			}
			continue
		}
		s.handle(m)
	}
}

func (s *server) isShutdown() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.shutdown
}

// handle answers one request or notification.
func (s *server) handle(m *message) {
	s.mu.Lock()
	ready := s.initialized
	s.mu.Unlock()
	if !ready && m.Method != "initialize" {
		if m.ID != nil {
			_ = s.conn.replyError(m.ID, codeNotInitialized, "the server is not initialized")
		}
		return
	}
	var result any
	var err error
	switch m.Method {
	case "initialize":
		result, err = s.initialize(m.Params)
	case "initialized":
		s.watchFiles()
		return
	case "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration":
		return
	case "shutdown":
		s.mu.Lock()
		s.shutdown = true
		s.mu.Unlock()
	case "textDocument/didOpen":
		var p didOpenParams
		if err = json.Unmarshal(m.Params, &p); err == nil {
			s.setDoc(p.TextDocument.URI, &p.TextDocument.Text)
		}
	case "textDocument/didChange":
		var p didChangeParams
		if err = json.Unmarshal(m.Params, &p); err == nil && len(p.ContentChanges) > 0 {
			// Full synchronisation: the last change is the whole text.
			text := p.ContentChanges[len(p.ContentChanges)-1].Text
			s.setDoc(p.TextDocument.URI, &text)
		}
	case "textDocument/didSave":
		var p didSaveParams
		if err = json.Unmarshal(m.Params, &p); err == nil {
			if p.Text != nil {
				s.setDoc(p.TextDocument.URI, p.Text)
			} else {
				s.filesChanged(nil)
			}
		}
	case "textDocument/didClose":
		var p didCloseParams
		if err = json.Unmarshal(m.Params, &p); err == nil {
			s.setDoc(p.TextDocument.URI, nil) // the file on disk counts again
		}
	case "workspace/didChangeWatchedFiles":
		var p didChangeWatchedFilesParams
		if err = json.Unmarshal(m.Params, &p); err == nil {
			s.filesChanged(p.Changes) // a deployment config changed on disk: its jobs change too
		}
	case "textDocument/codeAction":
		var p codeActionParams
		if err = json.Unmarshal(m.Params, &p); err == nil {
			result = s.codeActions(p)
		}
	case "textDocument/hover":
		var p textDocumentPositionParams
		if err = json.Unmarshal(m.Params, &p); err == nil {
			if h := s.hover(p); h != nil {
				result = h
			}
		}
	case "textDocument/documentSymbol":
		var p documentSymbolParams
		if err = json.Unmarshal(m.Params, &p); err == nil {
			result = s.documentSymbols(p)
		}
	case "textDocument/definition":
		var p textDocumentPositionParams
		if err = json.Unmarshal(m.Params, &p); err == nil {
			result = s.definition(p)
		}
	case "textDocument/references":
		var p referenceParams
		if err = json.Unmarshal(m.Params, &p); err == nil {
			result = s.references(p)
		}
	case "textDocument/completion":
		var p textDocumentPositionParams
		if err = json.Unmarshal(m.Params, &p); err == nil {
			result = s.completion(p)
		}
	case "textDocument/signatureHelp":
		var p textDocumentPositionParams
		if err = json.Unmarshal(m.Params, &p); err == nil {
			if h := s.signatureHelp(p); h != nil {
				result = h
			}
		}
	case "workspace/symbol":
		var p workspaceSymbolParams
		if err = json.Unmarshal(m.Params, &p); err == nil {
			result = s.workspaceSymbols(p)
		}
	default:
		if m.ID != nil {
			_ = s.conn.replyError(m.ID, codeMethodNotFound, "method not supported: "+m.Method)
		}
		return
	}
	if m.ID == nil {
		if err != nil {
			fmt.Fprintf(s.opts.Log, "flinklint server: %s: %v\n", m.Method, err)
		}
		return
	}
	if err != nil {
		_ = s.conn.replyError(m.ID, codeInvalidParams, err.Error())
		return
	}
	_ = s.conn.reply(m.ID, result)
}

func (s *server) initialize(raw json.RawMessage) (any, error) {
	var p initializeParams
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, err
	}
	root := ""
	switch {
	case len(p.WorkspaceFolders) > 0:
		root = uriPath(p.WorkspaceFolders[0].URI)
	case p.RootURI != "":
		root = uriPath(p.RootURI)
	default:
		root = p.RootPath
	}
	if root == "" {
		return nil, errors.New("no workspace root (rootUri or workspaceFolders)")
	}
	s.mu.Lock()
	s.root, s.initialized = root, true
	s.watchDynamically = p.Capabilities.Workspace.DidChangeWatchedFiles.DynamicRegistration
	s.mu.Unlock()
	s.schedule()
	return map[string]any{
		"capabilities": map[string]any{
			"textDocumentSync":   map[string]any{"openClose": true, "change": 1, "save": map[string]any{"includeText": true}},
			"codeActionProvider": map[string]any{"codeActionKinds": []string{"quickfix"}},
			"hoverProvider":      true,
			// The language service (langsvc.go).
			"documentSymbolProvider":  true,
			"workspaceSymbolProvider": true,
			"definitionProvider":      true,
			"referencesProvider":      true,
			"completionProvider":      map[string]any{"triggerCharacters": completionTriggers},
			"signatureHelpProvider":   map[string]any{"triggerCharacters": signatureTriggers, "retriggerCharacters": []string{","}},
		},
		"serverInfo": map[string]any{"name": "flinklint", "version": linter.Version},
	}, nil
}

// mayRead reports whether a run may read a file of this name: the files
// the walk takes, .gitignore files, and the JVM sources a table factory's
// service file names (whatever their names).
func mayRead(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".java", ".scala", ".kt":
		return true
	}
	return name == ".gitignore" || linter.ReadsName(name)
}

// watchRequest is the id of the server's request that registers its file
// watchers.
const watchRequest = 1

// watchedFiles are the files whose change on disk can change a job's
// findings: jobs, scripts, deployments, configurations, build files.
var watchedFiles = []string{
	"**/*.py", "**/*.sql", "**/*.q", "**/*.yaml", "**/*.yml", "**/*.json", "**/*.template", "**/*.tf",
	"**/*.ts", "**/*.ipynb", "**/*.zpln", "**/Dockerfile*", "**/*.Dockerfile", "**/pom.xml",
	"**/pyproject.toml", "**/.gitignore", "**/*.java", "**/*.scala", "**/*.kt",
}

// watchFiles asks a client that can to tell the server about changes on
// disk, so that a deployment edited outside the editor updates the open
// jobs' diagnostics (clients watch nothing for a server by themselves).
func (s *server) watchFiles() {
	s.mu.Lock()
	ok := s.watchDynamically
	s.mu.Unlock()
	if !ok {
		return
	}
	watchers := make([]map[string]any, len(watchedFiles), len(watchedFiles)+1)
	for i, g := range watchedFiles {
		watchers[i] = map[string]any{"globPattern": g}
	}
	// Every other file too (a factory's Java source, a .tfvars file, a
	// Makefile, .gitignore ...): a deleted directory is told as itself,
	// not as the files it held, and the server, not a list of names, is
	// what knows which files a run reads (filesChanged).
	watchers = append(watchers, map[string]any{"globPattern": "**/*"})
	_ = s.conn.request(watchRequest, "client/registerCapability", map[string]any{
		"registrations": []map[string]any{{
			"id":              "flinklint-watched-files",
			"method":          "workspace/didChangeWatchedFiles",
			"registerOptions": map[string]any{"watchers": watchers},
		}},
	})
}

// filesChanged records changes of files on disk (nil: unknown ones) and
// schedules a run. A change of a file open in a buffer changes nothing
// (the buffer is what is read), nor does a file created or changed that no
// run reads (a README, a build output); anything else needs a whole run,
// a deletion always (it may be a directory's).
func (s *server) filesChanged(changes []fileEvent) {
	s.mu.Lock()
	if changes == nil {
		s.dirty = true
	}
	for _, c := range changes {
		p := uriPath(c.URI)
		_, open := s.docs[p]
		switch {
		case c.Type == fileChanged && open:
		case c.Type != fileDeleted && p != "" && !mayRead(filepath.Base(p)):
		default:
			s.dirty = true
		}
	}
	s.mu.Unlock()
	s.schedule()
}

// setDoc records a buffer's text (nil: closed) and schedules a run.
func (s *server) setDoc(uri string, text *string) {
	p := uriPath(uri)
	if p == "" {
		return
	}
	s.mu.Lock()
	if text == nil {
		delete(s.docs, p)
	} else {
		s.docs[p] = *text
		s.edited[fileURI(p)] = true
	}
	s.mu.Unlock()
	s.schedule()
}

// schedule asks for a run once edits have paused for the debounce time.
//
// After an incremental run, the first edit after a pause is linted at once:
// the run takes a few milliseconds, and waiting would only add to the
// latency; the edits that follow it within the debounce time wait as
// before, and are linted together.
func (s *server) schedule() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.timer != nil {
		s.timer.Stop()
	}
	wait := s.opts.Debounce
	now := time.Now()
	if s.state != nil && s.state.comp != nil && now.Sub(s.asked) > wait {
		wait = 0
	}
	s.asked = now
	s.timer = time.AfterFunc(wait, func() {
		select {
		case s.lintNow <- struct{}{}:
		default: // a run is already pending
		}
	})
}

// linter runs the workspace whenever a run is asked for, one at a time.
func (s *server) linter(done <-chan struct{}) {
	for {
		select {
		case <-done:
			return
		case <-s.lintNow:
			s.lint()
		}
	}
}

// lint runs flinklint over the workspace with the open buffers and
// publishes the diagnostics that changed: the edited buffers' first, then
// the other files whose diagnostics differ from what the client holds
// (cleared files included), so that an edit costs a few messages, not one
// per file of the workspace.
func (s *server) lint() {
	s.mu.Lock()
	root := s.root
	docs := make(map[string]string, len(s.docs))
	outside := map[string]string{}
	for p, t := range s.docs {
		if relPath(root, p) == "" {
			outside[p] = t // linted on its own, below
		} else {
			docs[p] = t
		}
	}
	edited := s.edited
	s.edited = map[string]bool{}
	for p := range outside {
		delete(edited, fileURI(p))
	}
	st := s.state
	if s.dirty || !s.watching {
		st = nil // a client that watches nothing is never told of a file changed on disk
	}
	s.dirty = false
	s.mu.Unlock()
	if root == "" {
		return
	}
	var update map[string][]finding.Finding
	if next, u, ok := s.incremental(st, docs); ok {
		st, update = next, u
	} else {
		res, err := Lint(s.opts.Settings, root, overlayOf(docs))
		if err != nil {
			fmt.Fprintf(s.opts.Log, "flinklint server: %v\n", err)
			return
		}
		st = newState(res, docs)
	}
	res := st.whole
	summaries := map[string]string{}
	for _, r := range res.Run.Rules {
		summaries[r.ID] = r.Summary
	}
	run := *res.Run
	// After an incremental run only the component's files, the open and
	// the edited ones can have changed: the others are not compared.
	var scope map[string]bool
	if st.comp != nil {
		scope = make(map[string]bool, len(st.comp)+len(docs)+len(edited))
		for p := range st.comp {
			scope[p] = true
		}
		for p := range docs {
			scope[relPath(root, p)] = true
		}
		for uri := range edited {
			scope[relPath(root, uriPath(uri))] = true
		}
		run.Findings = nil
		for p := range scope {
			if fs, ok := update[p]; ok {
				run.Findings = append(run.Findings, fs...)
			} else {
				run.Findings = append(run.Findings, st.byFile[p]...)
			}
		}
	}
	byURI := diagnosticsByURI(&run, res.Root)
	s.mu.Lock()
	st.apply(update)
	s.state, s.summaries = st, summaries
	open := make(map[string]bool, len(docs))
	for p := range docs {
		open[fileURI(p)] = true
	}
	held := s.published
	if scope != nil {
		held = map[string][]byte{}
		for p := range scope {
			uri := fileURI(filepath.Join(root, filepath.FromSlash(p)))
			if b, ok := s.published[uri]; ok {
				held[uri] = b
			}
		}
	}
	pubs := changedDiagnostics(byURI, held, edited, open)
	for _, p := range pubs {
		if len(byURI[p.URI]) == 0 && !open[p.URI] {
			delete(s.published, p.URI)
		} else {
			s.published[p.URI] = p.Diagnostics
		}
	}
	s.mu.Unlock()
	for _, p := range pubs {
		_ = s.conn.notify("textDocument/publishDiagnostics", p)
	}
	s.lintOutside(root, outside)
}

// lintOutside lints each open buffer outside the workspace root on its
// own, as `flinklint check --stdin-filename FILE -` does (its own
// project, found from its directory, as context), publishes its
// diagnostics, clears those of buffers closed since, and tells the client
// once per buffer that it is outside the root: the workspace's run never
// sees it.
func (s *server) lintOutside(root string, docs map[string]string) {
	paths := make([]string, 0, len(docs))
	for p := range docs {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	var pubs []publication
	current := map[string]bool{}
	for _, p := range paths {
		uri := fileURI(p)
		current[uri] = true
		s.mu.Lock()
		told := s.told[p]
		s.told[p] = true
		s.mu.Unlock()
		if !told {
			_ = s.conn.notify("window/showMessage", map[string]any{"type": messageInfo, "message": fmt.Sprintf(
				"flinklint: %s is outside the workspace root %s: it is linted on its own, with the project around it as context", p, root)})
		}
		settings := s.opts.Settings
		settings.ParseCache = nil // the cache is the workspace's
		settings.Root, settings.Paths, settings.Overlay = "", []string{p}, map[string][]byte{p: []byte(docs[p])}
		res, err := linter.Check(settings)
		if err != nil {
			fmt.Fprintf(s.opts.Log, "flinklint server: %s: %v\n", p, err)
			continue
		}
		ds := diagnosticsByURI(res.Run, res.Root)[uri]
		if ds == nil {
			ds = []diagnostic{}
		}
		enc, err := json.Marshal(ds)
		if err != nil {
			continue
		}
		s.mu.Lock()
		prev, held := s.outside[uri]
		s.outside[uri] = enc
		s.mu.Unlock()
		if !held || !bytes.Equal(prev, enc) {
			pubs = append(pubs, publication{URI: uri, Diagnostics: enc})
		}
	}
	s.mu.Lock()
	for uri := range s.outside {
		if !current[uri] {
			delete(s.outside, uri)
			pubs = append(pubs, publication{URI: uri, Diagnostics: json.RawMessage("[]")})
		}
	}
	s.mu.Unlock()
	for _, p := range pubs {
		_ = s.conn.notify("textDocument/publishDiagnostics", p)
	}
}

// overlayOf are the buffers as Lint takes them.
func overlayOf(docs map[string]string) map[string][]byte {
	overlay := make(map[string][]byte, len(docs))
	for p, t := range docs {
		overlay[p] = []byte(t)
	}
	return overlay
}

// relPath is the root-relative slash path of an OS path ("" outside it).
func relPath(root, p string) string {
	rel, err := filepath.Rel(root, p)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return ""
	}
	return filepath.ToSlash(rel)
}

// diagnosticsByURI are the diagnostics of a run's findings, by the URI of
// the file each is in, in the run's order.
func diagnosticsByURI(run *finding.Run, root string) map[string][]diagnostic {
	helpURI := map[string]string{}
	for _, r := range run.Rules {
		helpURI[r.ID] = r.HelpURI
	}
	byURI := map[string][]diagnostic{}
	for _, f := range run.Findings {
		uri := fileURI(filepath.Join(root, filepath.FromSlash(f.Location.Path)))
		byURI[uri] = append(byURI[uri], toDiagnostic(f, root, helpURI[f.RuleID]))
	}
	return byURI
}

// publication is a publishDiagnostics notification with its diagnostics
// encoded once, to compare them with what the client holds.
type publication struct {
	URI         string          `json:"uri"`
	Diagnostics json.RawMessage `json:"diagnostics"`
}

// changedDiagnostics lists what to publish after a run, given its
// diagnostics by URI, what the client holds, the buffers edited since the
// last run and the open buffers: the edited buffers first (always), then,
// sorted, the URIs whose diagnostics changed, and the open buffers never
// published yet (an open buffer hears the outcome, also "none").
func changedDiagnostics(byURI map[string][]diagnostic, held map[string][]byte, edited, open map[string]bool) []publication {
	uris := make([]string, 0, len(byURI))
	for uri := range byURI {
		uris = append(uris, uri)
	}
	for uri := range held {
		if _, ok := byURI[uri]; !ok {
			uris = append(uris, uri)
		}
	}
	for uri := range open {
		if _, ok := byURI[uri]; !ok && held[uri] == nil {
			uris = append(uris, uri)
		}
	}
	sort.Slice(uris, func(i, j int) bool {
		if edited[uris[i]] != edited[uris[j]] {
			return edited[uris[i]]
		}
		return uris[i] < uris[j]
	})
	var out []publication
	for _, uri := range uris {
		ds := byURI[uri]
		if ds == nil {
			ds = []diagnostic{}
		}
		enc, err := json.Marshal(ds)
		if err != nil {
			continue
		}
		prev, held := held[uri]
		if held && bytes.Equal(prev, enc) && !edited[uri] {
			continue
		}
		if !held && len(ds) == 0 && !edited[uri] && !open[uri] {
			continue
		}
		out = append(out, publication{URI: uri, Diagnostics: enc})
	}
	return out
}

// Lint runs the pipeline as the server runs it: over the workspace root,
// with the open buffers (absolute OS paths) in place of their files, through
// the one library call the command line makes.
func Lint(base linter.Settings, root string, buffers map[string][]byte) (*linter.Outcome, error) {
	base.Root, base.Paths, base.Overlay = root, []string{root}, buffers
	return linter.Check(base)
}

func toDiagnostic(f finding.Finding, root, help string) diagnostic {
	d := diagnostic{Range: toRange(f.Location), Severity: severityOf(f.Level), Code: f.RuleID, Source: "flinklint", Message: f.Message}
	if help != "" {
		d.CodeDescription = &codeDescription{Href: help}
	}
	for _, r := range f.Related {
		d.RelatedInformation = append(d.RelatedInformation, diagnosticRelated{
			Location: location{URI: fileURI(filepath.Join(root, filepath.FromSlash(r.Location.Path))), Range: toRange(r.Location)},
			Message:  r.Message,
		})
	}
	return d
}

func severityOf(l finding.Level) int {
	switch l {
	case finding.Error:
		return severityError
	case finding.Warning:
		return severityWarning
	}
	return severityInformation
}

// toRange converts a location to LSP's 0-based lines and UTF-16 columns.
func toRange(l finding.Location) lspRange {
	start := position{Line: max(l.StartLine-1, 0), Character: max(l.StartCol16-1, 0)}
	end := position{Line: max(l.EndLine-1, 0), Character: max(l.EndCol16-1, 0)}
	if l.StartCol16 == 0 {
		start.Character = max(l.StartCol-1, 0)
	}
	if l.EndCol16 == 0 {
		end.Character = max(l.EndCol-1, 0)
	}
	return lspRange{Start: start, End: end}
}

// findingsAt returns the findings of the file at uri whose range meets r.
func (s *server) findingsAt(uri string, r lspRange) []finding.Finding {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []finding.Finding
	if s.state == nil {
		return nil
	}
	for _, f := range s.state.byFile[relPath(s.root, uriPath(uri))] {
		fr := toRange(f.Location)
		if before(r.End, fr.Start) || before(fr.End, r.Start) {
			continue
		}
		out = append(out, f)
	}
	return out
}

func before(a, b position) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Character < b.Character
}

// codeActions offers each fix of the findings in the range as a quick fix.
func (s *server) codeActions(p codeActionParams) []codeAction {
	out := []codeAction{}
	s.mu.Lock()
	root := s.root
	s.mu.Unlock()
	for _, f := range s.findingsAt(p.TextDocument.URI, p.Range) {
		for i, fx := range f.Fixes {
			edit := &workspaceEdit{Changes: map[string][]textEdit{}}
			for _, e := range fx.Edits {
				uri := fileURI(filepath.Join(root, filepath.FromSlash(e.Location.Path)))
				edit.Changes[uri] = append(edit.Changes[uri], textEdit{Range: toRange(e.Location), NewText: e.NewText})
			}
			out = append(out, codeAction{Title: fx.Description + " (" + f.RuleID + ")", Kind: "quickfix",
				Diagnostics: []diagnostic{toDiagnostic(f, root, "")}, IsPreferred: i == 0, Edit: edit})
		}
	}
	return out
}

// hover shows the rule and its fixes for the finding under the cursor,
// then what the language service knows of the thing there (an option
// key, a table, a column, a function, a deployment setting).
func (s *server) hover(p textDocumentPositionParams) *hover {
	at := lspRange{Start: p.Position, End: p.Position}
	fs := s.findingsAt(p.TextDocument.URI, at)
	lang, langRange, ok := s.langHover(p)
	if len(fs) == 0 && !ok {
		return nil
	}
	s.mu.Lock()
	summaries := s.summaries
	s.mu.Unlock()
	var b strings.Builder
	for i, f := range fs {
		if i > 0 {
			b.WriteString("\n\n---\n\n")
		}
		fmt.Fprintf(&b, "**%s** %s (%s): %s\n\n%s", f.RuleID, f.RuleName, f.Level, summaries[f.RuleID], f.Message)
		for _, fx := range f.Fixes {
			fmt.Fprintf(&b, "\n\n*Fix:* %s", fx.Description)
		}
	}
	r := langRange
	if len(fs) > 0 {
		r = toRange(fs[0].Location)
	}
	if ok {
		if len(fs) > 0 {
			b.WriteString("\n\n---\n\n")
		}
		b.WriteString(lang)
	}
	return &hover{Contents: markupContent{Kind: "markdown", Value: b.String()}, Range: &r}
}

// uriPath is the OS path of a file: URI, "" for other schemes.
func uriPath(uri string) string {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return ""
	}
	return filepath.Clean(filepath.FromSlash(u.Path))
}

// fileURI is the file: URI of an OS path.
func fileURI(p string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(p)}).String()
}
