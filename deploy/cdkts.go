package deploy

import (
	"path"
	"strconv"
	"strings"
)

// tsReader evaluates the TypeScript CDK constructs of one file.
type tsReader struct {
	src  []byte
	path string
	res  *Result
	// consts maps a const/let name to its initialiser; nil value when the
	// name is declared more than once (ambiguous).
	consts map[string]*tsNode
	// alphaNS / l1NS are namespaces imported from the alpha Flink module and
	// from the kinesisanalytics L1 modules; alphaNames / l1Names are named
	// imports (local name -> exported name).
	alphaNS, l1NS       map[string]bool
	alphaNames, l1Names map[string]string
	budget              int
	resolving           map[string]bool
}

const maxTSDepth = 100

// CDKTypeScript is an AWS CDK app in TypeScript.
const CDKTypeScript Kind = "cdk-typescript"

// typeScriptCDKPrefilter skips declaration files and sources that never
// name the kinesisanalytics modules.
func typeScriptCDKPrefilter(name string, src []byte) bool {
	return !strings.HasSuffix(name, ".d.ts") && contains(src, "kinesisanalytics")
}

// FuzzTypeScriptCDK and Read go through here.
func readTypeScriptCDK(filePath string, src []byte, res *Result) {
	nodes, err := parseTypeScript(src)
	if err != nil {
		res.Problems = append(res.Problems, Problem{Msg: err.Error()})
		return
	}
	r := &tsReader{src: src, path: filePath, res: res, consts: map[string]*tsNode{},
		alphaNS: map[string]bool{}, l1NS: map[string]bool{}, alphaNames: map[string]string{}, l1Names: map[string]string{},
		budget: 200000, resolving: map[string]bool{}}
	var news []*tsNode
	// One walk over the nodes in pre-order: imports, declarations,
	// comments, constructs.
	for i := 0; i < len(nodes); i++ {
		n := &nodes[i]
		switch n.Type() {
		case "import_statement":
			r.importStatement(n)
			i = n.last // not into the import
		case "variable_declarator":
			if name := n.ChildByFieldName("name"); name != nil && name.Type() == "identifier" {
				id := name.Content(src)
				if _, dup := r.consts[id]; dup {
					r.consts[id] = nil
				} else {
					r.consts[id] = n.ChildByFieldName("value")
				}
			}
		case "comment":
			res.Comments = append(res.Comments, Comment{Span: nodeSpan(n), Text: strings.TrimRight(n.Content(src), "\r\n")})
		case "new_expression":
			news = append(news, n)
		case "ERROR":
			if len(res.Problems) < 20 {
				res.Problems = append(res.Problems, Problem{Span: nodeSpan(n), Msg: "TypeScript syntax error"})
			}
		}
	}
	sortComments(res.Comments)
	for _, n := range news {
		r.construct(n)
	}
}

func nodeSpan(n *tsNode) Span { return Span{n.StartByte(), n.EndByte()} }

// namedChildren lists n's named children, skipping comments.
func namedChildren(n *tsNode) []*tsNode {
	if n == nil {
		return nil
	}
	var out []*tsNode
	for _, c := range n.nkids {
		if c.Type() != "comment" {
			out = append(out, c)
		}
	}
	return out
}

func sortComments(cs []Comment) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j].Span.Start < cs[j-1].Span.Start; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

func (r *tsReader) importStatement(n *tsNode) {
	srcNode := n.ChildByFieldName("source")
	if srcNode == nil {
		return
	}
	mod := strings.Trim(srcNode.Content(r.src), "'\"`")
	alpha := strings.Contains(mod, "kinesisanalytics-flink")
	l1 := !alpha && strings.Contains(mod, "kinesisanalytics")
	cdkLib := mod == "aws-cdk-lib"
	for i := 0; i < n.NamedChildCount(); i++ {
		clause := n.NamedChild(i)
		if clause.Type() != "import_clause" {
			continue
		}
		for j := 0; j < clause.NamedChildCount(); j++ {
			c := clause.NamedChild(j)
			switch c.Type() {
			case "namespace_import":
				for k := 0; k < c.NamedChildCount(); k++ {
					if id := c.NamedChild(k); id.Type() == "identifier" {
						name := id.Content(r.src)
						r.alphaNS[name] = r.alphaNS[name] || alpha
						r.l1NS[name] = r.l1NS[name] || l1
					}
				}
			case "named_imports":
				for k := 0; k < c.NamedChildCount(); k++ {
					spec := c.NamedChild(k)
					if spec.Type() != "import_specifier" {
						continue
					}
					nameNode := spec.ChildByFieldName("name")
					if nameNode == nil {
						continue
					}
					orig := nameNode.Content(r.src)
					local := orig
					if al := spec.ChildByFieldName("alias"); al != nil {
						local = al.Content(r.src)
					}
					switch {
					case alpha:
						r.alphaNames[local] = orig
					case l1:
						r.l1Names[local] = orig
					case cdkLib && strings.HasPrefix(orig, "aws_kinesisanalytics"):
						r.l1NS[local] = true
					}
				}
			}
		}
	}
}

// dotted renders a callee (identifier / member_expression chain) as text.
func (r *tsReader) dotted(n *tsNode) string {
	var parts []string
	for i := 0; n != nil && i < 50; i++ {
		switch n.Type() {
		case "identifier", "this", "type_identifier":
			parts = append(parts, n.Content(r.src))
			n = nil
		case "member_expression":
			if p := n.ChildByFieldName("property"); p != nil {
				parts = append(parts, p.Content(r.src))
			}
			n = n.ChildByFieldName("object")
		case "parenthesized_expression", "non_null_expression":
			n = n.NamedChild(0)
		default:
			return ""
		}
	}
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return strings.Join(parts, ".")
}

// classify tells which Flink construct a `new` callee names.
func (r *tsReader) classify(callee string) (cdkConstruct, string) {
	if callee == "" {
		return notFlinkConstruct, ""
	}
	parts := strings.Split(callee, ".")
	last := parts[len(parts)-1]
	if len(parts) == 1 {
		if orig, ok := r.alphaNames[last]; ok && orig == "Application" {
			return cdkAlphaApp, "Application"
		}
		if orig, ok := r.l1Names[last]; ok && (orig == "CfnApplication" || orig == "CfnApplicationV2") {
			return cdkL1App, orig
		}
		return notFlinkConstruct, ""
	}
	qual := parts[len(parts)-2]
	switch last {
	case "Application":
		if r.alphaNS[qual] {
			return cdkAlphaApp, last
		}
	case "CfnApplication", "CfnApplicationV2":
		if r.l1NS[qual] || strings.HasPrefix(qual, "aws_kinesisanalytics") {
			return cdkL1App, last
		}
	}
	return notFlinkConstruct, ""
}

func (r *tsReader) construct(n *tsNode) {
	kind, resource := r.classify(r.dotted(n.ChildByFieldName("constructor")))
	if kind == notFlinkConstruct {
		return
	}
	args := namedChildren(n.ChildByFieldName("arguments"))
	d := &Deployment{Kind: CDKTypeScript, Path: r.path, Span: nodeSpan(n), Name: resource}
	if len(args) > 1 {
		if id, ok := r.eval(args[1], 0).text(); ok {
			d.Name = id
		}
	}
	var props *node
	if len(args) > 2 {
		props = r.eval(args[2], 0)
	}
	if kind == cdkAlphaApp {
		cdkAlpha(d, props)
	} else {
		cdkL1(d, resource, props)
	}
	r.res.Deployments = append(r.res.Deployments, d)
}

// eval evaluates a TypeScript expression statically into a node.
func (r *tsReader) eval(n *tsNode, depth int) *node {
	if n == nil {
		return nil
	}
	span := nodeSpan(n)
	r.budget--
	if r.budget < 0 || depth > maxTSDepth {
		return unknownScalar(span)
	}
	switch n.Type() {
	case "string":
		if s, ok := r.stringLit(n); ok {
			return knownScalar(s, span)
		}
	case "template_string":
		return r.template(n, depth)
	case "number":
		t := strings.ReplaceAll(n.Content(r.src), "_", "")
		if f, err := strconv.ParseFloat(t, 64); err == nil {
			return knownScalar(strconv.FormatFloat(f, 'f', -1, 64), span)
		}
		return knownScalar(t, span)
	case "true", "false":
		return knownScalar(n.Type(), span)
	case "null", "undefined":
		return &node{kind: nullNode, span: span}
	case "parenthesized_expression", "as_expression", "satisfies_expression", "non_null_expression", "type_assertion":
		for _, c := range namedChildren(n) {
			if !strings.Contains(c.Type(), "type") || c.Type() == "type_assertion" {
				v := r.eval(c, depth+1)
				if v != nil && (v.kind != scalarNode || v.known) {
					v = copyNode(v)
					if v.kind == scalarNode {
						v.span = span
					}
				}
				return v
			}
		}
	case "identifier":
		name := n.Content(r.src)
		if name == "__dirname" {
			return knownScalar("", span)
		}
		init, ok := r.consts[name]
		if !ok || init == nil || r.resolving[name] {
			return unknownScalar(span)
		}
		r.resolving[name] = true
		v := r.eval(init, depth+1)
		delete(r.resolving, name)
		if v != nil && v.kind == scalarNode {
			v = copyNode(v)
			v.span = span // the reference as written
		}
		return v
	case "object":
		return r.object(n, depth)
	case "array":
		out := &node{kind: listNode, span: span}
		for _, c := range namedChildren(n) {
			out.items = append(out.items, r.eval(c, depth+1))
		}
		return out
	case "member_expression":
		if p := n.ChildByFieldName("property"); p != nil {
			if rt, ok := runtimeMember(p.Content(r.src)); ok {
				return knownScalar(rt, span)
			}
		}
	case "call_expression":
		return r.call(n, depth)
	}
	return unknownScalar(span)
}

func copyNode(n *node) *node { c := *n; return &c }

func (r *tsReader) object(n *tsNode, depth int) *node {
	out := &node{kind: mapNode, span: nodeSpan(n)}
	for _, c := range namedChildren(n) {
		switch c.Type() {
		case "pair":
			k := c.ChildByFieldName("key")
			v := c.ChildByFieldName("value")
			if k == nil || v == nil {
				continue
			}
			var name string
			switch k.Type() {
			case "property_identifier", "number":
				name = k.Content(r.src)
			case "string":
				s, ok := r.stringLit(k)
				if !ok {
					continue
				}
				name = s
			case "computed_property_name":
				kv := r.eval(k.NamedChild(0), depth+1)
				s, ok := kv.text()
				if !ok {
					continue
				}
				name = s
			default:
				continue
			}
			out.add(name, nodeSpan(k), r.eval(v, depth+1))
		case "shorthand_property_identifier":
			name := c.Content(r.src)
			v := unknownScalar(nodeSpan(c))
			if init, ok := r.consts[name]; ok && init != nil && !r.resolving[name] {
				r.resolving[name] = true
				v = r.eval(init, depth+1)
				delete(r.resolving, name)
				if v.kind == scalarNode {
					v = copyNode(v)
					v.span = nodeSpan(c)
				}
			}
			out.add(name, nodeSpan(c), v)
		case "spread_element":
			base := r.eval(c.NamedChild(0), depth+1)
			if base != nil && base.kind == mapNode {
				for j, k := range base.keys {
					out.keys = append(out.keys, k)
					out.vals = append(out.vals, base.vals[j])
				}
			}
		}
	}
	// Later keys win, as in JavaScript: keep the last of each name first.
	return dedupLastWins(out)
}

func dedupLastWins(m *node) *node {
	seen := map[string]bool{}
	var keys []mapKey
	var vals []*node
	for i := len(m.keys) - 1; i >= 0; i-- {
		if seen[m.keys[i].norm+"\x00"+m.keys[i].name] {
			continue
		}
		seen[m.keys[i].norm+"\x00"+m.keys[i].name] = true
		keys = append(keys, m.keys[i])
		vals = append(vals, m.vals[i])
	}
	for i, j := 0, len(keys)-1; i < j; i, j = i+1, j-1 {
		keys[i], keys[j] = keys[j], keys[i]
		vals[i], vals[j] = vals[j], vals[i]
	}
	m.keys, m.vals = keys, vals
	return m
}

func (r *tsReader) call(n *tsNode, depth int) *node {
	span := nodeSpan(n)
	fn := r.dotted(n.ChildByFieldName("function"))
	args := namedChildren(n.ChildByFieldName("arguments"))
	parts := strings.Split(fn, ".")
	last := parts[len(parts)-1]
	qual := ""
	if len(parts) > 1 {
		qual = parts[len(parts)-2]
	}
	switch {
	case qual == "Runtime" && last == "of" && len(args) == 1:
		if s, ok := r.eval(args[0], depth+1).text(); ok {
			return knownScalar(s, span)
		}
	case qual == "ApplicationCode" && last == "fromAsset" && len(args) >= 1:
		out := &node{kind: mapNode, span: span}
		out.add("$fromAsset", nodeSpan(args[0]), r.eval(args[0], depth+1))
		return out
	case qual == "ApplicationCode" && last == "fromBucket" && len(args) >= 2:
		out := &node{kind: mapNode, span: span}
		out.add("$fromBucket", nodeSpan(args[1]), r.eval(args[1], depth+1))
		return out
	case qual == "Duration" && len(args) == 1:
		if s, ok := r.eval(args[0], depth+1).text(); ok {
			if ms, ok := durationMillis(last, s); ok {
				return knownScalar(ms, span)
			}
		}
	case (qual == "path" || qual == "") && (last == "join" || last == "resolve"):
		var segs []string
		for _, a := range args {
			s, ok := r.eval(a, depth+1).text()
			if !ok {
				return unknownScalar(span)
			}
			segs = append(segs, s)
		}
		return knownScalar(path.Join(segs...), span)
	}
	return unknownScalar(span)
}

// stringLit decodes a quoted string literal.
func (r *tsReader) stringLit(n *tsNode) (string, bool) {
	raw := n.Content(r.src)
	if len(raw) < 2 {
		return "", false
	}
	return unescapeJS(raw[1 : len(raw)-1])
}

func (r *tsReader) template(n *tsNode, depth int) *node {
	span := nodeSpan(n)
	var b strings.Builder
	pos := n.StartByte() + 1
	end := n.EndByte() - 1
	for _, c := range namedChildren(n) {
		if c.Type() != "template_substitution" {
			continue
		}
		lit, ok := unescapeJS(string(r.src[pos:c.StartByte()]))
		if !ok {
			return unknownScalar(span)
		}
		b.WriteString(lit)
		v := r.eval(c.NamedChild(0), depth+1)
		s, ok := v.text()
		if !ok {
			return unknownScalar(span)
		}
		b.WriteString(s)
		pos = c.EndByte()
	}
	if pos > end {
		return unknownScalar(span)
	}
	lit, ok := unescapeJS(string(r.src[pos:end]))
	if !ok {
		return unknownScalar(span)
	}
	b.WriteString(lit)
	return knownScalar(b.String(), span)
}

// unescapeJS handles the common escapes; anything exotic gives up.
func unescapeJS(s string) (string, bool) {
	if !strings.Contains(s, "\\") {
		return s, true
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			continue
		}
		i++
		if i >= len(s) {
			return "", false
		}
		switch s[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case '\\', '\'', '"', '`', '/', '$':
			b.WriteByte(s[i])
		case '\n':
		default:
			return "", false
		}
	}
	return b.String(), true
}
