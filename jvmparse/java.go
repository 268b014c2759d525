package jvmparse

import (
	"bytes"
	"fmt"
	"path"
	"runtime/debug"
	"sort"
	"strings"
	"sync"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/java"
	"github.com/smacker/go-tree-sitter/kotlin"
	"github.com/smacker/go-tree-sitter/scala"

	"github.com/flinklint/flinklint/pyparse"
)

// Resolver gives the source of another file of the repository by its
// slash path relative to the run's root (a class of the same module that
// a file names); ok is false when there is no such file. A nil Resolver
// resolves nothing.
type Resolver func(path string) (src []byte, ok bool)

// Source is what a JVM (Java, Kotlin or Scala) source file holds for
// flinklint.
type Source struct {
	// Module is the job's Flink API use, in the shape pyparse gives
	// PyFlink code (SQL texts, descriptors, settings in canonical keys,
	// DataStream file sinks and inputs), with spans in this file.
	Module *pyparse.Module
	// Package is the file's package ("" for none); Classes the top-level
	// classes and objects it declares; MainClasses those with a
	// `public static void main(String[])` (Scala: an object with def main).
	Package     string
	Classes     []string
	MainClasses []string
	// Removed are the uses of JVM APIs that Flink 2.0 removed, in source
	// order (RemovedAPIs).
	Removed []RemovedUse
}

// RemovedUse is one import of a class or package Flink 2.0 removed.
type RemovedUse struct {
	Span         pyparse.Span
	Class        string // the class as RemovedAPIs names it
	Why, Instead string
}

// Relevant reports, by a byte scan, whether a JVM source may use Flink.
func Relevant(src []byte) bool {
	return bytes.Contains(src, []byte("org.apache.flink"))
}

// Parser reads Java, Kotlin and Scala sources. One Parser per goroutine;
// Parsers may share their parsed files (NewSharingParser).
type Parser struct {
	javaTS, scalaTS, kotlinTS *sitter.Parser
	javaG, scalaG, kotlinG    *grammar
	// parses are the files parsed, by path, kept between Parse calls (a
	// module's jobs name the same constants classes): the Parser's own,
	// or those it shares with the other Parsers of a run (NewSharingParser).
	parses *Parses
	// missing are the paths the resolver had no file for, kept like
	// parses: every job of a module names TableEnvironment, String, ...
	missing map[string]bool
	// loads counts the files this Parser parsed (tests).
	loads int
}

// NewParser returns a Parser.
func NewParser() *Parser { return NewSharingParser(NewParses()) }

// NewSharingParser returns a Parser that keeps the files it parses in
// parses and reuses those other Parsers (of other goroutines) keep there:
// a class two jobs read, on two goroutines, is parsed once; a Parser that
// needs a file another is parsing waits for that parse. A parse depends
// on nothing but the file's path and bytes, and a parsed file is only
// read, so what is shared changes no answer.
func NewSharingParser(parses *Parses) *Parser {
	return &Parser{parses: parses, missing: map[string]bool{}}
}

// Parses are parsed files, by path, that Parsers share; safe for
// concurrent use. A parsed file is never written once kept. One run's
// Parsers share one Parses (it holds no more than maxParses files, so
// its memory is bounded like a Parser's own).
type Parses struct {
	mu    sync.Mutex
	files map[string]*parseEntry
}

// parseEntry is one file's parse, done once its parser is through with
// it (f is nil if the parse failed).
type parseEntry struct {
	src  []byte
	done chan struct{}
	f    *jfile
	err  error
}

// NewParses returns an empty Parses.
func NewParses() *Parses { return &Parses{files: map[string]*parseEntry{}} }

// parse returns the file at filePath parsed from src: the one kept, once
// the Parser parsing it (on this goroutine or another) is through,
// else parsed by p and kept. A parse that did not finish (a panic) is
// done again by each Parser that needs it, so that each fails on its own.
func (ps *Parses) parse(p *Parser, filePath string, src []byte) (*jfile, error) {
	ps.mu.Lock()
	if e := ps.files[filePath]; e != nil && bytes.Equal(e.src, src) {
		ps.mu.Unlock()
		<-e.done
		if e.f != nil || e.err != nil {
			return e.f, e.err
		}
		return p.load(filePath, src)
	}
	e := &parseEntry{src: src, done: make(chan struct{})}
	if len(ps.files) >= maxParses {
		clear(ps.files)
	}
	ps.files[filePath] = e
	ps.mu.Unlock()
	defer close(e.done)
	f, err := p.load(filePath, src)
	e.f, e.err = f, err
	return f, err
}

// Close releases the tree-sitter parsers.
func (p *Parser) Close() {
	if p.javaTS != nil {
		p.javaTS.Close()
		p.javaTS = nil
	}
	if p.scalaTS != nil {
		p.scalaTS.Close()
		p.scalaTS = nil
	}
	if p.kotlinTS != nil {
		p.kotlinTS.Close()
		p.kotlinTS = nil
	}
}

// maxSourceSize bounds what is parsed at all.
const maxSourceSize = 4 << 20

// maxParses bounds the parsed files a Parses keeps (a run's two parse
// workers kept 256 each before they shared them).
const maxParses = 512

// IsScala reports whether path names a Scala source.
func IsScala(p string) bool { return strings.HasSuffix(strings.ToLower(p), ".scala") }

// IsJVMSource reports whether path names a Java, Kotlin or Scala source.
func IsJVMSource(p string) bool {
	l := strings.ToLower(p)
	return strings.HasSuffix(l, ".java") || strings.HasSuffix(l, ".scala") || strings.HasSuffix(l, ".kt")
}

func (p *Parser) tree(filePath string, src []byte) (*node, error) {
	if IsKotlin(filePath) {
		if p.kotlinTS == nil {
			p.kotlinTS = sitter.NewParser()
			lang := kotlin.GetLanguage()
			p.kotlinTS.SetLanguage(lang)
			p.kotlinG = newGrammar(lang)
		}
		return parseTree(p.kotlinTS, p.kotlinG, src)
	}
	if IsScala(filePath) {
		if p.scalaTS == nil {
			p.scalaTS = sitter.NewParser()
			lang := scala.GetLanguage()
			p.scalaTS.SetLanguage(lang)
			p.scalaG = newGrammar(lang)
		}
		return parseTree(p.scalaTS, p.scalaG, src)
	}
	if p.javaTS == nil {
		p.javaTS = sitter.NewParser()
		lang := java.GetLanguage()
		p.javaTS.SetLanguage(lang)
		p.javaG = newGrammar(lang)
	}
	return parseTree(p.javaTS, p.javaG, src)
}

// Parse reads one Java or Scala file. Parse never panics: an internal
// failure is reported in Module.Errors.
func (p *Parser) Parse(filePath string, src []byte, resolve Resolver) (s *Source) {
	s = &Source{Module: &pyparse.Module{}}
	defer func() {
		if r := recover(); r != nil {
			s.Module.Errors = append(s.Module.Errors, pyparse.Error{Msg: fmt.Sprintf("internal error in jvmparse: %v\n%s", r, debug.Stack()), Internal: true})
		}
	}()
	if len(src) > maxSourceSize {
		s.Module.Errors = append(s.Module.Errors, pyparse.Error{Msg: fmt.Sprintf("too large to analyse (%d bytes)", len(src)), NotAnalysed: true})
		return s
	}
	// A file another job read for its constants, on this goroutine or
	// another one sharing the parses, is parsed already (a module's
	// classes name each other's constants); the file parsed here is kept
	// for the jobs that read it later.
	f, err := p.parses.parse(p, filePath, src)
	if err != nil {
		s.Module.Errors = append(s.Module.Errors, pyparse.Error{Msg: err.Error(), NotAnalysed: true})
		return s
	}
	x := &extractor{p: p, main: f, resolve: resolve, out: s.Module, src: s, files: map[string]*jfile{filePath: f},
		active: map[*node]int{}, fieldMemo: map[*node]*val{}, records: map[*node]bool{}}
	x.run()
	return s
}

// load parses a file into a jfile.
func (p *Parser) load(filePath string, src []byte) (*jfile, error) {
	p.loads++
	root, err := p.tree(filePath, src)
	if err != nil {
		return nil, err
	}
	f := &jfile{path: filePath, src: src, root: root, scala: IsScala(filePath), kotlin: IsKotlin(filePath)}
	if f.kotlin {
		f.imports, f.statics, f.classes = map[string]string{}, map[string]string{}, map[string]*class{}
		l := &lowering{f: f}
		f.root = l.lower(root)
		f.comments = kotlinComments(f, root)
		f.indexKotlin(root, l.facadeMain)
		return f, nil
	}
	f.index()
	return f, nil
}

// other returns the parsed file at filePath, read through resolve, or nil.
func (x *extractor) other(filePath string) *jfile {
	if f, ok := x.files[filePath]; ok {
		return f
	}
	x.files[filePath] = nil
	if x.resolve == nil || len(x.files) > 64 || x.p.missing[filePath] {
		return nil
	}
	src, ok := x.resolve(filePath)
	if !ok || len(src) > maxSourceSize {
		if len(x.p.missing) >= 1<<12 {
			clear(x.p.missing)
		}
		x.p.missing[filePath] = true
		return nil
	}
	f, err := x.p.parses.parse(x.p, filePath, src)
	if err != nil {
		return nil
	}
	x.files[filePath] = f
	return f
}

// jfile is one parsed JVM source.
type jfile struct {
	path   string
	src    []byte
	root   *node
	scala  bool
	kotlin bool
	// facade is a Kotlin file's class of top-level members (JobKt);
	// comments a Kotlin file's comments (the lowered tree has none).
	facade   *class
	comments []pyparse.Comment
	pkg      string
	imports  map[string]string // simple name -> qualified name
	statics  map[string]string // statically imported member -> Class.member (qualified)
	wild     []string          // packages imported with .*
	classes  map[string]*class // by simple name, nested ones too
	order    []*class          // classes in source order
	methods  []*node           // every method, constructor and initializer, in source order
}

// class is a class, interface, enum, record or Scala object of a file.
type class struct {
	name    string
	f       *jfile
	decl    *node
	fields  map[string]*field
	methods map[string][]*node
	top     bool
	isMain  bool
}

// field is a constant-like field: its initializer and declared type.
type field struct {
	value *node
	typ   string
	final bool
}

func (f *jfile) text(n *node) string {
	if n == nil {
		return ""
	}
	return string(f.src[n.start:n.end])
}

// index reads the file's package, imports, classes, fields and methods.
func (f *jfile) index() {
	f.imports, f.statics, f.classes = map[string]string{}, map[string]string{}, map[string]*class{}
	if f.scala {
		f.indexScala()
		return
	}
	for _, n := range f.root.nkids {
		switch n.kind {
		case "package_declaration":
			if id := n.namedAt(0); id != nil {
				f.pkg = f.text(id)
			}
		case "import_declaration":
			f.addImport(n)
		}
	}
	f.indexClasses(f.root, true)
}

func (f *jfile) addImport(n *node) {
	static, wild := false, false
	var name *node
	for _, k := range n.kids {
		switch k.kind {
		case "static":
			static = true
		case "asterisk":
			wild = true
		case "scoped_identifier", "identifier":
			name = k
		}
	}
	if name == nil {
		return
	}
	q := f.text(name)
	switch {
	case wild && !static:
		f.wild = append(f.wild, q)
	case static && !wild:
		f.statics[q[strings.LastIndexByte(q, '.')+1:]] = q
	case !static:
		f.imports[q[strings.LastIndexByte(q, '.')+1:]] = q
	}
}

var classKinds = map[string]bool{"class_declaration": true, "interface_declaration": true, "enum_declaration": true, "record_declaration": true}

func (f *jfile) indexClasses(n *node, top bool) {
	for _, k := range n.nkids {
		if classKinds[k.kind] {
			c := &class{name: f.text(k.child("name")), f: f, decl: k, fields: map[string]*field{}, methods: map[string][]*node{}, top: top}
			if _, dup := f.classes[c.name]; !dup {
				f.classes[c.name] = c
			}
			f.order = append(f.order, c)
			body := k.child("body")
			iface := k.kind == "interface_declaration"
			for _, m := range bodyMembers(body) {
				switch m.kind {
				case "field_declaration", "constant_declaration":
					mods := f.text(modifiers(m))
					final := iface || strings.Contains(mods, "final")
					typ := f.text(m.child("type"))
					for _, d := range m.nkids {
						if d.kind == "variable_declarator" {
							c.fields[f.text(d.child("name"))] = &field{value: d.child("value"), typ: typ, final: final}
						}
					}
				case "method_declaration":
					name := f.text(m.child("name"))
					c.methods[name] = append(c.methods[name], m)
					if name == "main" && strings.Contains(f.text(modifiers(m)), "static") && len(params(m)) == 1 {
						c.isMain = true
					}
				}
			}
			f.indexClasses(body, false)
		}
	}
	// Every method, constructor and initializer anywhere (anonymous
	// classes and lambdas' enclosing methods included), in source order.
	if top {
		walk(f.root, func(m *node) bool {
			switch m.kind {
			case "method_declaration", "constructor_declaration", "static_initializer", "compact_constructor_declaration":
				f.methods = append(f.methods, m)
			case "block":
				if m.parent != nil && (m.parent.kind == "class_body" || m.parent.kind == "enum_body_declarations") {
					f.methods = append(f.methods, m) // an instance initializer
				}
			}
			return true
		})
	}
}

func bodyMembers(body *node) []*node {
	if body == nil {
		return nil
	}
	var out []*node
	for _, m := range body.nkids {
		if m.kind == "enum_body_declarations" {
			out = append(out, m.nkids...)
			continue
		}
		out = append(out, m)
	}
	return out
}

func modifiers(n *node) *node {
	for _, k := range n.nkids {
		if k.kind == "modifiers" {
			return k
		}
	}
	return nil
}

// params returns a method's parameter nodes.
func params(m *node) []*node {
	ps := m.child("parameters")
	if ps == nil {
		return nil
	}
	var out []*node
	for _, p := range ps.nkids {
		if p.kind == "formal_parameter" || p.kind == "spread_parameter" || p.kind == "parameter" || p.kind == "class_parameter" {
			out = append(out, p)
		}
	}
	return out
}

// walk visits n and its descendants in pre-order; visit returns false to
// skip a node's children.
func walk(n *node, visit func(*node) bool) {
	if n == nil {
		return
	}
	stack := []*node{n}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !visit(c) {
			continue
		}
		for i := len(c.nkids) - 1; i >= 0; i-- {
			stack = append(stack, c.nkids[i])
		}
	}
}

// classOf returns the class that declares n (innermost), or nil.
func (f *jfile) classOf(n *node) *class {
	if n == nil {
		return nil
	}
	for p := n; p != nil; p = p.parent {
		if classKinds[p.kind] || p.kind == "object_definition" || p.kind == "class_definition" || p.kind == "trait_definition" || p.kind == "object_declaration" {
			name := f.text(p.child("name"))
			if c := f.classes[name]; c != nil && c.decl == p {
				return c
			}
		}
	}
	return f.facade // a Kotlin file's top level (nil for the others)
}

// sourceRoot is the directory of the source tree the file's package
// starts in ("" when the path does not end in the package's directories).
func (f *jfile) sourceRoot() (string, bool) {
	dir := path.Dir(f.path)
	if f.pkg == "" {
		return dir, true
	}
	pp := strings.ReplaceAll(f.pkg, ".", "/")
	if dir == pp {
		return ".", true
	}
	if strings.HasSuffix(dir, "/"+pp) {
		return dir[:len(dir)-len(pp)-1], true
	}
	return "", false
}

// sortedClasses returns the names of the file's top-level classes, and of
// those with a main method.
func (f *jfile) topClasses() (all, mains []string) {
	for _, c := range f.order {
		if !c.top {
			continue
		}
		q := c.name
		if f.pkg != "" {
			q = f.pkg + "." + c.name
		}
		all = append(all, q)
		if c.isMain {
			mains = append(mains, q)
		}
	}
	sort.Strings(all)
	sort.Strings(mains)
	return all, mains
}
