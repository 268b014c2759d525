package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/want.json")

// TestGenerate reads two releases of a demo connector repository, of the
// operator and of PyFlink's own API and compares the data with
// testdata/want.json byte for byte.
func TestGenerate(t *testing.T) {
	api, err := Generate([]string{
		"apache/flink-connector-demo@v2.0.0=" + filepath.Join("testdata", "new"),
		"apache/flink-connector-demo@v1.0.0=" + filepath.Join("testdata", "old"),
		"apache/flink-kubernetes-operator@release-1.11.0=" + filepath.Join("testdata", "op2"),
		"apache/flink-kubernetes-operator@release-1.10.0=" + filepath.Join("testdata", "op1"),
		"apache/flink@release-2.0.0=" + filepath.Join("testdata", "core_new"),
		"apache/flink@release-1.20.0=" + filepath.Join("testdata", "core_old"),
	})
	if err != nil {
		t.Fatal(err)
	}
	got, err := Render(api)
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join("testdata", "want.json")
	if *update {
		if err := os.WriteFile(want, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(want)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, b) {
		t.Errorf("generated data differs from %s:\n%s", want, got)
	}
}

// TestCommittedDataIsRendered checks that the committed data file is in
// the generator's own form (nothing edited by hand, same field order and
// indentation), as regenerating it would write it.
func TestCommittedDataIsRendered(t *testing.T) {
	path := filepath.Join("..", "..", DefaultOutput)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var api API
	if err := json.Unmarshal(b, &api); err != nil {
		t.Fatal(err)
	}
	got, err := Render(&api)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, b) {
		t.Errorf("%s is not what the generator writes; regenerate it (see main.go)", path)
	}
	if api.Comment != comment || len(api.Removed) == 0 || len(api.Operator) == 0 {
		t.Errorf("%s: comment %q, %d removals, %d operator releases", path, api.Comment, len(api.Removed), len(api.Operator))
	}
}
