package deploy

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/flinklint/flinklint/internal/lineindex"
)

// Limits that keep hostile YAML (deep nesting, alias bombs) cheap.
const (
	maxYAMLDepth  = 200
	maxYAMLNodes  = 2000000 // nodes in all, a few hundred MB of YAML
	maxAliasNodes = 50000   // nodes reached through aliases (alias bombs)
	maxDocuments  = 10000
)

// yamlDoc is one converted YAML document.
type yamlDoc struct {
	root *node
	span Span
}

// yamlConverter turns yaml.Node trees into node trees with byte spans.
type yamlConverter struct {
	li       *lineindex.Index
	src      []byte
	nodes    int
	problems []Problem
	// expanding guards against alias cycles.
	expanding map[*yaml.Node]bool
	// inAlias counts the alias expansions being converted; aliasNodes the
	// nodes converted inside them.
	inAlias, aliasNodes int
	// template converts each document as a CloudFormation template:
	// only what readCloudFormation reads (convertTemplate).
	template bool
}

var yamlLineRE = regexp.MustCompile(`line (\d+)`)

// parseYAML reads every document of src. It never panics: a go-yaml panic or
// error becomes a Problem at the line it names.
func parseYAML(src []byte) (docs []yamlDoc, problems []Problem) {
	return parseYAMLAs(src, false)
}

// parseYAMLAs is parseYAML; template converts only the parts of each
// document a CloudFormation template's reader reads (convertTemplate).
func parseYAMLAs(src []byte, template bool) (docs []yamlDoc, problems []Problem) {
	if len(src) >= 2 && (src[0] == 0xFE && src[1] == 0xFF || src[0] == 0xFF && src[1] == 0xFE) {
		return nil, []Problem{{Span: Span{0, 2}, Msg: "UTF-16 encoded file: flinklint reads UTF-8 only"}}
	}
	li := lineindex.New(src)
	c := &yamlConverter{li: li, src: src, expanding: map[*yaml.Node]bool{}, template: template}
	dec := yaml.NewDecoder(bytes.NewReader(src))
	for i := 0; i < maxDocuments; i++ {
		var doc yaml.Node
		err := decodeSafely(dec, &doc)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			p := yamlProblem(li, err)
			p.Template = isTemplate(src)
			c.problems = append(c.problems, p)
			break
		}
		if len(doc.Content) == 0 {
			continue
		}
		var root *node
		if c.template {
			root = c.convertTemplate(doc.Content[0])
		} else {
			root = c.convert(doc.Content[0], 0, -1)
		}
		docs = append(docs, yamlDoc{root: root, span: root.span})
		if c.nodes > maxYAMLNodes || c.aliasNodes > maxAliasNodes {
			break
		}
	}
	return docs, c.problems
}

func decodeSafely(dec *yaml.Decoder, v *yaml.Node) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml: %v", r)
		}
	}()
	return dec.Decode(v)
}

// placeholderRE matches the holes of templated YAML: Helm and Jinja
// {{ ... }} and {% ... %}, ${VAR}, and the {ACCOUNT ID} / {REGION}
// placeholders of examples meant to be filled in by hand.
var placeholderRE = regexp.MustCompile(`\{\{-?\s*[A-Za-z_.$][^\n]*\}\}|\{%[^\n]*%\}|\$\{[A-Za-z_][A-Za-z0-9_.]*\}|\{ *[A-Z][A-Z0-9_ -]*\}`)

// isTemplate reports whether src, which YAML could not read, holds template
// holes: then it is a template to render, not a file to read as is.
func isTemplate(src []byte) bool { return placeholderRE.Match(src) }

func yamlProblem(li *lineindex.Index, err error) Problem {
	msg := err.Error()
	span := Span{0, 0}
	if m := yamlLineRE.FindStringSubmatch(msg); m != nil {
		if n, e := strconv.Atoi(m[1]); e == nil {
			off := li.Offset(n, 1)
			start, end := li.LineBounds(off)
			span = Span{start, end}
		}
	}
	// go-yaml's own depth limit (10,000) is no fault of the file either.
	return Problem{Span: span, Msg: "unreadable YAML: " + strings.TrimPrefix(msg, "yaml: "), NotAnalysed: strings.Contains(msg, "exceeded max depth of")}
}

// convert converts n; parentIndent is the 0-based column of the key or
// sequence dash that owns n (block scalars end where indentation drops to it).
func (c *yamlConverter) convert(n *yaml.Node, depth, parentIndent int) *node {
	c.nodes++
	if c.inAlias > 0 {
		c.aliasNodes++
	}
	start := c.li.Offset(n.Line, n.Column)
	if depth > maxYAMLDepth {
		c.limit(Span{start, start}, fmt.Sprintf("YAML nested deeper than %d levels; the rest is ignored", maxYAMLDepth))
		return &node{kind: nullNode, span: Span{start, start}}
	}
	if c.nodes > maxYAMLNodes || c.aliasNodes > maxAliasNodes {
		if c.nodes == maxYAMLNodes+1 || c.aliasNodes == maxAliasNodes+1 {
			c.limit(Span{start, start}, "YAML too large (or an alias bomb); the rest is ignored")
		}
		return &node{kind: nullNode, span: Span{start, start}}
	}
	switch n.Kind {
	case yaml.AliasNode:
		end := start + 1 + len(n.Value)
		span := Span{start, min(end, len(c.src))}
		if n.Alias == nil || c.expanding[n.Alias] {
			return &node{kind: nullNode, span: span}
		}
		c.expanding[n.Alias] = true
		c.inAlias++
		out := c.convert(n.Alias, depth+1, parentIndent)
		c.inAlias--
		delete(c.expanding, n.Alias)
		return out
	case yaml.MappingNode:
		out := &node{kind: mapNode}
		if k := len(n.Content) / 2; k > 0 {
			out.keys, out.vals = make([]mapKey, 0, k), make([]*node, 0, k)
		}
		end := start
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if isMergeKey(k) {
				c.merge(out, v, depth, &end)
				continue
			}
			name, ks := c.key(k, depth+1, parentIndent)
			vn := c.convert(v, depth+1, k.Column-1)
			out.add(name, ks, vn)
			end = max(end, ks.End, vn.span.End)
		}
		if n.Style&yaml.FlowStyle != 0 {
			end = c.closeFlow(start, end, '}')
		}
		out.span = Span{start, end}
		return c.tagged(n, out)
	case yaml.SequenceNode:
		out := &node{kind: listNode}
		if len(n.Content) > 0 {
			out.items = make([]*node, 0, len(n.Content))
		}
		end := start
		for _, it := range n.Content {
			in := c.convert(it, depth+1, n.Column-1)
			out.items = append(out.items, in)
			end = max(end, in.span.End)
		}
		if n.Style&yaml.FlowStyle != 0 {
			end = c.closeFlow(start, end, ']')
		}
		out.span = Span{start, end}
		return c.tagged(n, out)
	case yaml.ScalarNode:
		span := c.scalarSpan(n, start, parentIndent)
		var out *node
		if n.Tag == "!!null" && (n.Value == "" || n.Value == "~" || strings.EqualFold(n.Value, "null")) {
			out = &node{kind: nullNode, span: span}
		} else {
			out = knownScalar(n.Value, span)
		}
		return c.tagged(n, out)
	}
	return &node{kind: nullNode, span: Span{start, start}}
}

// key converts the map key k as convert does and returns the name and span
// convert's node would have: for a plain scalar key within the limits
// (nearly every key) without building that node, which only the two were
// read from.
func (c *yamlConverter) key(k *yaml.Node, depth, parentIndent int) (string, Span) {
	name, plain := plainKey(k)
	aliasNodes := c.aliasNodes
	if c.inAlias > 0 {
		aliasNodes++
	}
	if !plain || depth > maxYAMLDepth || c.nodes+1 > maxYAMLNodes || aliasNodes > maxAliasNodes {
		kn := c.convert(k, depth, parentIndent)
		return kn.str, kn.span
	}
	c.nodes++
	c.aliasNodes = aliasNodes
	return name, c.scalarSpan(k, c.li.Offset(k.Line, k.Column), parentIndent)
}

// convertTemplate converts the root of a CloudFormation template as convert
// does, but builds only what cfnTemplate reads: the Resources and Parameters
// entries, and of the resources those whose Type may be a Managed Flink
// application. The other entries (IAM roles, log groups, outputs: most of a
// template) are skimmed: counted towards the limits, with the problems
// convert would report in them, but not built. The maps it returns lack the
// skimmed entries and their spans end before them; cfnTemplate reads
// neither. Anything out of the ordinary (a merge key, an alias, a tag, a key
// that is no plain scalar, a count near the limits) is converted whole.
func (c *yamlConverter) convertTemplate(n *yaml.Node) *node {
	return c.convertPruned(n, 0, -1, c.templateEntry)
}

// templateEntry says whether convertTemplate builds the root entry named
// name (normalised) whose value is v; resources are pruned in turn.
func (c *yamlConverter) templateEntry(name string, v *yaml.Node, parentIndent int) (*node, bool) {
	switch name {
	case "resources":
		return c.convertPruned(v, 1, parentIndent, c.resourceEntry), true
	case "parameters":
		return c.convert(v, 1, parentIndent), true
	}
	return nil, false
}

// resourceEntry builds a resource unless its Type is a plain scalar that
// is no Managed Flink application type.
func (c *yamlConverter) resourceEntry(_ string, v *yaml.Node, parentIndent int) (*node, bool) {
	if v.Kind == yaml.MappingNode && plainTag(v.Tag) && !hasMergeKey(v) {
		for i := 0; i+1 < len(v.Content); i += 2 {
			name, ok := plainKey(v.Content[i])
			if !ok {
				break
			}
			if normKey(name) != "type" {
				continue
			}
			t := v.Content[i+1]
			if t.Kind == yaml.ScalarNode && plainTag(t.Tag) && t.Tag != "!!null" && t.Value != cfnAppType && t.Value != cfnLegacyAppType {
				return nil, false
			}
			break
		}
	}
	return c.convert(v, 2, parentIndent), true
}

// convertPruned is convert of a mapping at depth whose entries entry
// builds (true) or leaves to be skimmed (false); entry gets the key's
// normalised name and the key's column as the value's parentIndent.
func (c *yamlConverter) convertPruned(n *yaml.Node, depth, parentIndent int, entry func(name string, v *yaml.Node, parentIndent int) (*node, bool)) *node {
	if n.Kind != yaml.MappingNode || !plainTag(n.Tag) || hasMergeKey(n) || c.inAlias > 0 ||
		c.nodes+1 > maxYAMLNodes || depth > maxYAMLDepth {
		return c.convert(n, depth, parentIndent)
	}
	for i := 0; i < len(n.Content); i += 2 {
		if _, ok := plainKey(n.Content[i]); !ok {
			return c.convert(n, depth, parentIndent)
		}
	}
	// convert's own steps for a mapping, with the entries pruned.
	c.nodes++
	start := c.li.Offset(n.Line, n.Column)
	out := &node{kind: mapNode}
	end := start
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		name, _ := plainKey(k)
		if c.nodes+1 > maxYAMLNodes {
			// From here on convert reports the limit: let it.
			kn := c.convert(k, depth+1, parentIndent)
			vn := c.convert(v, depth+1, k.Column-1)
			out.add(kn.str, kn.span, vn)
			end = max(end, kn.span.End, vn.span.End)
			continue
		}
		kname, ks := c.key(k, depth+1, parentIndent)
		vn, built := entry(normKey(name), v, k.Column-1)
		if !built {
			c.skim(v, depth+1)
			continue
		}
		out.add(kname, ks, vn)
		end = max(end, ks.End, vn.span.End)
	}
	if n.Style&yaml.FlowStyle != 0 {
		end = c.closeFlow(start, end, '}')
	}
	out.span = Span{start, end}
	return out
}

// skim walks n as convert would, counting its nodes and reporting the same
// problems (depth, size, alias bombs), without building anything.
func (c *yamlConverter) skim(n *yaml.Node, depth int) {
	c.nodes++
	if c.inAlias > 0 {
		c.aliasNodes++
	}
	if depth > maxYAMLDepth {
		start := c.li.Offset(n.Line, n.Column)
		c.limit(Span{start, start}, fmt.Sprintf("YAML nested deeper than %d levels; the rest is ignored", maxYAMLDepth))
		return
	}
	if c.nodes > maxYAMLNodes || c.aliasNodes > maxAliasNodes {
		if c.nodes == maxYAMLNodes+1 || c.aliasNodes == maxAliasNodes+1 {
			start := c.li.Offset(n.Line, n.Column)
			c.limit(Span{start, start}, "YAML too large (or an alias bomb); the rest is ignored")
		}
		return
	}
	switch n.Kind {
	case yaml.AliasNode:
		if n.Alias == nil || c.expanding[n.Alias] {
			return
		}
		c.expanding[n.Alias] = true
		c.inAlias++
		c.skim(n.Alias, depth+1)
		c.inAlias--
		delete(c.expanding, n.Alias)
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if isMergeKey(k) {
				c.skim(v, depth+1)
				continue
			}
			c.skim(k, depth+1)
			c.skim(v, depth+1)
		}
	case yaml.SequenceNode:
		for _, it := range n.Content {
			c.skim(it, depth+1)
		}
	}
}

// plainTag reports a tag convert leaves as it is (tagged wraps the others).
func plainTag(tag string) bool {
	return tag == "" || strings.HasPrefix(tag, "!!") || !strings.HasPrefix(tag, "!") || strings.HasPrefix(tag, "!<")
}

// plainKey is the name convert gives the map key k when k is a scalar it
// does not wrap, and false for any other key.
func plainKey(k *yaml.Node) (string, bool) {
	if k.Kind != yaml.ScalarNode || !plainTag(k.Tag) || isMergeKey(k) {
		return "", false
	}
	if k.Tag == "!!null" && (k.Value == "" || k.Value == "~" || strings.EqualFold(k.Value, "null")) {
		return "", true
	}
	return k.Value, true
}

func isMergeKey(k *yaml.Node) bool {
	return k.Kind == yaml.ScalarNode && k.Value == "<<" && k.Tag == "!!merge"
}

func hasMergeKey(n *yaml.Node) bool {
	for i := 0; i+1 < len(n.Content); i += 2 {
		if isMergeKey(n.Content[i]) {
			return true
		}
	}
	return false
}

// merge applies a YAML merge key (<<: *base) to out.
func (c *yamlConverter) merge(out *node, v *yaml.Node, depth int, end *int) {
	src := c.convert(v, depth+1, -1)
	for _, m := range src.list() {
		if m.kind != mapNode {
			continue
		}
		for i, k := range m.keys {
			if out.get(k.norm).ok() {
				continue
			}
			out.keys = append(out.keys, k)
			out.vals = append(out.vals, m.vals[i])
		}
	}
	*end = max(*end, src.span.End)
}

// tagged wraps a node carrying a CloudFormation short-form tag (!Ref X,
// !Sub ..., !GetAtt a.b) into the long form {"Ref": X} / {"Fn::Sub": ...}, so
// JSON and YAML templates resolve the same way.
func (c *yamlConverter) tagged(n *yaml.Node, out *node) *node {
	tag := n.Tag
	if tag == "" || strings.HasPrefix(tag, "!!") || !strings.HasPrefix(tag, "!") || strings.HasPrefix(tag, "!<") {
		return out
	}
	name := tag[1:]
	if name != "Ref" && name != "Condition" {
		name = "Fn::" + name
	}
	if name == "Fn::GetAtt" && out.kind == scalarNode && out.known {
		// !GetAtt Res.Attr is the list form [Res, Attr].
		if i := strings.IndexByte(out.str, '.'); i > 0 {
			l := &node{kind: listNode, span: out.span}
			first, rest := out.span, out.span
			if text := string(c.src[out.span.Start:out.span.End]); text == out.str {
				first.End = first.Start + i
				rest.Start = first.End + 1
			}
			l.items = []*node{knownScalar(out.str[:i], first), knownScalar(out.str[i+1:], rest)}
			out = l
		}
	}
	// The node's start is the tag (or an anchor before it); the tag itself
	// is the key as written.
	start := c.li.Offset(n.Line, n.Column)
	tagStart := bytes.IndexByte(c.src[start:min(len(c.src), out.span.Start+1)], '!')
	ks := Span{start, start}
	if tagStart >= 0 {
		ks = Span{start + tagStart, min(start+tagStart+len(tag), len(c.src))}
	}
	wrapped := &node{kind: mapNode, span: Span{start, max(out.span.End, ks.End)}}
	wrapped.add(name, ks, out)
	return wrapped
}

// limit records a problem at one of the converter's limits (depth, size):
// the rest of the file is not read (Problem.NotAnalysed).
func (c *yamlConverter) limit(s Span, msg string) {
	if len(c.problems) < 100 {
		c.problems = append(c.problems, Problem{Span: s, Msg: msg, NotAnalysed: true})
	}
}

// closeFlow finds the bracket that closes a flow collection whose last
// child ends at end.
func (c *yamlConverter) closeFlow(start, end int, closer byte) int {
	i := end
	if i <= start {
		i = start + 1
	}
	for i < len(c.src) {
		switch c.src[i] {
		case closer:
			return i + 1
		case ' ', '\t', '\n', '\r', ',':
			i++
		case '#':
			for i < len(c.src) && c.src[i] != '\n' {
				i++
			}
		default:
			return max(end, start)
		}
	}
	return max(end, start)
}

// scalarSpan finds where the scalar's text ends. go-yaml gives only the
// start, which for a tagged or anchored scalar is the tag or anchor.
func (c *yamlConverter) scalarSpan(n *yaml.Node, start, parentIndent int) Span {
	src := c.src
	i := start
	if a := "&" + n.Anchor; n.Anchor != "" && i < len(src) && bytes.HasPrefix(src[i:], []byte(a)) {
		// go-yaml ends an anchor name at ':' ("&a:b c" is anchor a, value
		// ":b c"); skip exactly the name it read (found by FuzzRead).
		for i += len(a); i < len(src) && isYAMLSpace(src[i]); i++ {
		}
	}
	i = c.skipProperties(i)
	if i >= len(src) {
		return Span{min(start, len(src)), len(src)}
	}
	switch {
	case n.Style&yaml.DoubleQuotedStyle != 0 && src[i] == '"':
		for j := i + 1; j < len(src); j++ {
			switch src[j] {
			case '\\':
				j++
			case '"':
				return Span{i, j + 1}
			}
		}
		return Span{i, len(src)}
	case n.Style&yaml.SingleQuotedStyle != 0 && src[i] == '\'':
		for j := i + 1; j < len(src); j++ {
			if src[j] == '\'' {
				if j+1 < len(src) && src[j+1] == '\'' {
					j++
					continue
				}
				return Span{i, j + 1}
			}
		}
		return Span{i, len(src)}
	case n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 && (src[i] == '|' || src[i] == '>'):
		return Span{i, c.blockScalarEnd(i, parentIndent)}
	}
	// Plain scalar: no escapes, so every word of the value appears verbatim,
	// separated by blanks and line breaks (multi-line plain scalars fold).
	if n.Value == "" {
		return Span{i, i}
	}
	j := i
	for _, w := range strings.Fields(n.Value) {
		for j < len(src) && isYAMLSpace(src[j]) {
			j++
		}
		if !bytes.HasPrefix(src[j:], []byte(w)) {
			// Should not happen; fall back to the rest of the line.
			return Span{i, c.plainLineEnd(i)}
		}
		j += len(w)
	}
	return Span{i, j}
}

func isYAMLSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\r'
}

// skipProperties skips an anchor (&a) and a tag (!Ref, !!str, !<...>)
// before a node's content.
func (c *yamlConverter) skipProperties(i int) int {
	src := c.src
	for k := 0; k < 2 && i < len(src); k++ {
		if src[i] != '&' && src[i] != '!' {
			return i
		}
		if i+1 < len(src) && src[i] == '!' && src[i+1] == '<' {
			for i < len(src) && src[i] != '>' {
				i++
			}
			i++
		} else {
			for i < len(src) && !isYAMLSpace(src[i]) {
				i++
			}
		}
		for i < len(src) && isYAMLSpace(src[i]) {
			i++
		}
	}
	return min(i, len(src))
}

func (c *yamlConverter) plainLineEnd(i int) int {
	src := c.src
	j := i
	for j < len(src) && src[j] != '\n' && src[j] != '\r' {
		if src[j] == '#' && j > i && (src[j-1] == ' ' || src[j-1] == '\t') {
			break
		}
		j++
	}
	for j > i && (src[j-1] == ' ' || src[j-1] == '\t') {
		j--
	}
	return j
}

// blockScalarEnd returns the end of the last content line of a literal or
// folded block scalar whose indicator is at i.
func (c *yamlConverter) blockScalarEnd(i, parentIndent int) int {
	src := c.src
	end := c.plainLineEnd(i)
	j := end
	for j < len(src) && src[j] != '\n' && src[j] != '\r' {
		j++
	}
	for j < len(src) {
		// j is at a line break.
		if src[j] == '\r' && j+1 < len(src) && src[j+1] == '\n' {
			j++
		}
		j++
		ls := j
		for j < len(src) && src[j] == ' ' {
			j++
		}
		indent := j - ls
		le := j
		for le < len(src) && src[le] != '\n' && src[le] != '\r' {
			le++
		}
		if le == j || strings.TrimSpace(string(src[j:le])) == "" {
			j = le
			continue // blank lines belong to the scalar
		}
		if indent <= parentIndent {
			break
		}
		end = le
		j = le
	}
	return end
}

// yamlComments returns the `#` comments of a YAML file. A `#` starts a comment
// at the start of a line or after a blank, outside quotes.
func yamlComments(src []byte) []Comment {
	var out []Comment
	inDouble, inSingle := false, false
	first := 0
	if bytes.HasPrefix(src, []byte("\ufeff")) {
		first = 3
	}
	for i := first; i < len(src); i++ {
		switch ch := src[i]; {
		case ch == '\n':
			inSingle = false // single-quoted multi-line scalars are rare; resync
		case inDouble:
			switch ch {
			case '\\':
				i++
			case '"':
				inDouble = false
			}
		case inSingle:
			if ch == '\'' {
				inSingle = false
			}
		case ch == '"' && (i == first || !isPlainChar(src[i-1])):
			inDouble = true
		case ch == '\'' && (i == first || !isPlainChar(src[i-1])):
			inSingle = true
		case ch == '#' && (i == first || src[i-1] == ' ' || src[i-1] == '\t' || src[i-1] == '\n' || src[i-1] == '\r'):
			j := i
			for j < len(src) && src[j] != '\n' && src[j] != '\r' {
				j++
			}
			out = append(out, Comment{Span: Span{i, j}, Text: string(src[i:j])})
			i = j - 1
		}
	}
	return out
}

// isPlainChar reports a byte that can precede a quote inside a plain scalar
// (it's a letter, digit or similar, so the quote is not an opening quote).
func isPlainChar(b byte) bool {
	return b != ' ' && b != '\t' && b != '\n' && b != '\r' && b != ':' && b != '[' && b != '{' && b != ',' && b != '-'
}
