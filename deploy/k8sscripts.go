package deploy

import (
	"bytes"
	"strings"
)

// Flink SQL kept in Kubernetes manifests: a ConfigMap whose data holds
// `job.sql: |` scripts, mounted into a FlinkDeployment whose SQL-runner
// args name the mounted path, and SQL statements given inline in a job's
// args. The scripts keep a byte map to the manifest, so findings point at
// the characters of the YAML block.

// configMapScripts reads the .sql data entries of a ConfigMap document.
func configMapScripts(src []byte, doc *node) []Script {
	meta := doc.get("metadata").value
	name, _ := meta.get("name").value.text()
	ns, _ := meta.get("namespace").value.text()
	data := doc.get("data").value
	if name == "" || data == nil || data.kind != mapNode {
		return nil
	}
	var out []Script
	for i, k := range data.keys {
		if !strings.HasSuffix(strings.ToLower(k.name), ".sql") {
			continue
		}
		s, ok := scalarScript(src, data.vals[i])
		if !ok {
			continue
		}
		s.ConfigMap, s.Namespace, s.Key = name, ns, k.name
		out = append(out, s)
	}
	return out
}

// argsScripts reads the job args that are SQL statements themselves (a
// runner given its statements inline, not a script path).
func argsScripts(src []byte, args *node, d *Deployment) []Script {
	if args == nil || args.kind != listNode {
		return nil
	}
	var out []Script
	for _, it := range args.items {
		t, ok := it.text()
		if !ok || !looksLikeSQLStatements(t) {
			continue
		}
		if s, ok := scalarScript(src, it); ok {
			s.Deployment = d
			out = append(out, s)
		}
	}
	return out
}

// looksLikeSQLStatements reports whether an argument is Flink SQL: it
// starts with a statement keyword and holds more than one word.
func looksLikeSQLStatements(t string) bool {
	f := strings.Fields(t)
	if len(f) < 3 {
		return false
	}
	switch strings.ToUpper(f[0]) {
	case "CREATE", "INSERT", "SET", "EXECUTE", "BEGIN", "USE":
		return true
	}
	return false
}

// scalarScript maps a YAML scalar's value to its bytes in the file: a
// literal block (`|`) line by line under its indentation, a plain or quoted
// scalar written without escapes byte by byte. A value whose bytes cannot
// be matched (folded blocks, escapes) maps as a whole to where it is written.
func scalarScript(src []byte, n *node) (Script, bool) {
	text, ok := n.text()
	if !ok || n.span.End > len(src) || n.span.Start >= n.span.End {
		return Script{}, false
	}
	s := Script{Text: text, Span: n.span}
	raw := src[n.span.Start:n.span.End]
	if segs, ok := literalBlockSegments(raw, n.span.Start, text); ok {
		s.Segments = segs
		return s, true
	}
	inner, at := raw, n.span.Start
	if len(raw) >= 2 && (raw[0] == '"' || raw[0] == '\'') && raw[len(raw)-1] == raw[0] {
		inner, at = raw[1:len(raw)-1], at+1
	}
	if segs, ok := alignFlowScalar(inner, at, text, raw[0]); ok {
		s.Segments = segs
		return s, true
	}
	s.Segments = []ScriptSegment{{SQLStart: 0, SQLEnd: len(text), FileStart: n.span.Start, FileEnd: n.span.End}}
	return s, true
}

// literalBlockSegments maps a `|` block scalar (raw, starting at offset
// base) to its decoded text: each line of text is a source line without
// the block's indentation. ok is false when a line does not match.
func literalBlockSegments(raw []byte, base int, text string) ([]ScriptSegment, bool) {
	if len(raw) == 0 || raw[0] != '|' {
		return nil, false
	}
	nl := bytes.IndexByte(raw, '\n')
	if nl < 0 {
		return nil, false
	}
	off := nl + 1
	lines := strings.SplitAfter(text, "\n")
	indent := -1
	var segs []ScriptSegment
	sqlOff := 0
	for _, want := range lines {
		if want == "" {
			continue
		}
		body := strings.TrimSuffix(want, "\n")
		end := bytes.IndexByte(raw[off:], '\n')
		lineEnd := len(raw)
		if end >= 0 {
			lineEnd = off + end
		}
		line := strings.TrimRight(string(raw[off:lineEnd]), "\r")
		if indent < 0 && strings.TrimSpace(line) != "" {
			indent = len(line) - len(strings.TrimLeft(line, " "))
		}
		switch {
		case body == "":
			if strings.TrimSpace(line) != "" {
				return nil, false
			}
		case indent < 0 || len(line) < indent || line[indent:] != body:
			return nil, false
		default:
			segs = append(segs, ScriptSegment{SQLStart: sqlOff, SQLEnd: sqlOff + len(body),
				FileStart: base + off + indent, FileEnd: base + off + indent + len(body), Verbatim: true})
		}
		sqlOff += len(body)
		if strings.HasSuffix(want, "\n") {
			// The line break: mapped to the source's break.
			segs = append(segs, ScriptSegment{SQLStart: sqlOff, SQLEnd: sqlOff + 1, FileStart: base + lineEnd, FileEnd: base + min(lineEnd+1, len(raw))})
			sqlOff++
		}
		if end < 0 {
			off = len(raw)
		} else {
			off = lineEnd + 1
		}
	}
	if sqlOff != len(text) {
		return nil, false
	}
	return segs, true
}

// configMapMounts reads the ConfigMap volumes of a FlinkDeployment's pod
// templates (spec.podTemplate, spec.jobManager.podTemplate) that a
// container mounts.
func configMapMounts(spec *node) []ConfigMapMount {
	var out []ConfigMapMount
	for _, pt := range []*node{spec.get("podtemplate").value, spec.get("jobmanager").value.get("podtemplate").value} {
		out = append(out, podConfigMapMounts(pt.get("spec").value)...)
	}
	return out
}

// podConfigMapMounts reads the ConfigMap volumes of a pod spec that a
// container mounts.
func podConfigMapMounts(pod *node) []ConfigMapMount {
	if pod == nil {
		return nil
	}
	var out []ConfigMapMount
	mountPaths := map[string][]string{} // volume name -> mount paths
	for _, c := range pod.get("containers").value.list() {
		for _, vm := range c.get("volumemounts").value.list() {
			name, _ := vm.get("name").value.text()
			mp, _ := vm.get("mountpath").value.text()
			if name != "" && mp != "" {
				mountPaths[name] = append(mountPaths[name], mp)
			}
		}
	}
	for _, v := range pod.get("volumes").value.list() {
		name, _ := v.get("name").value.text()
		cm := v.get("configmap").value
		cmName, _ := cm.get("name").value.text()
		if name == "" || cmName == "" {
			continue
		}
		items := map[string]string{}
		for _, it := range cm.get("items").value.list() {
			k, _ := it.get("key").value.text()
			p, _ := it.get("path").value.text()
			if k != "" && p != "" {
				items[k] = p
			}
		}
		for _, mp := range mountPaths[name] {
			out = append(out, ConfigMapMount{ConfigMap: cmName, MountPath: mp, Items: items})
		}
	}
	return out
}

// alignFlowScalar maps the decoded text of a plain or quoted scalar to its
// bytes inner (starting at offset at): runs written as they read map byte
// by byte; a folded line break with the indentation around it maps to the
// space it reads as, an escape (\" in double quotes, ” in single quotes)
// to the character it stands for. ok is false when the two cannot be
// aligned.
func alignFlowScalar(inner []byte, at int, text string, quote byte) ([]ScriptSegment, bool) {
	var segs []ScriptSegment
	add := func(s0, s1, f0, f1 int, verbatim bool) {
		if n := len(segs); verbatim && n > 0 && segs[n-1].Verbatim && segs[n-1].SQLEnd == s0 && segs[n-1].FileEnd == f0 {
			segs[n-1].SQLEnd, segs[n-1].FileEnd = s1, f1
			return
		}
		segs = append(segs, ScriptSegment{SQLStart: s0, SQLEnd: s1, FileStart: f0, FileEnd: f1, Verbatim: verbatim})
	}
	i, j := 0, 0
	for j < len(text) {
		if i >= len(inner) {
			return nil, false
		}
		c := inner[i]
		switch {
		case c == '\\' && quote == '"' && i+1 < len(inner) && inner[i+1] != '\n' && inner[i+1] != '\r':
			// One escape reads as one character (\" \\ \n \t ...; \x, \u
			// forms are not expected in SQL and fail the alignment).
			switch inner[i+1] {
			case '"', '\\', '/', 'n', 't', 'r', ' ':
			default:
				return nil, false
			}
			add(j, j+1, at+i, at+i+2, false)
			i, j = i+2, j+1
		case c == '\'' && quote == '\'' && i+1 < len(inner) && inner[i+1] == '\'':
			add(j, j+1, at+i, at+i+2, false)
			i, j = i+2, j+1
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			k, breaks := i, 0
			for k < len(inner) && (inner[k] == ' ' || inner[k] == '\t' || inner[k] == '\n' || inner[k] == '\r') {
				if inner[k] == '\n' {
					breaks++
				}
				k++
			}
			if breaks == 0 {
				if c != text[j] {
					return nil, false
				}
				add(j, j+1, at+i, at+i+1, true)
				i, j = i+1, j+1
				continue
			}
			// A line break folds, with the blanks around it, into one
			// space; n breaks read as n-1 line breaks.
			want := " "
			if breaks > 1 {
				want = strings.Repeat("\n", breaks-1)
			}
			if !strings.HasPrefix(text[j:], want) {
				return nil, false
			}
			add(j, j+len(want), at+i, at+k, false)
			i, j = k, j+len(want)
		case c == text[j]:
			add(j, j+1, at+i, at+i+1, true)
			i, j = i+1, j+1
		default:
			return nil, false
		}
	}
	return segs, true
}
