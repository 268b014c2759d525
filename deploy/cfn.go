package deploy

import (
	"sort"
	"strings"
)

// CloudFormation is a CloudFormation template (YAML or JSON).
const CloudFormation Kind = "cloudformation"

// cloudFormationPrefilter skips files that name no Managed Flink resource type.
func cloudFormationPrefilter(_ string, src []byte) bool {
	return contains(src, cfnAppType, cfnLegacyAppType)
}

// CloudFormation resource types of a Managed Flink application. The second is
// the legacy name some templates still use.
const (
	cfnAppType       = "AWS::KinesisAnalyticsV2::Application"
	cfnLegacyAppType = "AWS::KinesisAnalytics::ApplicationV2"
)

// readCloudFormation reads a template (YAML or JSON).
func readCloudFormation(path string, src []byte, res *Result) {
	readCloudFormationAs(path, src, res, true)
}

// readCloudFormationAs is readCloudFormation; pruned converts only the
// parts of a YAML template it reads (convertTemplate), which gives the same
// result (TestTemplatePruning).
func readCloudFormationAs(path string, src []byte, res *Result, pruned bool) {
	docs, problems := parseDocsAs(src, pruned)
	res.Problems = append(res.Problems, problems...)
	syntax := documentSyntax(path, src)
	for _, doc := range docs {
		cfnTemplate(path, syntax, doc, res)
	}
}

func cfnTemplate(path string, syntax Syntax, tmpl *node, res *Result) {
	resources := tmpl.get("resources").value
	if resources == nil || resources.kind != mapNode {
		return
	}
	params := cfnParameters(tmpl.get("parameters").value)
	for i, k := range resources.keys {
		r := resources.vals[i]
		typ, _ := r.get("type").value.text()
		if typ != cfnAppType && typ != cfnLegacyAppType {
			continue
		}
		d := &Deployment{Kind: CloudFormation, Resource: typ, Name: k.name, Path: path, Span: Span{k.span.Start, r.span.End}, Syntax: syntax}
		rs := &cfnResolver{params: params, budget: 100000}
		props := rs.resolve(r.get("properties").value, 0)
		if props == nil {
			props = &node{kind: mapNode, span: r.span}
		}
		awsApplication(d, props, awsCreate)
		res.Deployments = append(res.Deployments, d)
	}
}

// cfnParam is a template parameter with its default, if any.
type cfnParam struct {
	name string
	def  *node
}

func cfnParameters(p *node) map[string]cfnParam {
	out := map[string]cfnParam{}
	if p == nil || p.kind != mapNode {
		return out
	}
	for i, k := range p.keys {
		def := p.vals[i].get("default").value
		out[k.name] = cfnParam{name: k.name, def: def}
	}
	return out
}

// cfnResolver replaces intrinsic functions by their static values where
// they have one: Ref to a parameter with a default, Fn::Sub whose variables
// are all known, Fn::Join of literals. Everything else becomes a hole at the
// span where it is written.
type cfnResolver struct {
	params map[string]cfnParam
	budget int
}

func (rs *cfnResolver) resolve(n *node, depth int) *node {
	if n == nil {
		return nil
	}
	rs.budget--
	if rs.budget < 0 || depth > maxYAMLDepth {
		return unknownScalar(n.span)
	}
	switch n.kind {
	case listNode:
		items, changed := rs.resolveAll(n.items, depth+1)
		if !changed {
			return n
		}
		out := *n
		out.items = items
		return &out
	case mapNode:
		if len(n.keys) == 1 && (n.keys[0].name == "Ref" || strings.HasPrefix(n.keys[0].name, "Fn::")) {
			return rs.intrinsic(n, n.keys[0].name, n.vals[0], depth)
		}
		vals, changed := rs.resolveAll(n.vals, depth+1)
		if !changed {
			return n
		}
		out := *n
		out.vals = vals
		return &out
	}
	return n
}

// resolveAll resolves each of ns; changed reports whether any resolved to
// another node, and out is then the new list (resolve copies the node that
// holds it). A template's nodes are never modified, so a subtree without
// intrinsics is returned as read instead of copied.
func (rs *cfnResolver) resolveAll(ns []*node, depth int) (out []*node, changed bool) {
	for i, x := range ns {
		r := rs.resolve(x, depth)
		if r != x && out == nil {
			out = make([]*node, len(ns))
			copy(out, ns[:i])
		}
		if out != nil {
			out[i] = r
		}
	}
	return out, out != nil
}

func (rs *cfnResolver) intrinsic(n *node, fn string, arg *node, depth int) *node {
	switch fn {
	case "Ref":
		name, ok := arg.text()
		if !ok {
			return unknownScalar(n.span)
		}
		p, found := rs.params[name]
		if !found || p.def == nil || p.def.kind != scalarNode {
			out := unknownScalar(n.span)
			if found {
				out.edit().origin = "parameter " + name + " has no default"
			}
			return out
		}
		out := *p.def
		out.span = n.span
		out.edit().origin = "the default of parameter " + name
		return &out
	case "Fn::Sub":
		tmpl := arg
		if arg.kind == listNode && len(arg.items) > 0 {
			tmpl = arg.items[0] // variables map form: give up on the map, keep literal text
			if len(arg.items) > 1 {
				return unknownScalar(n.span)
			}
		}
		s, ok := tmpl.text()
		if !ok {
			return unknownScalar(n.span)
		}
		out, origin, ok := rs.sub(s)
		if !ok {
			return unknownScalar(n.span)
		}
		r := knownScalar(out, n.span)
		r.edit().origin = origin
		return r
	case "Fn::Join":
		if arg.kind != listNode || len(arg.items) != 2 {
			return unknownScalar(n.span)
		}
		sep, ok := arg.items[0].text()
		parts := rs.resolve(arg.items[1], depth+1)
		if !ok || parts.kind != listNode {
			return unknownScalar(n.span)
		}
		var strs []string
		for _, p := range parts.items {
			s, ok := p.text()
			if !ok {
				return unknownScalar(n.span)
			}
			strs = append(strs, s)
		}
		return knownScalar(strings.Join(strs, sep), n.span)
	}
	return unknownScalar(n.span)
}

// sub expands ${Name} from parameter defaults; ${!Literal} stays literal.
func (rs *cfnResolver) sub(s string) (string, string, bool) {
	var b strings.Builder
	var used []string
	for {
		i := strings.Index(s, "${")
		if i < 0 {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i])
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s[i:])
			break
		}
		name := s[i+2 : i+j]
		s = s[i+j+1:]
		if strings.HasPrefix(name, "!") {
			b.WriteString("${" + name[1:] + "}")
			continue
		}
		p, ok := rs.params[name]
		if !ok || p.def == nil {
			return "", "", false
		}
		v, ok := p.def.text()
		if !ok {
			return "", "", false
		}
		b.WriteString(v)
		used = append(used, name)
	}
	origin := ""
	if len(used) > 0 {
		sort.Strings(used)
		origin = "from the defaults of parameters " + strings.Join(used, ", ")
	}
	return b.String(), origin, true
}
