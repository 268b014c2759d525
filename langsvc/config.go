package langsvc

import (
	"bytes"
	"strings"
)

// ConfigCursor is a position in a YAML deployment config (a Kubernetes
// operator resource, a Docker Compose file, Flink's config.yaml or
// flink-conf.yaml), read from the text as written: the key being typed
// parses as no YAML yet.
type ConfigCursor struct {
	// Path are the keys of the mappings around the position, outermost
	// first (spec, flinkConfiguration); a list item adds no key.
	Path []string
	// Key is the key of the line the position is on ("" on a line with
	// no key yet); OnKey says the position is in the key (or where one
	// goes), not in its value.
	Key   string
	OnKey bool
	// Prefix is the text of the key or value before the position, and
	// Start its byte offset in the file: what completion replaces.
	Prefix string
	Start  int
	// Block, when the position is inside a block scalar of Flink
	// properties (FLINK_PROPERTIES: |), is that key: Key and Prefix are
	// then those of the "key: value" line inside it, and Path leads to
	// the block.
	Block string
	// Siblings are the keys already written beside Key in its mapping
	// (or in the block), Key's own line left out.
	Siblings []string
}

// yamlLine is one line of a YAML file, as configAt reads it.
type yamlLine struct {
	start, end int // the line's bytes, without its newline
	indent     int // where its content starts (after "- " of a list item)
	key        string
	colon      int // offset of the ':' after the key, -1 for none
	blank      bool
}

// configAt reads the YAML around off.
func configAt(src []byte, off int) *ConfigCursor {
	lines := yamlLines(src)
	at := lineOf(lines, off)
	if at < 0 {
		return nil
	}
	indent := lines[at].indent
	if lines[at].blank {
		indent = off - lines[at].start
	}
	c := pairAt(src, lines[at], off)
	if block, end := blockAround(src, lines, at, indent); block >= 0 {
		c.Block = lines[block].key
		c.Path = parentPath(lines, block, lines[block].indent)
		c.Siblings = siblings(lines, block+1, indent, at, end)
		return c
	}
	c.Path = parentPath(lines, at, indent)
	first := at
	for first > 0 && (lines[first-1].blank || lines[first-1].indent >= indent) {
		first--
	}
	c.Siblings = siblings(lines, first, indent, at, len(lines))
	return c
}

// yamlLines splits src into lines and reads each one's key.
func yamlLines(src []byte) []yamlLine {
	var out []yamlLine
	for start := 0; start <= len(src); {
		end := bytes.IndexByte(src[start:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += start
		}
		out = append(out, readLine(start, strings.TrimSuffix(string(src[start:end]), "\r")))
		start = end + 1
	}
	return out
}

func readLine(start int, s string) yamlLine {
	l := yamlLine{start: start, end: start + len(s), colon: -1}
	i := 0
	for i < len(s) && (s[i] == ' ' || (s[i] == '-' && i+1 < len(s) && s[i+1] == ' ') || (s[i] == '-' && i+1 == len(s))) {
		i++
	}
	l.indent = i
	body := s[i:]
	if body == "" || body[0] == '#' {
		l.blank = true
		return l
	}
	if c := keyColon(body); c >= 0 {
		l.colon = start + i + c
		l.key = strings.Trim(body[:c], `"'`)
	}
	return l
}

// keyColon is the index of the ':' that ends a mapping key at the start
// of s (followed by a space or the line's end), -1 for none.
func keyColon(s string) int {
	q := byte(0)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case q != 0:
			if c == q {
				q = 0
			}
		case c == '"' || c == '\'':
			if i == 0 {
				q = c
			}
		case c == ':' && (i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\t'):
			return i
		case c == '#' && i > 0 && s[i-1] == ' ':
			return -1
		}
	}
	return -1
}

func lineOf(lines []yamlLine, off int) int {
	for i, l := range lines {
		if l.start <= off && off <= l.end {
			return i
		}
	}
	return -1
}

// pairAt reads the key or value of line l at off.
func pairAt(src []byte, l yamlLine, off int) *ConfigCursor {
	c := &ConfigCursor{Key: l.key}
	keyStart := l.start + l.indent
	if l.blank || l.colon < 0 || off <= l.colon {
		c.OnKey = true
		c.Start = keyStart
		if l.blank {
			c.Start, c.Key = off, ""
		}
		if off < c.Start {
			return c
		}
		c.Prefix = strings.TrimLeft(string(src[c.Start:off]), `"'`)
		if c.Key == "" {
			c.Key = c.Prefix
		}
		return c
	}
	v := l.colon + 1
	for v < off && (src[v] == ' ' || src[v] == '\t') {
		v++
	}
	c.Start = v
	c.Prefix = strings.TrimLeft(string(src[v:off]), `"'`)
	return c
}

// blockAround finds the block scalar (KEY: | or KEY: >) that holds a
// line indented by indent just below line at: the index of its key's line
// and of the line after the block, or -1, 0.
func blockAround(src []byte, lines []yamlLine, at, indent int) (int, int) {
	for i := at - 1; i >= 0; i-- {
		l := lines[i]
		if l.blank || l.indent >= indent {
			continue
		}
		if l.colon < 0 || !isBlockIndicator(string(src[l.colon+1:l.end])) {
			return -1, 0
		}
		end := i + 1
		for end < len(lines) && (lines[end].blank || lines[end].indent > l.indent) {
			end++
		}
		return i, end
	}
	return -1, 0
}

func isBlockIndicator(s string) bool {
	s = strings.TrimSpace(s)
	return s != "" && (s[0] == '|' || s[0] == '>') && len(s) <= 3
}

// parentPath are the keys of the lines above line at with less indent
// than indent, outermost first.
func parentPath(lines []yamlLine, at, indent int) []string {
	var path []string
	for i := at - 1; i >= 0 && indent > 0; i-- {
		l := lines[i]
		if l.blank || l.indent >= indent {
			continue
		}
		if l.colon >= 0 {
			path = append(path, l.key)
		}
		indent = l.indent
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}

// siblings are the keys of lines[from:to] at indent, line skip left out.
func siblings(lines []yamlLine, from, indent, skip, to int) []string {
	var out []string
	for i := from; i < to && i < len(lines); i++ {
		l := lines[i]
		if l.blank {
			continue
		}
		if l.indent < indent {
			break
		}
		if i != skip && l.indent == indent && l.colon >= 0 {
			out = append(out, l.key)
		}
	}
	return out
}
