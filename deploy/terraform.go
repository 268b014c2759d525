package deploy

import (
	"bytes"
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// Terraform is a Terraform module with an aws_kinesisanalyticsv2_application.
const Terraform Kind = "terraform"

// terraformPrefilter skips .tf files that declare no Managed Flink
// application (they are still read as part of an application's module).
func terraformPrefilter(_ string, src []byte) bool { return contains(src, tfAppType) }

// File is one input file of a multi-file reader.
type File struct {
	Path string // repository-relative, slash-separated
	Src  []byte
	// NoComments tells the reader that no comment of this file is wanted
	// (the linter reads comments for suppressions, and this file spells
	// none), so it may skip collecting them: for Terraform, a second lex of
	// the file.
	NoComments bool
}

// readTerraformFile reads one .tf file on its own; ReadTerraformCalled
// reads a module directory.
func readTerraformFile(filePath string, src []byte, res *Result) {
	readTerraformFiles([]File{{Path: filePath, Src: src}}, res, nil)
}

const tfAppType = "aws_kinesisanalyticsv2_application"

// maxHCLNesting bounds bracket nesting before hclsyntax sees a file: its
// recursive-descent parser has no depth limit of its own.
const maxHCLNesting = 200

// ReadTerraform reads one Terraform module directory: its *.tf files and
// the variable files beside them (*.tfvars, *.tfvars.json, *.auto.tfvars).
// var.x resolves from the variable's default, overridden by terraform.tfvars,
// terraform.tfvars.json and *.auto.tfvars[.json] in lexical order (the files
// Terraform loads by itself); any other var file (prod.tfvars, used with
// -var-file) that gives a different value makes that value a variant, and a
// variant that turns autoscaling on makes the app one that may rescale.
// local.x resolves from locals blocks. Spans from another file carry its Path.
func ReadTerraform(files []File) (res *Result) {
	return ReadTerraformCalled(files, nil)
}

// ModuleCall is a `module "label" { source = "./dir" ... }` block of a
// calling Terraform directory, whose files are Files.
type ModuleCall struct {
	Label string
	Files []File
}

// ReadTerraformCalled reads a module directory the calls instantiate: one
// application per call, its variables set by the call's arguments
// (evaluated in the caller, with the caller's own variable files), the
// rest from their defaults; the module directory's own var files are not
// loaded, as Terraform loads them only for the root module. Without calls
// it reads the directory as a root module (ReadTerraform).
func ReadTerraformCalled(files []File, calls []ModuleCall) (res *Result) {
	res = &Result{Kind: Terraform}
	defer recoverInto(res)
	if len(calls) == 0 {
		readTerraformFiles(files, res, nil)
		return res
	}
	for i := range calls {
		if i == 0 {
			readTerraformFiles(files, res, &calls[i])
			continue
		}
		// The files' comments and problems are said once, by the first call.
		again := &Result{}
		readTerraformFiles(files, again, &calls[i])
		res.Deployments = append(res.Deployments, again.Deployments...)
	}
	return res
}

// LocalModuleSources lists the module blocks of a directory's .tf files
// whose source is a local path, as the directory each names (cleaned,
// joined to the files' directory) and the block's label.
func LocalModuleSources(files []File) (dirs, labels []string) {
	for _, f := range files {
		if !strings.HasSuffix(strings.ToLower(f.Path), ".tf") || !bytes.Contains(f.Src, []byte("module")) || bracketDepth(f.Src) > maxHCLNesting {
			continue // no module block: not worth an HCL parse
		}
		file, _ := hclsyntax.ParseConfig(f.Src, f.Path, hcl.Pos{Line: 1, Column: 1})
		if file == nil {
			continue
		}
		body, _ := file.Body.(*hclsyntax.Body)
		if body == nil {
			continue
		}
		for _, b := range body.Blocks {
			if b.Type != "module" || len(b.Labels) != 1 {
				continue
			}
			a, ok := b.Body.Attributes["source"]
			if !ok {
				continue
			}
			v, diags := a.Expr.Value(nil)
			if diags.HasErrors() || !v.Type().Equals(cty.String) || v.IsNull() {
				continue
			}
			src := v.AsString()
			if !strings.HasPrefix(src, "./") && !strings.HasPrefix(src, "../") {
				continue // a registry or remote module: not in the repository
			}
			dirs = append(dirs, path.Clean(path.Join(path.Dir(f.Path), src)))
			labels = append(labels, b.Labels[0])
		}
	}
	return dirs, labels
}

// moduleMetaArguments are the arguments of a module block that are not
// the module's variables.
var moduleMetaArguments = map[string]bool{
	"source": true, "version": true, "providers": true, "count": true, "for_each": true, "depends_on": true,
}

// callArguments evaluates the arguments of the module block call.Label in
// the calling directory, with that directory's variables and var files.
func callArguments(call *ModuleCall, res *Result) map[string]*node {
	caller := &Result{}
	cm := newTFModule(caller)
	tfs := cm.declare(call.Files)
	out := map[string]*node{}
	for _, f := range tfs {
		for _, b := range f.body.Blocks {
			if b.Type != "module" || len(b.Labels) != 1 || b.Labels[0] != call.Label {
				continue
			}
			for name, a := range b.Body.Attributes {
				if moduleMetaArguments[name] {
					continue
				}
				v := cm.eval(a.Expr, 0)
				if !v.from().fromVarFile {
					v = withKey(v, f.path, rangeSpan(a.NameRange), "module."+call.Label+" sets "+name)
					v.edit().fromVarFile = true // the value stays where the caller writes it
				}
				out[name] = v
			}
		}
	}
	res.Problems = append(res.Problems, caller.Problems...)
	return out
}

type tfModule struct {
	vars   map[string]*tfVar
	locals map[string]hclsyntax.Expression
	res    *Result
	// evaluating guards local.x cycles.
	evaluating map[string]bool
	budget     int
}

type tfVar struct {
	name     string
	value    *node   // the value Terraform uses without -var-file
	variants []*node // values from other var files
}

func newTFModule(res *Result) *tfModule {
	return &tfModule{vars: map[string]*tfVar{}, locals: map[string]hclsyntax.Expression{}, res: res, evaluating: map[string]bool{}, budget: 100000}
}

type tfFile struct {
	path string
	body *hclsyntax.Body
}

// readTerraformFiles reads the applications of one module directory, as
// the root module (call nil) or as instantiated by call.
func readTerraformFiles(files []File, res *Result, call *ModuleCall) {
	m := newTFModule(res)
	var args map[string]*node
	if call != nil {
		args = callArguments(call, res)
	}
	tfs := m.declareWith(files, call == nil, args, res)
	prefix := ""
	if call != nil {
		prefix = "module." + call.Label + "."
	}
	for _, f := range tfs {
		for _, b := range f.body.Blocks {
			if b.Type != "resource" || len(b.Labels) != 2 || b.Labels[0] != tfAppType {
				continue
			}
			d := &Deployment{Kind: Terraform, Resource: tfAppType, Name: prefix + tfAppType + "." + b.Labels[1], Path: f.path, Span: rangeSpan(b.Range()), Syntax: SyntaxHCL}
			props := m.body(b.Body, 0)
			awsApplication(d, props, awsCreate)
			res.Deployments = append(res.Deployments, d)
		}
	}
}

// declare reads a root module's files: variables with their defaults and
// var files, and locals.
func (m *tfModule) declare(files []File) []tfFile {
	return m.declareWith(files, true, nil, &Result{})
}

// declareWith parses the .tf files (their comments go to res), declares
// variables and locals, and sets the variables from the var files when
// root, or from the arguments of the module call.
func (m *tfModule) declareWith(files []File, root bool, args map[string]*node, res *Result) []tfFile {
	sorted := append([]File(nil), files...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Path < sorted[j].Path })
	var tfs []tfFile
	var autoVars, otherVars []File
	for _, f := range sorted {
		name := strings.ToLower(path.Base(f.Path))
		switch {
		case strings.HasSuffix(name, ".tf"):
			body := m.parse(f)
			res.Comments = append(res.Comments, hclComments(f)...)
			if body != nil {
				tfs = append(tfs, tfFile{f.Path, body})
			}
		case name == "terraform.tfvars" || name == "terraform.tfvars.json":
			autoVars = append(autoVars, f)
		case strings.HasSuffix(name, ".auto.tfvars") || strings.HasSuffix(name, ".auto.tfvars.json"):
			autoVars = append(autoVars, f)
		case strings.HasSuffix(name, ".tfvars") || strings.HasSuffix(name, ".tfvars.json"):
			otherVars = append(otherVars, f)
		}
	}
	// terraform.tfvars, then terraform.tfvars.json, then *.auto.tfvars* in
	// lexical order.
	sort.SliceStable(autoVars, func(i, j int) bool { return autoRank(autoVars[i].Path) < autoRank(autoVars[j].Path) })

	// Declarations first: variables and locals of every file.
	for _, f := range tfs {
		for _, b := range f.body.Blocks {
			switch {
			case b.Type == "variable" && len(b.Labels) == 1:
				v := &tfVar{name: b.Labels[0]}
				if a, ok := b.Body.Attributes["default"]; ok {
					v.value = m.eval(a.Expr, 0)
					v.value = withKey(v.value, f.path, rangeSpan(a.NameRange), "the default of variable "+v.name)
				}
				m.vars[v.name] = v
			case b.Type == "locals":
				for name, a := range b.Body.Attributes {
					m.locals[name] = a.Expr
				}
			}
		}
	}
	if !root {
		for name, val := range args {
			if v := m.vars[name]; v != nil {
				v.value = val
			}
		}
		return tfs
	}
	for _, f := range autoVars {
		for name, val := range m.varFile(f) {
			v := m.vars[name]
			if v == nil {
				v = &tfVar{name: name}
				m.vars[name] = v
			}
			v.value = val
		}
	}
	for _, f := range otherVars {
		for name, val := range m.varFile(f) {
			v := m.vars[name]
			if v == nil {
				v = &tfVar{name: name}
				m.vars[name] = v
			}
			if !sameValue(v.value, val) {
				v.variants = append(v.variants, val)
			}
		}
	}
	return tfs
}

func autoRank(p string) string {
	switch strings.ToLower(path.Base(p)) {
	case "terraform.tfvars":
		return "0"
	case "terraform.tfvars.json":
		return "1"
	}
	return "2" + path.Base(p)
}

func (m *tfModule) problem(p, msg string, s Span) {
	m.res.Problems = append(m.res.Problems, Problem{Span: s, Msg: msg, Path: p})
}

func (m *tfModule) parse(f File) *hclsyntax.Body {
	if d := bracketDepth(f.Src); d > maxHCLNesting {
		m.problem(f.Path, fmt.Sprintf("unreadable Terraform: brackets nested deeper than %d levels", maxHCLNesting), Span{0, 0})
		m.res.Problems[len(m.res.Problems)-1].NotAnalysed = true
		return nil
	}
	file, diags := hclsyntax.ParseConfig(f.Src, f.Path, hcl.Pos{Line: 1, Column: 1, Byte: 0})
	for _, d := range diags {
		if d.Severity != hcl.DiagError {
			continue
		}
		s := Span{}
		if d.Subject != nil {
			s = clampSpan(rangeSpan(*d.Subject), len(f.Src))
		}
		m.problem(f.Path, "unreadable Terraform: "+d.Summary, s)
		if len(m.res.Problems) > 100 {
			break
		}
	}
	if file == nil {
		return nil
	}
	body, _ := file.Body.(*hclsyntax.Body)
	return body
}

// varFile reads a variable definitions file (HCL or JSON).
func (m *tfModule) varFile(f File) map[string]*node {
	out := map[string]*node{}
	base := path.Base(f.Path)
	if strings.HasSuffix(strings.ToLower(f.Path), ".json") {
		doc, problems := parseJSON(f.Src)
		for _, p := range problems {
			p.Path = f.Path
			m.res.Problems = append(m.res.Problems, p)
		}
		if doc == nil || doc.kind != mapNode {
			return out
		}
		for i, k := range doc.keys {
			out[k.name] = fromVarFile(withKey(doc.vals[i], f.Path, k.span, base+" sets "+k.name))
		}
		return out
	}
	body := m.parse(f)
	if body == nil {
		return out
	}
	for name, a := range body.Attributes {
		out[name] = fromVarFile(withKey(m.eval(a.Expr, 0), f.Path, rangeSpan(a.NameRange), base+" sets "+name))
	}
	return out
}

// withKey records where a value was defined: the file, the key span there,
// and a note for messages.
func withKey(n *node, p string, key Span, origin string) *node {
	if n == nil {
		return nil
	}
	c := *n
	s := c.edit()
	s.path, s.defKey, s.origin = p, key, origin
	return &c
}

func fromVarFile(n *node) *node {
	if n != nil {
		n.edit().fromVarFile = true
	}
	return n
}

func sameValue(a, b *node) bool {
	if a == nil || b == nil {
		return false
	}
	as, aok := a.text()
	bs, bok := b.text()
	return aok && bok && as == bs
}

// body converts a block body: attributes and nested blocks, in source order;
// repeated blocks of one type become a list.
func (m *tfModule) body(b *hclsyntax.Body, depth int) *node {
	out := &node{kind: mapNode, span: rangeSpan(b.Range())}
	type entry struct {
		start int
		name  string
		key   Span
		val   *node
	}
	entries := make([]entry, 0, len(b.Attributes)+len(b.Blocks))
	for name, a := range b.Attributes {
		entries = append(entries, entry{a.SrcRange.Start.Byte, name, rangeSpan(a.NameRange), m.eval(a.Expr, depth+1)})
	}
	var blocks map[string]int // block type -> index in entries
	for _, blk := range b.Blocks {
		if depth > maxYAMLDepth {
			continue
		}
		if blk.Type == "dynamic" {
			// Generated blocks: their content is not known statically.
			if len(blk.Labels) == 1 && len(blk.LabelRanges) == 1 {
				entries = append(entries, entry{blk.TypeRange.Start.Byte, blk.Labels[0], rangeSpan(blk.LabelRanges[0]), unknownScalar(rangeSpan(blk.Range()))})
			}
			continue
		}
		v := m.body(blk.Body, depth+1)
		v.span = rangeSpan(blk.Range())
		if i, ok := blocks[blk.Type]; ok {
			prev := entries[i].val
			if prev.kind != listNode {
				prev = &node{kind: listNode, span: prev.span, items: []*node{prev}}
				entries[i].val = prev
			}
			prev.items = append(prev.items, v)
			prev.span.End = max(prev.span.End, v.span.End)
			continue
		}
		if blocks == nil {
			blocks = map[string]int{}
		}
		blocks[blk.Type] = len(entries)
		entries = append(entries, entry{blk.TypeRange.Start.Byte, blk.Type, rangeSpan(blk.TypeRange), v})
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].start < entries[j].start })
	if len(entries) > 0 {
		out.keys, out.vals = make([]mapKey, 0, len(entries)), make([]*node, 0, len(entries))
	}
	for _, e := range entries {
		out.add(e.name, e.key, e.val)
	}
	return out
}

// eval evaluates an expression statically, as far as literals, var.x,
// local.x, templates of those, objects and tuples go. Anything else is a
// hole at the expression's span.
func (m *tfModule) eval(e hclsyntax.Expression, depth int) *node {
	span := rangeSpan(e.Range())
	m.budget--
	if m.budget < 0 || depth > maxYAMLDepth {
		return unknownScalar(span)
	}
	switch x := e.(type) {
	case *hclsyntax.LiteralValueExpr:
		if s, ok := ctyString(x.Val); ok {
			return knownScalar(s, span)
		}
		if x.Val.IsNull() {
			return &node{kind: nullNode, span: span}
		}
	case *hclsyntax.TemplateWrapExpr:
		return m.eval(x.Wrapped, depth+1)
	case *hclsyntax.ParenthesesExpr:
		return m.eval(x.Expression, depth+1)
	case *hclsyntax.TemplateExpr:
		var b strings.Builder
		origin := ""
		for _, p := range x.Parts {
			v := m.eval(p, depth+1)
			s, ok := v.text()
			if !ok {
				return unknownScalar(span)
			}
			if o := v.from().origin; o != "" && origin == "" {
				origin = o
			}
			b.WriteString(s)
		}
		out := knownScalar(b.String(), span)
		out.edit().origin = origin
		return out
	case *hclsyntax.ScopeTraversalExpr:
		return m.traversal(x, span, depth)
	case *hclsyntax.ObjectConsExpr:
		out := &node{kind: mapNode, span: span}
		for _, it := range x.Items {
			k := m.eval(it.KeyExpr, depth+1)
			name, ok := k.text()
			if kw := hcl.ExprAsKeyword(it.KeyExpr); kw != "" {
				name, ok = kw, true
			}
			if !ok {
				continue
			}
			out.add(name, rangeSpan(it.KeyExpr.Range()), m.eval(it.ValueExpr, depth+1))
		}
		return out
	case *hclsyntax.ObjectConsKeyExpr:
		if kw := hcl.ExprAsKeyword(x.Wrapped); kw != "" && !x.ForceNonLiteral {
			return knownScalar(kw, span)
		}
		return m.eval(x.Wrapped, depth+1)
	case *hclsyntax.TupleConsExpr:
		out := &node{kind: listNode, span: span}
		for _, it := range x.Exprs {
			out.items = append(out.items, m.eval(it, depth+1))
		}
		return out
	case *hclsyntax.ConditionalExpr:
		t := m.eval(x.TrueResult, depth+1)
		f := m.eval(x.FalseResult, depth+1)
		if sameValue(t, f) {
			return t
		}
		out := unknownScalar(span)
		if t.isScalar() && f.isScalar() {
			t.edit().origin, f.edit().origin = "the true branch of the condition", "the false branch of the condition"
			out.edit().variants = []*node{t, f}
		}
		return out
	case *hclsyntax.FunctionCallExpr:
		switch x.Name {
		case "tobool", "tostring", "tonumber", "trimspace", "lower", "upper":
			if len(x.Args) == 1 {
				v := m.eval(x.Args[0], depth+1)
				if s, ok := v.text(); ok {
					switch x.Name {
					case "trimspace":
						s = strings.TrimSpace(s)
					case "lower":
						s = strings.ToLower(s)
					case "upper":
						s = strings.ToUpper(s)
					}
					out := knownScalar(s, span)
					out.edit().origin = v.from().origin
					return out
				}
			}
		}
	}
	return unknownScalar(span)
}

// traversal resolves var.x and local.x (with attribute steps into objects).
func (m *tfModule) traversal(x *hclsyntax.ScopeTraversalExpr, span Span, depth int) *node {
	tr := x.Traversal
	if len(tr) < 2 {
		return unknownScalar(span)
	}
	attr, ok := tr[1].(hcl.TraverseAttr)
	if !ok {
		return unknownScalar(span)
	}
	var v *node
	switch tr.RootName() {
	case "var":
		tv := m.vars[attr.Name]
		if tv == nil {
			return unknownScalar(span)
		}
		if tv.value != nil {
			c := *tv.value
			v = &c
		} else {
			v = unknownScalar(span)
			v.edit().origin = "variable " + attr.Name + " has no default"
		}
		variants := append(append([]*node(nil), v.from().variants...), tv.variants...)
		v.edit().variants = variants
	case "local":
		e, ok := m.locals[attr.Name]
		if !ok || m.evaluating[attr.Name] {
			return unknownScalar(span)
		}
		m.evaluating[attr.Name] = true
		v = m.eval(e, depth+1)
		delete(m.evaluating, attr.Name)
		if v.from().origin == "" {
			c := *v
			c.edit().origin = "local." + attr.Name
			v = &c
		}
	default:
		return unknownScalar(span)
	}
	for _, step := range tr[2:] {
		var key string
		switch s := step.(type) {
		case hcl.TraverseAttr:
			key = s.Name
		case hcl.TraverseIndex:
			if k, ok := ctyString(s.Key); ok {
				key = k
			}
		}
		next := v.get(normKey(key)).value
		if next == nil {
			return unknownScalar(span)
		}
		v = next
	}
	if v.isScalar() && !v.from().fromVarFile {
		// A default or a local: the value as written is the reference; where
		// a default is written is kept for the rule that cares (FL040).
		c := *v
		s := c.edit()
		if s.path != "" {
			s.written = &WrittenAt{Path: s.path, Span: v.span, Key: s.defKey}
		}
		c.span, s.path, s.defKey = span, "", Span{}
		v = &c
	}
	return v
}

// maxNumberExp bounds the binary exponent of a number ctyString writes
// out: 2^4096 has 1,234 digits.
const maxNumberExp = 4096

// ctyString renders a primitive cty value as Terraform would in a string.
func ctyString(v cty.Value) (string, bool) {
	if v.IsNull() || !v.IsKnown() {
		return "", false
	}
	switch v.Type() {
	case cty.String:
		return v.AsString(), true
	case cty.Bool:
		if v.True() {
			return "true", true
		}
		return "false", true
	case cty.Number:
		f := v.AsBigFloat()
		if e := f.MantExp(nil); e > maxNumberExp || e < -maxNumberExp {
			// 1e999999 has a million digits, which take seconds to write
			// out (1e-999999 minutes): left unknown, as no setting takes
			// such a number (issue 46).
			return "", false
		}
		if f.IsInt() {
			i, _ := f.Int(nil)
			return i.String(), true
		}
		return f.Text('g', -1), true
	}
	return "", false
}

func rangeSpan(r hcl.Range) Span { return Span{r.Start.Byte, r.End.Byte} }

func clampSpan(s Span, n int) Span {
	s.Start = max(0, min(s.Start, n))
	s.End = max(s.Start, min(s.End, n))
	return s
}

// bracketDepth is the deepest nesting of (, [ and { in src, ignoring
// strings only roughly (it is a guard, not a parser).
func bracketDepth(src []byte) int {
	depth, deepest := 0, 0
	for _, c := range src {
		switch c {
		case '(', '[', '{':
			depth++
			deepest = max(deepest, depth)
		case ')', ']', '}':
			if depth > 0 {
				depth--
			}
		}
	}
	return deepest
}

// hclComments returns the #, // and /* */ comments of a Terraform file.
func hclComments(f File) []Comment {
	if f.NoComments || bracketDepth(f.Src) > maxHCLNesting || !bytes.Contains(f.Src, []byte("#")) && !bytes.Contains(f.Src, []byte("/")) {
		return nil
	}
	toks, _ := hclsyntax.LexConfig(f.Src, f.Path, hcl.Pos{Line: 1, Column: 1, Byte: 0})
	var out []Comment
	for _, t := range toks {
		if t.Type != hclsyntax.TokenComment {
			continue
		}
		s := clampSpan(rangeSpan(t.Range), len(f.Src))
		text := strings.TrimRight(string(f.Src[s.Start:s.End]), "\r\n")
		out = append(out, Comment{Span: Span{s.Start, s.Start + len(text)}, Text: text, Path: f.Path})
	}
	return out
}
