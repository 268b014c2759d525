package deploy

import (
	"bytes"
	"sort"
)

// CIScript is a CI pipeline definition in YAML whose shell steps run the
// Flink client: GitHub Actions (a workflow's or a composite action's
// `steps: - run:`), GitLab CI (`script:`, `before_script:`,
// `after_script:`, a string or a list), CircleCI (`- run: ...`,
// `run: {command: ...}`), Azure Pipelines (`- script:`, `- bash:`),
// Bitbucket Pipelines and Travis CI (`script:` lists). Its bare `flink run
// [-c Class] x.jar` lines are flink-run deployments, read as those of a
// shell script are (flinkRunDeployment).
const CIScript Kind = "ci-script"

// ciShellKeys are the (normalised) keys whose value is shell source in
// the CI formats above. A `run:` map is CircleCI's, its command under
// `command`.
var ciShellKeys = map[string]bool{"run": true, "script": true, "beforescript": true, "afterscript": true, "bash": true}

// maxCIDepth bounds the walk of a CI file's tree: the deepest shell step
// of the formats above (Azure's stages: - jobs: - steps: - script) is 7
// levels down.
const maxCIDepth = 12

func ciScriptPrefilter(_ string, src []byte) bool {
	return bytes.Contains(src, []byte("flink run"))
}

// readCIScript reads the shell steps of a CI file (CIScript) for the
// `flink run` commands that submit a jar. Only a step's literal text is
// read: a command or jar written with an expression (`${{ env.JAR }}`,
// `$JAR`) names nothing. A file that is no YAML, or holds no such step,
// gives nothing: it is evidence only, never reported.
func readCIScript(filePath string, src []byte, res *Result) {
	docs, _ := parseDocs(src)
	var steps []*node
	for _, d := range docs {
		steps = ciShellSteps(d, 0, steps)
	}
	sort.SliceStable(steps, func(i, j int) bool { return steps[i].span.Start < steps[j].span.Start })
	for _, n := range steps {
		s, ok := scalarScript(src, n)
		if !ok {
			continue
		}
		text := maskExpressions([]byte(s.Text))
		for _, line := range shellLines(text) {
			for _, cmd := range line.commands {
				mapped := make([]shellWord, len(cmd))
				for i, w := range cmd {
					mapped[i] = shellWord{text: w.text, span: Span{s.fileOffset(w.span.Start, false), s.fileOffset(w.span.End, true)}}
				}
				if len(mapped) == 0 {
					continue
				}
				fileLine := shellLine{line: 1 + bytes.Count(src[:mapped[0].span.Start], []byte("\n"))}
				if d := flinkRunDeployment(filePath, fileLine, mapped); d != nil {
					res.Deployments = append(res.Deployments, d)
				}
			}
		}
	}
}

// maskExpressions makes each `${{ ... }}` expression of GitHub Actions
// (and `{{ ... }}` templating) one shell word holding a '$', which names
// nothing: its blanks become '_', so the text keeps its length and its
// offsets.
func maskExpressions(text []byte) []byte {
	for i := 0; i+1 < len(text); i++ {
		if text[i] != '{' || text[i+1] != '{' {
			continue
		}
		end := bytes.Index(text[i:], []byte("}}"))
		if end < 0 {
			break
		}
		if i == 0 || text[i-1] != '$' {
			text[i] = '$' // {{ x }}: a template's value, no shell word
		}
		for j := i; j < i+end; j++ {
			if text[j] == ' ' || text[j] == '\t' {
				text[j] = '_'
			}
		}
		i += end + 1
	}
	return text
}

// ciShellSteps appends the scalars (and list items) of n's tree that are
// values of a shell key.
func ciShellSteps(n *node, depth int, out []*node) []*node {
	if n == nil || depth > maxCIDepth {
		return out
	}
	switch n.kind {
	case mapNode:
		for i, k := range n.keys {
			v := n.vals[i]
			if ciShellKeys[k.norm] {
				out = ciShellValue(v, k.norm == "run", out)
				continue
			}
			out = ciShellSteps(v, depth+1, out)
		}
	case listNode:
		for _, it := range n.items {
			out = ciShellSteps(it, depth+1, out)
		}
	}
	return out
}

// ciShellValue appends the shell source a shell key's value holds: a
// scalar, a list of them (GitLab's nested lists included), or CircleCI's
// `run: {command: ...}`.
func ciShellValue(v *node, run bool, out []*node) []*node {
	switch {
	case v == nil:
	case v.kind == scalarNode:
		if _, ok := v.text(); ok {
			out = append(out, v)
		}
	case v.kind == listNode:
		for _, it := range v.items {
			if it != nil && it.kind != mapNode {
				out = ciShellValue(it, false, out)
			}
		}
	case v.kind == mapNode && run:
		out = ciShellValue(v.get("command").value, false, out)
	}
	return out
}

// fileOffset maps an offset of s.Text to the file: byte by byte inside a
// verbatim segment, else to the start (or, for an end, the end) of the
// segment's bytes.
func (s Script) fileOffset(off int, end bool) int {
	for _, g := range s.Segments {
		switch {
		case off < g.SQLStart || off > g.SQLEnd:
			continue
		case off == g.SQLEnd && !end && g.SQLEnd > g.SQLStart:
			continue // the start of the next segment
		case g.Verbatim:
			return g.FileStart + off - g.SQLStart
		case end:
			return g.FileEnd
		}
		return g.FileStart
	}
	if end {
		return s.Span.End
	}
	return s.Span.Start
}
