package flinkcorpus

import (
	"os"
	"strings"
	"testing"
)

// TestRunExportsThePinnedTags: bench/flinkcorpus/run exports the trees the
// extractor reads, one per tag of Tags, under the tag's name. (The test lives
// here because bench/flinkcorpus is a program built only with a tag, kept out
// of `go install ./...`.)
func TestRunExportsThePinnedTags(t *testing.T) {
	b, err := os.ReadFile("../../bench/flinkcorpus/run")
	if err != nil {
		t.Fatal(err)
	}
	script := string(b)
	for _, tag := range append(append([]Tag(nil), Tags...), CalciteVersions...) {
		if !strings.Contains(script, tag.Name+":"+tag.Rev) {
			t.Errorf("run does not export %s as %s", tag.Rev, tag.Name)
		}
	}
}
