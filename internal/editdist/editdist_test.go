package editdist

import "testing"

func TestDistance(t *testing.T) {
	tests := []struct {
		a, b  string
		limit int
		want  int
	}{
		{"select", "select", 2, 0},
		{"selct", "select", 2, 1},   // deletion
		{"slect", "select", 2, 1},   // deletion
		{"sleect", "select", 2, 1},  // adjacent transposition, one edit
		{"warnin", "warning", 3, 1}, // insertion
		{"jbos", "jobs", 1, 1},      // transposition
		{"kafak", "kafka", 1, 1},    // transposition at the end
		{"abc", "xyz", 3, 3},        // substitutions
		{"abc", "xyz", 2, -1},       // over the limit
		{"a", "abcdefgh", 3, -1},    // lengths too far apart
		{"", "ab", 2, 2},            // empty
		{"filesystem", "filesytem", 1, 1},
	}
	for _, tt := range tests {
		if got := Distance(tt.a, tt.b, tt.limit); got != tt.want {
			t.Errorf("Distance(%q, %q, %d) = %d, want %d", tt.a, tt.b, tt.limit, got, tt.want)
		}
	}
}
