package flink

import "strings"

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
			d = editDistance(nk, nc, maxEdits(nk))
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

// editDistance is the optimal-string-alignment distance (Levenshtein plus
// adjacent transposition), or -1 when it exceeds limit.
func editDistance(a, b string, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return -1
	}
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if rowMin > limit {
			return -1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	if prev[len(b)] > limit {
		return -1
	}
	return prev[len(b)]
}
