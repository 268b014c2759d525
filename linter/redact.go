package linter

import (
	"regexp"

	"github.com/flinklint/flinklint/flink"
)

// optionPair matches a quoted key = quoted value pair as SQL options, SET
// statements and Python descriptor calls write them.
var optionPair = regexp.MustCompile(`(['"])([^'"\n]{1,200})(['"])(\s*[=:,]\s*)(['"])([^'"\n]*)(['"])`)

// redactSnippet hides the values of secret options (passwords, keys,
// tokens) in a snippet, so no output format ever prints them.
func redactSnippet(s string) string {
	return optionPair.ReplaceAllStringFunc(s, func(m string) string {
		g := optionPair.FindStringSubmatch(m)
		if !flink.IsSecret(g[2], g[6]) {
			return m
		}
		return g[1] + g[2] + g[3] + g[4] + g[5] + flink.Redact(g[6]) + g[7]
	})
}
