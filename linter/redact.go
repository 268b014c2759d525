package linter

import (
	"bytes"
	"regexp"
	"strings"
	"sync"
	"unicode/utf8"

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
	if !mayHoldSecret(s) {
		return s
	}
	return redactPairs(s)
}

// redactPairs is redactSnippet without the fast answer.
func redactPairs(s string) string {
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

// secretWords are what every key or value that flink.IsSecret or
// secretMarkerIn call secret holds once lowered and stripped of '-', '_'
// and '.' (a key's last segment is compared so, and basic.auth.user.info
// is the one secret key without such a word). A URL's credentials are the
// other case, and need an '@'.
var secretWords = []string{"pass", "pwd", "secret", "token", "apikey", "privatekey", "userinfo"}

var dropKeySeparators = strings.NewReplacer("-", "", "_", "", ".", "")

// mayHoldSecret is redactSnippet's fast answer for the many snippets
// that cannot hold a credential: the regular expression is slow enough per
// snippet to show in a run's profile. FuzzRedactSnippet checks that
// a snippet it clears is one redactSnippet leaves as it is.
func mayHoldSecret(s string) bool {
	if strings.IndexByte(s, '@') >= 0 {
		return true
	}
	var buf [maxSnippet]byte
	n, ok := lowerASCIIWithoutSeparators(buf[:0], s)
	if !ok {
		n = []byte(dropKeySeparators.Replace(strings.ToLower(s)))
	}
	for _, w := range secretWords {
		if bytes.Contains(n, []byte(w)) {
			return true
		}
	}
	return false
}

// lowerASCIIWithoutSeparators appends s lowered and stripped of '-', '_'
// and '.' to b, which it does not grow (a snippet is lowered without
// allocating): ok is false when s is not ASCII (strings.ToLower lowers
// some other letters to ASCII ones) or does not fit.
func lowerASCIIWithoutSeparators(b []byte, s string) ([]byte, bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= utf8.RuneSelf || len(b) == cap(b):
			return nil, false
		case c == '-' || c == '_' || c == '.':
			continue
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return b, true
}
