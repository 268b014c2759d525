package pyparse

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
)

// relevantNaive is the definition Relevant must agree with: any marker
// anywhere in src.
func relevantNaive(src []byte) bool {
	for _, m := range relevantMarkers {
		if bytes.Contains(src, []byte(m)) {
			return true
		}
	}
	return false
}

// TestRelevantAgreesWithNaiveScan checks the anchored scan against one
// bytes.Contains per marker: every marker at the start, middle and end of
// the input, truncated markers, and random mixes of marker pieces.
func TestRelevantAgreesWithNaiveScan(t *testing.T) {
	var inputs []string
	for _, m := range relevantMarkers {
		inputs = append(inputs, m, "x"+m, m+"y", "q"+m+"E", m[1:], m[:len(m)-1], strings.ToUpper(m))
	}
	pieces := []string{"sql", "q", "_", "flink", "py", "k", "Environment", "E", "Table", "Descriptor", "D",
		"Cfn", "C", "Application", "kinesis", "analytics", "aws_", "execute", "explain", "compile_plan", "add_insert",
		"query", "Stream", "Execution", "Settings", " ", "\n", "é"}
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 50000; i++ {
		var b strings.Builder
		for j := r.IntN(10); j >= 0; j-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		inputs = append(inputs, b.String())
	}
	for _, in := range inputs {
		if got, want := Relevant([]byte(in)), relevantNaive([]byte(in)); got != want {
			t.Fatalf("Relevant(%q) = %v, want %v", in, got, want)
		}
	}
}

// BenchmarkRelevantMiss is the common case: an ordinary Python file.
func BenchmarkRelevantMiss(b *testing.B) {
	src := []byte(strings.Repeat("def parse_args(self, key, value=None):\n    return self.options.get(key, value)  # plain Python\n", 2000))
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		if Relevant(src) {
			b.Fatal("relevant")
		}
	}
}
