package pyparse

import (
	"bytes"
	"errors"
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/flinklint/flinklint/internal/tsflat"
)

// Resolver gives the source of a module imported from the same repository.
// from is the path of the importing file: the file Parse was given, or a
// module an earlier answer gave (an import written in an imported module).
// module is the dotted name as written in the import statement, with its
// leading dots for relative imports ("helpers", "jobs.sql", ".common"),
// which are relative to from's package. A nil Resolver resolves nothing.
type Resolver func(from, module string) (path string, src []byte, ok bool)

// relevantMarkers are byte strings whose presence makes a file worth parsing.
var relevantMarkers = []string{
	"pyflink",
	"execute_sql",
	"sql_query",
	"add_insert_sql",
	"explain_sql",
	"compile_plan_sql",
	"TableDescriptor",
	"TableEnvironment",
	"StreamExecutionEnvironment",
	"EnvironmentSettings",
	"aws_kinesisanalytics",
	"kinesisanalytics_flink",
	"CfnApplication",
	"kinesisanalyticsv2",
}

// anchorBytes are bytes rare in ordinary Python, tried in this order; every
// marker must hold at least one of them (TestRelevantAgreesWithNaiveScan
// fails otherwise).
const anchorBytes = "qDCkE"

// markerAnchor is a marker and the offset of its anchor byte in it.
type markerAnchor struct {
	marker string
	off    int
}

// markersByAnchor lists, for each anchor byte, the markers anchored on it
// (each marker on the first of anchorBytes it holds).
var markersByAnchor = func() (t [256][]markerAnchor) {
	for _, m := range relevantMarkers {
		for i := 0; i < len(anchorBytes); i++ {
			if j := strings.IndexByte(m, anchorBytes[i]); j >= 0 {
				t[anchorBytes[i]] = append(t[anchorBytes[i]], markerAnchor{m, j})
				break
			}
		}
	}
	return t
}()

// Relevant reports, by a cheap byte scan, whether src mentions PyFlink, a
// PyFlink API, or the AWS CDK constructs of Managed Service for Apache Flink.
//
// Most Python files of a monorepo mention none of the markers, so the scan
// must be fast on a miss: instead of one bytes.Contains per marker (slow,
// because the markers start with bytes common in Python), it looks for a few
// bytes that are rare in Python with bytes.IndexByte and checks the markers
// anchored there.
func Relevant(src []byte) bool {
	for i := 0; i < len(anchorBytes); i++ {
		c := anchorBytes[i]
		anchored := markersByAnchor[c]
		for off := 0; ; {
			j := bytes.IndexByte(src[off:], c)
			if j < 0 {
				break
			}
			at := off + j
			for _, a := range anchored {
				if start := at - a.off; start >= 0 && start+len(a.marker) <= len(src) && string(src[start:start+len(a.marker)]) == a.marker {
					return true
				}
			}
			off = at + 1
		}
	}
	return false
}

// Parser extracts Modules from Python source. One Parser per goroutine; a
// Parser is not safe for concurrent use.
type Parser struct {
	ts      *tsParser
	records []nodeRecord // reused by every flattenRecords call
	trees   treeStorage  // reused by every Parse call
	memo    map[*syntaxNode]memoEntry
	// imported are the modules earlier Parse calls imported, by path, with
	// their nodes in importedTrees, which no other file reuses: jobs of one
	// repository import the same helpers, and each job would parse them anew.
	imported      map[string]*file
	importedTrees treeStorage
	importedNodes int
	// maxNodes is maxSyntaxNodes; tests lower it.
	maxNodes int
	// pieceSize and minPieced are pieceSize and minPiecedSize (pieces.go);
	// tests lower them.
	pieceSize, minPieced int
	// maxOpenRest is maxOpenRest (openstring.go); tests change it.
	maxOpenRest int
	// names are the short strings the Parser made, shared by every Module
	// it returns (nameTable).
	names nameTable
	// scratch holds the Module lists that most files fill, grown by
	// append during a Parse; the Module gets copies of exactly their
	// length (finish).
	scratch moduleScratch
}

// nameTable holds one copy of each short string a Parser puts in a Module
// or compares many times: callee names (SQLText.API, APICall.Name),
// comments, setting keys and values. A repository's files share most of
// them ("execute_sql", "pipeline.name", "# -*- coding: utf-8 -*-"), and a
// lookup by string(b) copies nothing.
type nameTable map[string]string

// maxNameLen and maxNames bound a nameTable: a longer string is made
// anew each time, and a full table is emptied.
const (
	maxNameLen = 64
	maxNames   = 1 << 12
)

// get returns string(b), the table's copy when it has one.
func (t nameTable) get(b []byte) string {
	if len(b) > maxNameLen {
		return string(b)
	}
	if s, ok := t[string(b)]; ok {
		return s
	}
	if len(t) >= maxNames {
		clear(t)
	}
	s := string(b)
	t[s] = s
	return s
}

// moduleScratch is the reused backing of a Module's longest lists.
type moduleScratch struct {
	sql      []*SQLText
	settings []Setting
	comments []Comment
}

// maxScratchItems bounds the list a Parser keeps between files.
const maxScratchItems = 1 << 10

// start points m's lists at the scratch arrays.
func (s *moduleScratch) start(m *Module) {
	m.SQL, m.Settings, m.Comments = s.sql[:0], s.settings[:0], s.comments[:0]
}

// finish gives m's lists arrays of their own, of exactly their length
// (nil when empty), and takes the arrays they grew in back as scratch,
// emptied: appended one by one, a file's lists were a tenth larger than
// their length, and every growth was garbage.
func (s *moduleScratch) finish(m *Module) {
	m.SQL, s.sql = exactCopy(m.SQL)
	m.Settings, s.settings = exactCopy(m.Settings)
	m.Comments, s.comments = exactCopy(m.Comments)
}

// exactCopy returns a copy of l exactly as long (nil for an empty l) and
// l's array emptied for reuse, or nil when it is too large to keep.
func exactCopy[T any](l []T) (exact, scratch []T) {
	if len(l) > 0 {
		exact = make([]T, len(l))
		copy(exact, l)
	}
	if cap(l) > maxScratchItems {
		return exact, nil
	}
	clear(l)
	return exact, l[:0]
}

// maxImportedNodes bounds the syntax nodes of the imported modules a
// Parser keeps between files: with their child lists about 130 bytes each,
// so at most ~8.5 MB per parse worker. A larger bound measured no faster
// (bench/README.md) and would keep more memory.
const maxImportedNodes = 1 << 16

// NewParser returns a Parser for Python source.
func NewParser() *Parser {
	p := &Parser{ts: newTSParser(), maxNodes: maxSyntaxNodes, pieceSize: pieceSize, minPieced: minPiecedSize, maxOpenRest: maxOpenRest, names: nameTable{}}
	return p
}

// memoMap returns the evaluation memo for a new Parse: the previous one
// emptied (its buckets kept, as growing a map per file was a tenth of the
// extraction's allocations), unless a large file made it big.
func (p *Parser) memoMap() map[*syntaxNode]memoEntry {
	if p.memo == nil || len(p.memo) > 1<<12 {
		p.memo = map[*syntaxNode]memoEntry{}
	}
	clear(p.memo)
	return p.memo
}

// Close releases the tree-sitter parser.
func (p *Parser) Close() {
	if p.ts != nil {
		p.ts.close()
		p.ts = nil
	}
}

// maxSourceSize bounds what is parsed at all; larger files are reported as an error.
const maxSourceSize = 8 << 20

// Parse extracts everything of interest from one Python file. path is the
// file's path (used to resolve SQL files and to label imported code);
// imports resolves modules imported from the same repository (may be nil).
// Parse never panics: an internal failure is reported in Module.Errors.
func (p *Parser) Parse(path string, src []byte, imports Resolver) (m *Module) {
	m = &Module{}
	p.scratch.start(m)
	defer func() {
		if r := recover(); r != nil {
			m.Errors = append(m.Errors, Error{Span: Span{0, 0}, Msg: fmt.Sprintf("internal error in pyparse: %v\n%s", r, debug.Stack()), Internal: true})
		}
		p.scratch.finish(m)
	}()
	if len(src) > maxSourceSize {
		m.Errors = append(m.Errors, Error{Msg: fmt.Sprintf("too large to analyse (%d bytes)", len(src)), NotAnalysed: true})
		return m
	}
	if p.ts == nil {
		m.Errors = append(m.Errors, Error{Msg: "pyparse: Parser used after Close"})
		return m
	}
	p.trees.reset()
	x := &extractor{evaluator: &evaluator{p: p, resolver: imports, foreign: map[string]*file{}, errs: &m.Errors}, out: m}
	main, err := x.parseFile(path, src)
	var cut *parseCut
	if errors.As(err, &cut) {
		m.Errors = append(m.Errors, x.cutError(main, cut))
		return m
	}
	var open *openString
	if errors.As(err, &open) {
		m.Errors = append(m.Errors, Error{Span: Span{open.quote, open.quote + 1}, NotAnalysed: true, Msg: fmt.Sprintf(
			"not analysed: syntax error: unterminated string literal here, and its line goes on for %d bytes, more than flinklint parses after such a quote (%d)",
			open.end-open.quote-1, p.maxOpenRest)})
		return m
	}
	if err != nil {
		m.Errors = append(m.Errors, Error{Msg: err.Error(), NotAnalysed: true})
		return m
	}
	x.main = main
	x.run()
	return m
}

// file is one parsed Python file: the main module or an imported one.
type file struct {
	path string
	src  []byte
	// nodes are the file's syntax nodes in pre-order; root is the first.
	nodes []syntaxNode
	root  *syntaxNode
	// storage holds nodes, and what is built from them later (identNodes):
	// the Parser's per-Parse storage for the main file, the storage of
	// imported modules for the others.
	storage *treeStorage
	// blockCache caches the statement lists of blocks by node.
	blockCache map[*syntaxNode]*stmtList
	// scopes, identNodes and occurrences are built lazily (see scopes.go).
	scopes      []scope
	identNodes  []*syntaxNode
	occurrences map[string][]*syntaxNode
	// occurrencesIndexed: occurrences lists every name (a name it lacks
	// has none).
	occurrencesIndexed bool
}

func (e *evaluator) parseFile(path string, src []byte) (*file, error) {
	return e.p.parseFileInto(&e.p.trees, path, src)
}

// importedFile is the parsed module of an import: the one an earlier Parse
// call parsed when the source is the same, else parsed now. A module's
// tree is never changed once built (the caches of file are built from the
// tree alone), so Parse calls can share it.
func (p *Parser) importedFile(path string, src []byte) (*file, error) {
	if f, ok := p.imported[path]; ok && bytes.Equal(f.src, src) {
		return f, nil
	}
	if p.imported == nil || p.importedNodes > maxImportedNodes {
		// Files of this Parse that use the old storage keep it alive.
		p.imported, p.importedTrees, p.importedNodes = map[string]*file{}, treeStorage{}, 0
	}
	f, err := p.parseFileInto(&p.importedTrees, path, src)
	if err != nil {
		if f != nil { // a cut parse: its nodes take room all the same
			p.importedNodes += len(f.nodes)
		}
		return nil, err
	}
	p.imported[path] = f
	p.importedNodes += len(f.nodes)
	return f, nil
}

// parseFileInto parses a file with its syntax nodes in storage. A parse
// cut at its work budget (budget.go) is a *parseCut error, with the file
// of what was parsed when there is a tree (only its syntax errors are of
// use: the code after the cut is not in it).
func (p *Parser) parseFileInto(storage *treeStorage, path string, src []byte) (*file, error) {
	if q, rest, open := longOpenString(src, p.maxOpenRest); open {
		return nil, &openString{quote: q, end: q + 1 + rest}
	}
	records, ok := p.parsePieces(src)
	cut := -1
	if !ok {
		var tree tsTree
		tree, cut, ok = p.ts.parse(src)
		if !ok {
			if cut >= 0 {
				return nil, &parseCut{at: cut, size: len(src)}
			}
			return nil, fmt.Errorf("could not be parsed by tree-sitter (%s)", path)
		}
		records, ok = flattenTree(tree, p.records, p.maxNodes)
		tree.close()
		if len(src) > tsflat.TrimAbove {
			tsflat.TrimCHeap()
		}
		if cap(records) <= maxKeptNodes {
			p.records = records
		} else {
			p.records = nil // not kept for the rest of the run
		}
		if !ok {
			return nil, fmt.Errorf("too large to analyse: more than %d syntax nodes", p.maxNodes)
		}
	}
	nodes := storage.syntaxTree(records)
	f := &file{path: path, src: src, nodes: nodes, root: &nodes[0], storage: storage, blockCache: map[*syntaxNode]*stmtList{}}
	if cut >= 0 {
		return f, &parseCut{at: cut, size: len(src)}
	}
	return f, nil
}

// Error makes an unterminated string on a long line (openstring.go) the
// error of a file not parsed.
func (o *openString) Error() string {
	return fmt.Sprintf("unterminated string literal at byte %d, its line %d bytes long after it", o.quote, o.end-o.quote-1)
}

// parseCut is the error of a parse cut at its work budget (budget.go).
type parseCut struct {
	at, size int // the input was ended at byte at of size
}

func (c *parseCut) Error() string {
	return fmt.Sprintf("parse cut at its work budget at byte %d of %d", c.at, c.size)
}

// cutError is the error of a main file whose parse was cut (f: what was
// parsed, or nil): at its first syntax error, as Python would refuse the
// file there, else where the input was cut. The file is not analysed.
func (x *extractor) cutError(f *file, cut *parseCut) Error {
	stopped := fmt.Sprintf("parsing was stopped at byte %d of %d, where it had cost more than its budget of work per byte", cut.at, cut.size)
	if f != nil {
		x.main = f
		errs := x.out.Errors
		x.collectErrors()
		if len(x.out.Errors) > len(errs) {
			first := x.out.Errors[len(errs)]
			x.out.Errors = errs
			if !cutArtifact(first, f.src, cut.at) {
				return Error{Span: first.Span, NotAnalysed: true,
					Msg: "not analysed: " + first.Msg + " here, and " + stopped + " (tree-sitter's recovery from syntax errors: is this Python?)"}
			}
		}
	}
	return Error{Span: Span{cut.at, cut.at}, NotAnalysed: true,
		Msg: "not analysed: " + stopped + " (syntax errors, or nesting or tokens this dense)"}
}

// nodeAt returns the smallest named node spanning [start, end).
func (f *file) nodeAt(start, end int) *syntaxNode {
	return f.root.namedDescendant(start, end)
}

// cutArtifact reports whether a syntax error of a cut parse may be the
// cut's own doing: something left open (a bracket, a node tree-sitter
// found missing, a triple-quoted string, or a string on the cut's line),
// or an error that reaches the cut.
func cutArtifact(e Error, src []byte, cut int) bool {
	switch {
	case strings.Contains(e.Msg, "was never closed"), strings.HasPrefix(e.Msg, "syntax error: missing"):
		return true
	case strings.HasSuffix(e.Msg, "unterminated string literal"):
		q := src[e.Span.Start:min(e.Span.End, len(src))]
		return bytes.Contains(q, []byte(`"""`)) || bytes.Contains(q, []byte(`'''`)) || e.Span.Start >= cut ||
			bytes.IndexByte(src[e.Span.Start:cut], '\n') < 0
	}
	return e.Span.End >= cut
}
