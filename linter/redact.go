package linter

import (
	"regexp"
	"strings"
	"sync"

	"github.com/flinklint/flinklint/flink"
)

// optionPair matches a quoted key = quoted value pair as SQL options, SET
// statements and Python descriptor calls write them. A single-quoted value
// may hold double quotes and doubled single quotes (SQL), a double-quoted
// one single quotes and backslash escapes (Python, JSON): a JAAS config
// value holds password="..." inside its quotes. It is compiled on first use:
// its bounded repetitions make it costly to build, and a clean run never
// needs it.
var optionPair = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`('[^'\n]{1,200}'|"[^"\n]{1,200}")(\s*[=:,]\s*)('(?:[^'\n]|'')*'|"(?:[^"\\\n]|\\.)*")`)
})

// redactSnippet hides the values of secret options (passwords, keys,
// tokens) in a snippet, so no output format ever prints them.
func redactSnippet(s string) string {
	re := optionPair()
	return re.ReplaceAllStringFunc(s, func(m string) string {
		g := re.FindStringSubmatch(m)
		key, value := g[1][1:len(g[1])-1], g[3][1:len(g[3])-1]
		if !flink.IsSecret(key, value) && !secretMarkerIn(value) {
			return m
		}
		q := g[3][:1]
		return g[1] + g[2] + q + flink.Redact(value) + q
	})
}

// secretMarkerIn reports a credential written inside a longer value
// (password="...", secret=...), whatever the key.
func secretMarkerIn(value string) bool {
	v := strings.ToLower(value)
	for _, m := range []string{"password=", "password =", "secret=", "token=", "pwd="} {
		if strings.Contains(v, m) {
			return true
		}
	}
	return false
}
