package deploy

import (
	"bytes"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

// The registry's contract, checked for every entry: a reader has testdata
// it reads, its prefilter never skips such a file, detection and reading
// never panic on nasty input, and FuzzReaders fuzzes it.

// readerTestdata reads every file under testdata/ (but the nasty inputs
// and the fuzz corpus) and returns, per reader kind, the files that reader
// found its format in.
func readerTestdata(t *testing.T) map[Kind][]string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join("testdata", "*", "*"))
	if err != nil {
		t.Fatal(err)
	}
	read := map[Kind][]string{}
	for _, name := range names {
		switch filepath.Base(filepath.Dir(name)) {
		case "nasty", "fuzz":
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.ToSlash(name)
		if res := Read(p, src); res.holdsConfig() {
			read[res.Kind] = append(read[res.Kind], p)
		}
	}
	return read
}

func TestEveryReaderHasTestdata(t *testing.T) {
	read := readerTestdata(t)
	seen := map[Kind]bool{}
	for _, r := range Readers() {
		if seen[r.Kind] {
			t.Errorf("%s: registered twice", r.Kind)
		}
		seen[r.Kind] = true
		if len(r.Names) == 0 || r.Read == nil {
			t.Errorf("%s: a reader needs Names and Read", r.Kind)
		}
		if len(read[r.Kind]) == 0 {
			t.Errorf("%s: no file under testdata/ holds this format (add testdata/<dir>/ with want comments)", r.Kind)
		}
	}
}

// TestPrefilterOnlySkips checks the prefilters against the testdata: a file
// a reader reads passes that reader's prefilter, and Detect offers it.
func TestPrefilterOnlySkips(t *testing.T) {
	for kind, files := range readerTestdata(t) {
		for _, p := range files {
			src, _ := os.ReadFile(filepath.FromSlash(p))
			var offered []Kind
			for _, r := range candidates(p, src) {
				offered = append(offered, r.Kind)
			}
			found := false
			for _, k := range offered {
				found = found || k == kind
			}
			if !found {
				t.Errorf("%s: read as %s, but the prefilters offer it only to %v", p, kind, offered)
			}
			if Detect(p, src) == "" {
				t.Errorf("%s: Detect skips a file %s reads", p, kind)
			}
			if m := Prefilter(p, src); m.Kind() != Detect(p, src) || ReadMatched(p, src, m).Kind != kind {
				t.Errorf("%s: Prefilter says %s and ReadMatched reads %s, Detect says %s and Read reads %s",
					p, m.Kind(), ReadMatched(p, src, m).Kind, Detect(p, src), kind)
			}
		}
	}
}

// TestPrefilterSkips pins what the prefilters skip: files of a matching
// name that cannot be of any format, and names no reader reads.
func TestPrefilterSkips(t *testing.T) {
	for _, tt := range []struct{ path, src string }{
		{"main.py", "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\n"},
		{"types.d.ts", "import * as kinesisanalytics from 'aws-cdk-lib/aws-kinesisanalytics';"},
		{"lib/stack.ts", "export class S {}"},
		{"main.tf", "resource \"aws_s3_bucket\" \"b\" {}"},
		{"k8s/app.yaml", "apiVersion: apps/v1\nkind: Deployment\n"},
		{"config.yaml", "server:\n  port: 80\n"},
		{"package.json", "{\"name\": \"x\"}"},
		{"README.md", "scheduler-mode: reactive"},
	} {
		if k := Detect(tt.path, []byte(tt.src)); k != "" {
			t.Errorf("Detect(%s) = %s, want skipped", tt.path, k)
		}
	}
}

// nastyInputs are inputs every prefilter and reader must survive.
func nastyInputs(t *testing.T) [][]byte {
	out := [][]byte{
		nil, {}, {0}, []byte("\ufeff"), []byte("\xff\xfe\x00k"), []byte("\x80\x81\x82"),
		bytes.Repeat([]byte("["), 100000), bytes.Repeat([]byte("{"), 100000),
		bytes.Repeat([]byte("- "), 50000), bytes.Repeat([]byte("a: &a [*a]\n"), 100),
		[]byte(strings.Repeat("x", 1<<20)),
		[]byte("Resources: {A: {Type: AWS::KinesisAnalyticsV2::Application, Properties: [[[\n"),
		[]byte("apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nspec: !!binary AAAA\n"),
		[]byte("resource \"aws_kinesisanalyticsv2_application\" \"a\" { ${ \n"),
		[]byte("new kinesisanalytics.CfnApplication(this, 'A', {{{{ "),
		[]byte("[{\"PropertyGroupId\": \"\\ud800\", \"PropertyMap\": {\"a\": 1e99999}}]"),
		[]byte("{\"ApplicationDetail\": {\"ApplicationConfigurationDescription\": null}}"),
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "nasty", "*"))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// samplePath is a file name the reader's first pattern matches.
func samplePath(r Reader) string {
	return "dir/" + strings.ReplaceAll(r.Names[0], "*", "x")
}

func TestDetectionNeverPanics(t *testing.T) {
	for _, r := range Readers() {
		for i, src := range nastyInputs(t) {
			p := samplePath(r)
			func() {
				defer func() {
					if e := recover(); e != nil {
						t.Errorf("%s: prefilter panics on nasty input %d: %v", r.Kind, i, e)
					}
				}()
				r.passes(baseName(p), src)
				Detect(p, src)
			}()
			res := readWith(r, p, src)
			for _, pr := range res.Problems {
				if strings.HasPrefix(pr.Msg, "internal error") {
					t.Errorf("%s: reader panics on nasty input %d: %s", r.Kind, i, pr.Msg)
				}
			}
			checkResult(t, res, map[string]int{p: len(src)}, p)
		}
	}
}

// FuzzReaders fuzzes every reader of the registry, whatever its prefilter
// says, under a name of its format.
func FuzzReaders(f *testing.F) {
	addCorpus(f, ".yaml", ".yml", ".json", ".template", ".tf", ".ts", ".sh", "Makefile")
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, r := range Readers() {
			p := samplePath(r)
			r.passes(baseName(p), src)
			res := readWith(r, p, src)
			for _, pr := range res.Problems {
				if strings.HasPrefix(pr.Msg, "internal error") {
					t.Fatalf("%s: panic: %s", r.Kind, pr.Msg)
				}
			}
			checkResult(t, res, map[string]int{p: len(src)}, p)
		}
	})
}

// TestNamePatterns: the compiled name patterns answer as path.Match does.
func TestNamePatterns(t *testing.T) {
	var pats []string
	for _, r := range Readers() {
		pats = append(pats, r.Names...)
	}
	pats = append(pats, DockerfileNames()...)
	pats = append(pats, ScriptNames()...)
	pats = append(pats, "a?c", "[ab]*", "x*y*z", "exact.yaml")
	names := []string{"", "*", ".yaml", "a.yaml", "a.yml", "a.json", "a.jsonc", "a.template", "main.tf", "x.tfvars", "stack.ts", "s.d.ts",
		"docker-compose.yml", "docker-compose.prod.yaml", "docker-compose", "compose.yaml", "composer.json", "compose.yml.bak",
		"flink-conf.yaml", "config.yml", "dockerfile", "dockerfile.dev", "app.dockerfile", ".dockerfile", "abc", "ac", "bz", "xyz", "xaybzc",
		"exact.yaml", "a/b.yaml", "docker-compose/x.yml", "makefile", "run.sh", "x.mk", ".bash", "sh"}
	for _, p := range pats {
		c := compileNames([]string{p})
		for _, n := range names {
			want, _ := path.Match(p, n)
			if got := c.match(n); got != want {
				t.Errorf("pattern %q on %q: %v, path.Match says %v", p, n, got, want)
			}
		}
	}
}

// candidates are the readers that may read the file, in registry order.
func candidates(filePath string, src []byte) []Reader {
	m := Prefilter(filePath, src)
	var out []Reader
	for i, r := range registry {
		if m&(1<<i) != 0 {
			out = append(out, r)
		}
	}
	return out
}
