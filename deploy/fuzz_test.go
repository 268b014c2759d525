package deploy

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// checkResult verifies the invariants every reader keeps on any input:
// spans inside the file, starts before ends.
func checkResult(t *testing.T, res *Result, sizes map[string]int, own string) {
	t.Helper()
	size := func(p string) int {
		if p == "" {
			p = own
		}
		if n, ok := sizes[p]; ok {
			return n
		}
		return -1
	}
	bad := func(what string, s Span, p string) {
		n := size(p)
		if s.Start < 0 || s.End < s.Start || n >= 0 && s.End > n {
			t.Errorf("%s: bad span %v in %q (size %d)", what, s, p, n)
		}
	}
	for _, p := range res.Problems {
		bad("problem "+p.Msg, p.Span, p.Path)
	}
	for _, c := range res.Comments {
		bad("comment", c.Span, c.Path)
	}
	for _, sc := range res.Scripts {
		bad("script", sc.Span, "")
		end := 0
		for _, g := range sc.Segments {
			bad("script segment", Span{g.FileStart, g.FileEnd}, "")
			if g.SQLStart != end || g.SQLEnd < g.SQLStart {
				t.Errorf("script segments do not tile the text: %+v", sc.Segments)
			}
			if g.Verbatim && g.FileEnd-g.FileStart != g.SQLEnd-g.SQLStart {
				t.Errorf("verbatim segment of unequal lengths: %+v", g)
			}
			end = g.SQLEnd
		}
		if len(sc.Segments) > 0 && end != len(sc.Text) {
			t.Errorf("script segments end at %d of %d", end, len(sc.Text))
		}
	}
	for _, d := range res.Deployments {
		p := d.Path
		bad("deployment", d.Span, p)
		bad("runtime", d.Runtime.Span, pathOr(d.Runtime.Path, p))
		bad("runtime key", d.Runtime.KeySpan, pathOr(d.Runtime.Path, p))
		bad("version", d.FlinkVersion.Span, pathOr(d.FlinkVersion.Path, p))
		bad("rescaling", d.Rescaling.At, pathOr(d.Rescaling.AtPath, p))
		bad("parallelism", d.Parallelism.Span, pathOr(d.Parallelism.Path, p))
		bad("max parallelism", d.MaxParallelism.Span, pathOr(d.MaxParallelism.Path, p))
		bad("checkpointing", d.Checkpointing.Enabled.Span, pathOr(d.Checkpointing.Enabled.Path, p))
		bad("interval", d.Checkpointing.Interval.Span, pathOr(d.Checkpointing.Interval.Path, p))
		bad("snapshots", d.Snapshots.Span, pathOr(d.Snapshots.Path, p))
		if d.Rescaling.Why == "" && d.Rescaling.Rescales != Unknown {
			t.Errorf("rescaling without a reason: %+v", d.Rescaling)
		}
		if d.AWS != nil {
			bad("aws block", d.AWS.Block, p)
			bad("configuration type", d.AWS.ConfigurationType.Span, pathOr(d.AWS.ConfigurationType.Path, p))
			bad("autoscaling", d.AWS.AutoScalingEnabled.Span, pathOr(d.AWS.AutoScalingEnabled.Path, p))
		}
		for _, e := range d.EntryPoints {
			bad("entry point", e.Span, p)
		}
		for _, g := range d.PropertyGroups {
			bad("group", g.Span, p)
			for _, pr := range g.Properties {
				bad("property", pr.Span, p)
				bad("property key", pr.KeySpan, p)
			}
		}
		for _, pr := range d.FlinkConfig {
			bad("config", pr.Span, p)
			bad("config key", pr.KeySpan, p)
		}
	}
}

func pathOr(p, def string) string {
	if p == "" {
		return def
	}
	return p
}

var fuzzPaths = []string{"template.yaml", "stack.json", "flink-conf.yaml", "conf/config.yaml", "k8s/app.yaml", "cdk/stack.ts", "application_properties.json", "aws/create.json"}

func addCorpus(f *testing.F, exts ...string) {
	for _, b := range corpus(exts...) {
		f.Add(b)
	}
}

func corpus(exts ...string) [][]byte {
	var out [][]byte
	files, _ := filepath.Glob(filepath.Join("testdata", "*", "*"))
	for _, name := range files {
		for _, e := range exts {
			if strings.HasSuffix(name, e) {
				if b, err := os.ReadFile(name); err == nil {
					out = append(out, b)
				}
			}
		}
	}
	return out
}

func FuzzRead(f *testing.F) {
	addCorpus(f, ".yaml", ".yml", ".json", ".template")
	f.Add([]byte(cfnHead))
	f.Add([]byte("a: &a [*a, *a, *a]\nb: &b [*a, *a, *a]\nc: [*b, *b, *b]\n"))
	f.Add([]byte("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: s}\ndata:\n  job.sql: |\n    CREATE TABLE t (a INT);\n\n    INSERT INTO t SELECT 1;\n"))
	f.Add([]byte("apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nmetadata: {name: d}\nspec:\n  job:\n    args: [\"\n      CREATE TABLE t (a INT) WITH ('k' = 'v');\n      INSERT INTO t SELECT 1;\n    \", 'SET ''a'' = ''b'';']\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, sc := range Read("k.yaml", src).Scripts {
			for _, g := range sc.Segments {
				if g.Verbatim && g.FileEnd <= len(src) && g.SQLEnd <= len(sc.Text) && string(src[g.FileStart:g.FileEnd]) != sc.Text[g.SQLStart:g.SQLEnd] {
					t.Errorf("verbatim segment %+v maps %q to %q", g, sc.Text[g.SQLStart:g.SQLEnd], src[g.FileStart:g.FileEnd])
				}
			}
		}
		for _, p := range fuzzPaths {
			res := Read(p, src)
			checkResult(t, res, map[string]int{p: len(src)}, p)
		}
		// The readers behind Detect, whatever Detect says.
		for _, read := range []func(string, []byte, *Result){readCloudFormation, readOperator, readAWSCLI, readAppProperties, readFlinkConfig} {
			res := &Result{}
			func() {
				defer recoverInto(res)
				read("x.yaml", src, res)
			}()
			for _, p := range res.Problems {
				if strings.HasPrefix(p.Msg, "internal error") {
					t.Fatalf("panic: %s", p.Msg)
				}
			}
			checkResult(t, res, map[string]int{"x.yaml": len(src)}, "x.yaml")
		}
		checkYAMLPositions(t, src)
	})
}

// checkYAMLPositions verifies that scalar spans cover exactly the scalar as
// written: the text itself, or its quoted form.
func checkYAMLPositions(t *testing.T, src []byte) {
	if !utf8.Valid(src) || strings.ContainsAny(string(src), "\t\u0085\u2028\u2029") {
		return
	}
	docs, _ := parseYAML(src)
	for _, d := range docs {
		walkScalars(d.root, 0, func(n *node) {
			got := string(src[n.span.Start:n.span.End])
			if got == n.str || strings.Trim(got, `"'`) == n.str {
				return
			}
			if strings.ContainsAny(got, "\\'\"\n\r|>#!&*") || strings.HasPrefix(got, "-") {
				return // escapes, folding, block scalars
			}
			t.Errorf("scalar %q at %v reads %q", n.str, n.span, got)
		})
	}
}

func walkScalars(n *node, depth int, fn func(*node)) {
	if n == nil || depth > 50 {
		return
	}
	switch n.kind {
	case scalarNode:
		if n.known {
			fn(n)
		}
	case mapNode:
		for _, v := range n.vals {
			walkScalars(v, depth+1, fn)
		}
	case listNode:
		for _, v := range n.items {
			walkScalars(v, depth+1, fn)
		}
	}
}

func FuzzReadTerraform(f *testing.F) {
	for _, b := range corpus(".tf") {
		f.Add(b, []byte(nil), []byte(nil))
	}
	f.Add([]byte(tfMain), []byte(tfVars), []byte("autoscale = true\n"))
	f.Fuzz(func(t *testing.T, main, vars, tfvars []byte) {
		files := []File{{Path: "m/main.tf", Src: main}, {Path: "m/variables.tf", Src: vars}, {Path: "m/prod.tfvars", Src: tfvars}, {Path: "m/terraform.tfvars.json", Src: tfvars}}
		res := ReadTerraform(files)
		sizes := map[string]int{}
		for _, f := range files {
			sizes[f.Path] = len(f.Src)
		}
		for _, p := range res.Problems {
			if strings.HasPrefix(p.Msg, "internal error") {
				t.Fatalf("panic: %s", p.Msg)
			}
		}
		checkResult(t, res, sizes, "m/main.tf")
	})
}

func FuzzTypeScriptCDK(f *testing.F) {
	addCorpus(f, ".ts")
	f.Add([]byte(tsAlpha))
	f.Fuzz(func(t *testing.T, src []byte) {
		res := &Result{}
		func() {
			defer recoverInto(res)
			readTypeScriptCDK("cdk/stack.ts", src, res)
		}()
		for _, p := range res.Problems {
			if strings.HasPrefix(p.Msg, "internal error") {
				t.Fatalf("panic: %s", p.Msg)
			}
		}
		checkResult(t, res, map[string]int{"cdk/stack.ts": len(src)}, "cdk/stack.ts")
	})
}

func TestYAMLPositionsOnCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*", "*.yaml"))
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(filepath.Base(name), func(t *testing.T) {
			checkYAMLPositions(t, b)
			checkResult(t, Read(filepath.ToSlash(name), b), map[string]int{filepath.ToSlash(name): len(b)}, filepath.ToSlash(name))
		})
	}
	_ = fmt.Sprint()
}
