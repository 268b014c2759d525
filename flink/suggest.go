package flink

import (
	"strings"

	"github.com/flinklint/flinklint/internal/editdist"
)

// Suggest returns the candidate key closest to key, for a did-you-mean hint.
// Keys are first compared after normalising case and '_' to '-'
// ("sink.rolling-policy.file_size" -> "sink.rolling-policy.file-size"); then by
// edit distance, accepting at most 1 edit for short keys, 2 for keys of 8+
// characters and 3 for keys of 16+. Ties go to the lexicographically smaller
// candidate, so the answer is deterministic.
func Suggest(key string, candidates []string) (string, bool) {
	nk := normaliseKey(key)
	if nk == "" {
		return "", false
	}
	best, bestDist := "", -1
	for _, c := range candidates {
		if c == key {
			continue
		}
		nc := normaliseKey(c)
		var d int
		if nc == nk {
			d = 0
		} else {
			d = editdist.Distance(nk, nc, maxEdits(nk))
			if d < 0 {
				continue
			}
		}
		if bestDist < 0 || d < bestDist || d == bestDist && c < best {
			best, bestDist = c, d
		}
	}
	return best, bestDist >= 0
}

func maxEdits(s string) int {
	switch {
	case len(s) >= 16:
		return 3
	case len(s) >= 8:
		return 2
	}
	return 1
}

func normaliseKey(s string) string {
	return strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), "_", "-")
}
