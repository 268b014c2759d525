//go:build cgo

package main

import (
	"regexp"
	"strings"
)

// ANSI styles for the terminal rendering of a doc page.
const (
	ansiBold  = "\x1b[1m"
	ansiCode  = "\x1b[36m"
	ansiReset = "\x1b[0m"
)

var (
	htmlTag      = regexp.MustCompile(`</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?>`)
	markdownLink = regexp.MustCompile(`\[([^\]]+)\]\(([^)\s]+)\)`)
	strongText   = regexp.MustCompile(`\*\*([^*]+)\*\*`)
)

// renderMarkdown turns a rule's doc page into text for a terminal: headings
// underlined, code blocks indented without their fences, links as
// "text <url>", no backticks or HTML. With color, headings are bold and code
// is cyan.
func renderMarkdown(md string, color bool) string {
	var out strings.Builder
	style := func(s, on string) string {
		if !color || s == "" {
			return s
		}
		return on + s + ansiReset
	}
	inFence := false
	for _, line := range strings.Split(strings.TrimRight(md, "\n"), "\n") {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~") {
			inFence = !inFence
			continue
		}
		if inFence {
			out.WriteString("    " + style(line, ansiCode) + "\n")
			continue
		}
		if level, title, ok := heading(line); ok {
			title = renderInline(title, false)
			out.WriteString(style(title, ansiBold) + "\n")
			under := "-"
			if level == 1 {
				under = "="
			}
			out.WriteString(strings.Repeat(under, len([]rune(title))) + "\n")
			continue
		}
		out.WriteString(renderInline(line, color) + "\n")
	}
	return out.String()
}

// heading parses an ATX heading: "## Title".
func heading(line string) (level int, title string, ok bool) {
	n := 0
	for n < len(line) && line[n] == '#' {
		n++
	}
	if n == 0 || n > 6 || n >= len(line) || line[n] != ' ' {
		return 0, "", false
	}
	return n, strings.TrimSpace(line[n:]), true
}

// renderInline renders the spans of one line: code spans keep their text
// verbatim; elsewhere HTML tags go, links become "text <url>" and **strong**
// loses its stars.
func renderInline(line string, color bool) string {
	parts := strings.Split(line, "`")
	if len(parts)%2 == 0 { // an unpaired backtick: leave it
		parts = []string{line}
	}
	var out strings.Builder
	for i, p := range parts {
		if i%2 == 1 {
			if color {
				out.WriteString(ansiCode + p + ansiReset)
			} else {
				out.WriteString(p)
			}
			continue
		}
		p = htmlTag.ReplaceAllString(p, "")
		p = markdownLink.ReplaceAllString(p, "$1 <$2>")
		if color {
			p = strongText.ReplaceAllString(p, ansiBold+"$1"+ansiReset)
		} else {
			p = strongText.ReplaceAllString(p, "$1")
		}
		out.WriteString(p)
	}
	return out.String()
}
