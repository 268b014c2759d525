// Package editdist measures how far apart two words are, for the
// did-you-mean hints of configuration keys and connector options.
package editdist

// Distance is the optimal-string-alignment distance between a and b
// (Levenshtein plus adjacent transposition: "slect" is one edit from
// "select"), or -1 when it exceeds limit. Strings whose lengths differ by
// more than limit cost nothing to reject, so long junk is cheap.
func Distance(a, b string, limit int) int {
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
