package linter

import (
	"bytes"
	"fmt"
	"strings"
)

// diffContext is the number of unchanged lines around a change, as diff -u.
const diffContext = 3

// maxDiffCells bounds the line-by-line comparison; past it the differing
// middle of the file is shown as one replaced block.
const maxDiffCells = 4 << 20

// UnifiedDiff returns the changes from old to new as a unified diff with
// "a/path" and "b/path" headers, as git diff writes them; "" when equal.
func UnifiedDiff(path string, old, new []byte) string {
	if bytes.Equal(old, new) {
		return ""
	}
	a, b := splitLines(old), splitLines(new)
	ops := diffLines(a, b)
	var out strings.Builder
	fmt.Fprintf(&out, "--- a/%s\n+++ b/%s\n", path, path)
	// Group the ops into hunks: runs of changes separated by more than
	// 2*diffContext equal lines.
	for i := 0; i < len(ops); {
		if ops[i].kind == ' ' {
			i++
			continue
		}
		start := max(i-diffContext, 0)
		end := i
		for end < len(ops) {
			if ops[end].kind != ' ' {
				end++
				continue
			}
			run := end
			for run < len(ops) && ops[run].kind == ' ' {
				run++
			}
			if run == len(ops) || run-end > 2*diffContext {
				end = min(end+diffContext, len(ops))
				break
			}
			end = run
		}
		writeHunk(&out, ops[start:end])
		i = end
	}
	return out.String()
}

type diffOp struct {
	kind         byte // ' ', '-', '+'
	line         string
	aLine, bLine int // 1-based line numbers before the op in a and b
}

func writeHunk(out *strings.Builder, ops []diffOp) {
	aStart, bStart := ops[0].aLine, ops[0].bLine
	aCount, bCount := 0, 0
	for _, op := range ops {
		if op.kind != '+' {
			aCount++
		}
		if op.kind != '-' {
			bCount++
		}
	}
	if aCount == 0 {
		aStart-- // diff -u names the line before an insertion
	}
	if bCount == 0 {
		bStart--
	}
	fmt.Fprintf(out, "@@ -%d,%d +%d,%d @@\n", aStart, aCount, bStart, bCount)
	for _, op := range ops {
		out.WriteByte(op.kind)
		out.WriteString(op.line)
		if !strings.HasSuffix(op.line, "\n") {
			out.WriteString("\n\\ No newline at end of file\n")
		}
	}
}

func splitLines(b []byte) []string {
	var lines []string
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			lines = append(lines, string(b))
			break
		}
		lines = append(lines, string(b[:i+1]))
		b = b[i+1:]
	}
	return lines
}

// diffLines is a longest-common-subsequence line diff of the part between
// the common prefix and suffix.
func diffLines(a, b []string) []diffOp {
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	var ops []diffOp
	ai, bi := 0, 0
	emit := func(kind byte, line string) {
		ops = append(ops, diffOp{kind: kind, line: line, aLine: ai + 1, bLine: bi + 1})
		if kind != '+' {
			ai++
		}
		if kind != '-' {
			bi++
		}
	}
	for _, l := range a[:pre] {
		emit(' ', l)
	}
	ma, mb := a[pre:len(a)-suf], b[pre:len(b)-suf]
	if len(ma)*len(mb) > maxDiffCells {
		for _, l := range ma {
			emit('-', l)
		}
		for _, l := range mb {
			emit('+', l)
		}
	} else {
		// lcs[i][j] is the LCS length of ma[i:] and mb[j:].
		w := len(mb) + 1
		lcs := make([]int, (len(ma)+1)*w)
		for i := len(ma) - 1; i >= 0; i-- {
			for j := len(mb) - 1; j >= 0; j-- {
				if ma[i] == mb[j] {
					lcs[i*w+j] = lcs[(i+1)*w+j+1] + 1
				} else {
					lcs[i*w+j] = max(lcs[(i+1)*w+j], lcs[i*w+j+1])
				}
			}
		}
		i, j := 0, 0
		for i < len(ma) || j < len(mb) {
			switch {
			case i < len(ma) && j < len(mb) && ma[i] == mb[j]:
				emit(' ', ma[i])
				i, j = i+1, j+1
			case i < len(ma) && (j == len(mb) || lcs[(i+1)*w+j] >= lcs[i*w+j+1]):
				emit('-', ma[i])
				i++
			default:
				emit('+', mb[j])
				j++
			}
		}
	}
	for _, l := range a[len(a)-suf:] {
		emit(' ', l)
	}
	return ops
}
