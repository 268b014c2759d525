package main

import (
	"os"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/internal/flinkcorpus"
)

// TestRunExportsThePinnedTags: the run script exports the trees the
// extractor reads, one per tag of flinkcorpus.Tags, under the tag's name.
func TestRunExportsThePinnedTags(t *testing.T) {
	b, err := os.ReadFile("run")
	if err != nil {
		t.Fatal(err)
	}
	script := string(b)
	for _, tag := range flinkcorpus.Tags {
		if !strings.Contains(script, tag.Name+":"+tag.Rev) {
			t.Errorf("run does not export %s as %s", tag.Rev, tag.Name)
		}
	}
}
