package config

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/pelletier/go-toml/v2"
	"github.com/pelletier/go-toml/v2/unstable"
	"go.yaml.in/yaml/v3"
)

// node is a configuration value with its position, the common form of YAML
// and TOML input, so that both are validated by one decoder.
type node struct {
	kind      nodeKind
	line, col int
	text      string // scalars: the text as written (YAML) or the value (TOML strings)
	value     any    // scalars: string, int64, float64, bool or nil
	keys      []*node
	values    []*node // map values, parallel to keys
	items     []*node // list items
}

type nodeKind int

const (
	scalarNode nodeKind = iota
	mapNode
	listNode
)

func (k nodeKind) String() string {
	switch k {
	case mapNode:
		return "a mapping"
	case listNode:
		return "a list"
	}
	return "a scalar"
}

// describe names a node's type for error messages.
func (n *node) describe() string {
	if n.kind != scalarNode {
		return n.kind.String()
	}
	switch n.value.(type) {
	case string:
		return "a string"
	case int64:
		return "an integer"
	case float64:
		return "a number"
	case bool:
		return "a boolean"
	case nil:
		return "null"
	}
	return "a date or time"
}

// maxDepth bounds nesting; no valid configuration is deeper than 4.
const maxDepth = 64

func yamlTree(name string, data []byte) (*node, error) {
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&doc); err != nil {
		if err.Error() == "EOF" {
			return &node{kind: mapNode, line: 1, col: 1}, nil // empty file: empty config
		}
		return nil, yamlSyntaxError(name, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		return nil, &PositionError{File: name, Line: extra.Line, Col: extra.Column, Msg: "a second YAML document; the configuration is one document"}
	}
	errs := &errorList{file: name}
	root := fromYAML(&doc, errs, 0)
	if err := errs.err(); err != nil {
		return nil, err
	}
	return root, nil
}

func fromYAML(y *yaml.Node, errs *errorList, depth int) *node {
	n := &node{line: y.Line, col: y.Column}
	if depth > maxDepth {
		errs.add(n, "nested too deeply")
		return n
	}
	switch y.Kind {
	case yaml.DocumentNode:
		if len(y.Content) == 0 {
			return &node{kind: mapNode, line: 1, col: 1}
		}
		return fromYAML(y.Content[0], errs, depth+1)
	case yaml.AliasNode:
		errs.add(n, "YAML aliases (*%s) are not supported in the configuration", y.Value)
	case yaml.MappingNode:
		n.kind = mapNode
		for i := 0; i+1 < len(y.Content); i += 2 {
			k, v := fromYAML(y.Content[i], errs, depth+1), fromYAML(y.Content[i+1], errs, depth+1)
			if y.Content[i].Kind != yaml.ScalarNode {
				errs.add(k, "a key must be a plain string")
				continue
			}
			k.value = y.Content[i].Value
			n.keys, n.values = append(n.keys, k), append(n.values, v)
		}
	case yaml.SequenceNode:
		n.kind = listNode
		for _, c := range y.Content {
			n.items = append(n.items, fromYAML(c, errs, depth+1))
		}
	case yaml.ScalarNode:
		n.text = y.Value
		switch y.ShortTag() {
		case "!!null":
			n.value = nil
		case "!!bool":
			var b bool
			if y.Decode(&b) == nil {
				n.value = b
			}
		case "!!int":
			var i int64
			if y.Decode(&i) == nil {
				n.value = i
			} else {
				n.value = y.Value // out of range: keep it a string, reported as a bad value
			}
		case "!!float":
			var f float64
			if y.Decode(&f) == nil {
				n.value = f
			}
		default: // !!str, !!timestamp, !!binary, custom tags: their text
			n.value = y.Value
		}
	}
	return n
}

// tomlTree decodes pyproject.toml and returns its tool.flinklint table as a
// node tree; found is false when the file has no such table. go-toml's
// decoder validates the document; the unstable parser gives the position of
// every key, which the decoder does not keep.
func tomlTree(name string, data []byte) (root *node, found bool, err error) {
	var doc map[string]any
	if err := toml.Unmarshal(data, &doc); err != nil {
		var derr *toml.DecodeError
		if errors.As(err, &derr) {
			line, col := derr.Position()
			return nil, false, &PositionError{File: name, Line: line, Col: col, Msg: derr.Error()}
		}
		return nil, false, fmt.Errorf("%s: %w", name, err)
	}
	tool, ok := doc["tool"].(map[string]any)
	if !ok {
		return nil, false, nil
	}
	table, ok := tool["flinklint"]
	if !ok {
		return nil, false, nil
	}
	pos := tomlPositions(data)
	base := []string{"tool", "flinklint"}
	root = fromTOML(table, base, pos, pos[pathKey(base)], 0)
	return root, true, nil
}

func fromTOML(v any, path []string, pos map[string][2]int, at [2]int, depth int) *node {
	n := &node{line: at[0], col: at[1]}
	if depth > maxDepth {
		n.value = "…"
		return n
	}
	switch v := v.(type) {
	case map[string]any:
		n.kind = mapNode
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		// File order, so that errors and per-path-ignores keep it.
		slices.SortFunc(keys, func(a, b string) int {
			pa, pb := pos[pathKey(append(path, a))], pos[pathKey(append(path, b))]
			return cmp.Or(cmp.Compare(pa[0], pb[0]), cmp.Compare(pa[1], pb[1]), cmp.Compare(a, b))
		})
		for _, k := range keys {
			kp := append(slices.Clip(path), k)
			kpos := pos[pathKey(kp)]
			n.keys = append(n.keys, &node{line: kpos[0], col: kpos[1], value: k, text: k})
			n.values = append(n.values, fromTOML(v[k], kp, pos, kpos, depth+1))
		}
	case []any:
		n.kind = listNode
		for i, item := range v {
			ip := append(slices.Clip(path), "#"+strconv.Itoa(i))
			ipos, ok := pos[pathKey(ip)]
			if !ok {
				ipos = at
			}
			n.items = append(n.items, fromTOML(item, ip, pos, ipos, depth+1))
		}
	case []map[string]any:
		n.kind = listNode
		for i, item := range v {
			ip := append(slices.Clip(path), "#"+strconv.Itoa(i))
			ipos, ok := pos[pathKey(ip)]
			if !ok {
				ipos = at
			}
			n.items = append(n.items, fromTOML(item, ip, pos, ipos, depth+1))
		}
	case string:
		n.value, n.text = v, v
	case int64:
		n.value, n.text = v, strconv.FormatInt(v, 10)
	case float64:
		n.value = v // no text: TOML's 1.20 reads as 1.2, see flink-version
	case bool:
		n.value, n.text = v, strconv.FormatBool(v)
	default: // dates and times
		n.value, n.text = struct{}{}, fmt.Sprint(v)
	}
	return n
}

func pathKey(parts []string) string { return strings.Join(parts, "\x00") }

// tomlPositions maps the dotted path of every key (array items as "#i") to
// the line and column where it is written.
func tomlPositions(data []byte) map[string][2]int {
	pos := map[string][2]int{}
	var p unstable.Parser
	p.Reset(data)
	shape := func(n *unstable.Node) ([2]int, bool) {
		if n == nil || n.Raw.Length == 0 && n.Raw.Offset == 0 {
			return [2]int{}, false
		}
		s := p.Shape(n.Raw)
		return [2]int{s.Start.Line, s.Start.Column}, true
	}
	record := func(path []string, at [2]int) {
		if _, seen := pos[pathKey(path)]; !seen {
			pos[pathKey(path)] = at
		}
	}
	keyOf := func(it unstable.Iterator) (parts []string, at [2]int) {
		for it.Next() {
			if len(parts) == 0 {
				at, _ = shape(it.Node())
			}
			parts = append(parts, string(it.Node().Data))
		}
		return parts, at
	}
	var walkValue func(path []string, v *unstable.Node, at [2]int, depth int)
	walkKeyValue := func(prefix []string, kv *unstable.Node, depth int) {
		parts, at := keyOf(kv.Key())
		for i := range parts {
			record(append(slices.Clip(prefix), parts[:i+1]...), at)
		}
		walkValue(append(slices.Clip(prefix), parts...), kv.Value(), at, depth)
	}
	walkValue = func(path []string, v *unstable.Node, at [2]int, depth int) {
		if v == nil || depth > maxDepth {
			return
		}
		switch v.Kind {
		case unstable.InlineTable:
			it := v.Children()
			for it.Next() {
				walkKeyValue(path, it.Node(), depth+1)
			}
		case unstable.Array:
			it := v.Children()
			for i := 0; it.Next(); i++ {
				ip := append(slices.Clip(path), "#"+strconv.Itoa(i))
				ipos, ok := shape(it.Node())
				if !ok {
					ipos = at
				}
				record(ip, ipos)
				walkValue(ip, it.Node(), ipos, depth+1)
			}
		}
	}
	var table []string
	arrays := map[string]int{}
	for p.NextExpression() {
		e := p.Expression()
		switch e.Kind {
		case unstable.Table:
			parts, at := keyOf(e.Key())
			for i := range parts {
				record(parts[:i+1], at)
			}
			table = parts
		case unstable.ArrayTable:
			parts, at := keyOf(e.Key())
			for i := range parts {
				record(parts[:i+1], at)
			}
			k := pathKey(parts)
			table = append(slices.Clip(parts), "#"+strconv.Itoa(arrays[k]))
			arrays[k]++
			record(table, at)
		case unstable.KeyValue:
			walkKeyValue(table, e, 0)
		}
	}
	return pos
}

// yamlLine finds the line in yaml.v3's "yaml: line 3: ..." messages.
var yamlLine = regexp.MustCompile(`^yaml: line ([0-9]+): `)

func yamlSyntaxError(name string, err error) error {
	msg := err.Error()
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		return &PositionError{File: name, Line: line, Msg: msg[len(m[0]):]}
	}
	return &PositionError{File: name, Msg: strings.TrimPrefix(msg, "yaml: ")}
}
