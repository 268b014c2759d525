package linter

import (
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/pyparse"
)

// FuzzLineCol: lineCol, from the file's line table, agrees with a scan
// from the start on every offset of any input (end of input included),
// whatever its line endings or encoding; lines only grow with the offset,
// columns stay positive, and go/token's Position gives the same line.
func FuzzLineCol(f *testing.F) {
	for _, s := range []string{"", "a\nb", "a\r\nb", "a\rb\r", "\ufeffx\r\r\n\n", "\xff\xfe\r\x80\n", "\t\t\u00e9\U0001F680\r", "\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		fset := token.NewFileSet()
		tf := fset.AddFile("f", -1, len(src))
		setLines(tf, src)
		lastLine := 1
		for off := 0; off <= len(src); off++ {
			line, col, col16 := lineCol(tf, src, off)
			sl, sc, sc16 := scanLineCol(src, off)
			if sl != line || sc != col || sc16 != col16 {
				t.Fatalf("offset %d: lineCol %d:%d (%d), scan %d:%d (%d)", off, line, col, col16, sl, sc, sc16)
			}
			if line < lastLine {
				t.Fatalf("offset %d: line %d after line %d", off, line, lastLine)
			}
			lastLine = line
			if col < 1 || col16 < col {
				t.Fatalf("offset %d: col %d col16 %d", off, col, col16)
			}
			if off < len(src) || off == 0 || !endsLine(src, off-1) {
				if p := fset.Position(tf.Pos(off)); p.Line != line {
					t.Fatalf("offset %d: Position line %d, lineCol %d", off, p.Line, line)
				}
			}
		}
	})
}

// scanLineCol is lineCol by a scan from the start of src, the reference
// the line tables are checked against.
func scanLineCol(src []byte, off int) (line, col, col16 int) {
	line, lineStart := 1, 0
	for i := 0; i < off; i++ {
		if endsLine(src, i) {
			line++
			lineStart = i + 1
		}
	}
	col, col16 = columns(src, lineStart, off)
	return line, col, col16
}

// FuzzRedactSnippet: redaction never panics, is idempotent, and a secret
// option's value never survives it.
func FuzzRedactSnippet(f *testing.F) {
	f.Add(`'password' = 'hunter2'`, "hunter2")
	f.Add(`'properties.sasl.jaas.config' = 'x required password="p1234";'`, "p1234")
	f.Add(`"s3.secret-key": "it's"`, "it's")
	f.Add("'a' = 'b', 'c' = ''''", "x")
	f.Add(`'api-Key' = 'k'`, "k")
	f.Add(`'basic-auth.user_info' = 'u:p'`, "u:p")
	f.Add(`'url' = 'jdbc://u:p@h/db'`, "p")
	f.Add(`'se_cret' = 'v'`, "v")
	f.Add("'to\u212aen' = 'v'", "v")
	f.Fuzz(func(t *testing.T, snippet, value string) {
		once := redactSnippet(snippet)
		if slow := redactPairs(snippet); slow != once {
			t.Fatalf("the fast answer differs: %q -> %q, without it %q", snippet, once, slow)
		}
		if twice := redactSnippet(once); twice != once {
			t.Fatalf("not idempotent: %q -> %q -> %q", snippet, once, twice)
		}
		// A blank value is no credential (flink.IsSecret says so), so it
		// is left as written.
		if len(value) < 4 || strings.TrimSpace(value) == "" || strings.ContainsAny(value, "'\n") || redactedContains(value) {
			return
		}
		got := redactSnippet(`'password' = '` + value + `'`)
		if strings.Contains(got, value) {
			t.Fatalf("secret %q kept: %q", value, got)
		}
	})
}

// FuzzParseFile: any bytes under any source extension parse (or are
// reported) without a panic escaping the per-file isolation, within the
// parse budget.
func FuzzParseFile(f *testing.F) {
	for _, s := range []struct{ ext, src string }{
		{".sql", "CREATE TABLE t (id INT) WITH ('connector' = 'kafka');"},
		{".py", "from pyflink.table import TableEnvironment\nt_env.execute_sql('SELECT 1')\n"},
		{".yaml", "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nspec: {job: {parallelism: 2}}\n"},
		{".json", `{"Resources": {"A": {"Type": "AWS::KinesisAnalyticsV2::Application"}}}`},
		{".tf", "resource \"aws_kinesisanalyticsv2_application\" \"a\" {\n}\n"},
		{".ts", "import * as k from 'aws-cdk-lib/aws-kinesisanalyticsv2';\nnew k.CfnApplication(this, 'A', {});\n"},
	} {
		f.Add(s.ext, []byte(s.src))
	}
	p := pyparse.NewParser()
	defer p.Close()
	f.Fuzz(func(t *testing.T, ext string, src []byte) {
		if !candidateExts[ext] {
			return
		}
		rel := "f" + ext
		root := t.TempDir()
		cfg := parseConfig{fsys: osFS{}, root: root, realRoot: root, imports: &pathCache{}, maxSize: DefaultMaxFileSize, timeout: 20 * time.Second}
		res, abandoned := parseBytes(cfg, candidate{rel: rel}, src, &parsers{py: p}, func(f func()) { go f() })
		if abandoned {
			t.Fatalf("parse of %d bytes took over %v", len(src), cfg.timeout)
		}
		for _, pr := range res.problems {
			if pr.rule == "FL906" {
				t.Fatalf("internal error: %s\n%s", pr.msg, pr.stack)
			}
		}
	})
}

// redactedContains reports whether value is part of the redaction mark
// itself (then finding it in the output proves nothing).
func redactedContains(value string) bool {
	mark := flink.Redacted
	return strings.Contains(mark, value)
}

// FuzzCheck: any bytes under any source extension go through the whole
// run (reading, parsing, linking, semantics, rules, filters) without an
// internal error, with every phase finished well within its bound
// (issue 46: no input may make a phase superlinear).
func FuzzCheck(f *testing.F) {
	for _, s := range []struct{ ext, src string }{
		{".sql", "CREATE TABLE t (id INT) WITH ('connector' = 'filesystem', 'auto-compaction' = 'true');\nINSERT INTO t SELECT 1;"},
		{".py", "from pyflink.table import *\nt_env.create_table('s', TableDescriptor.for_connector('kafka').build())\nt_env.to_data_stream(t_env.from_path('s'))\nt_env.execute_sql('INSERT INTO s SELECT 1').wait()\n"},
		{".ipynb", `{"cells":[{"cell_type":"code","source":["from pyflink.table import *\n","t_env.execute_sql(\"SELECT 1\")"]}],"nbformat":4}`},
		{".yaml", "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nspec: {job: {parallelism: 2}}\n"},
		{".tf", "resource \"aws_kinesisanalyticsv2_application\" \"a\" {\n  runtime_environment = \"FLINK-1_19\" # flinklint: ignore\n}\n"},
		{".ts", "import * as k from 'aws-cdk-lib/aws-kinesisanalyticsv2';\nnew k.CfnApplication(this, 'A', {});\n"},
	} {
		f.Add(s.ext, []byte(s.src))
	}
	f.Fuzz(func(t *testing.T, ext string, src []byte) {
		if !candidateExts[ext] && ext != ".ipynb" {
			return
		}
		root := t.TempDir()
		path := filepath.Join(root, "f"+ext)
		if err := os.WriteFile(path, src, 0o644); err != nil {
			t.Fatal(err)
		}
		res, err := Run(Options{Paths: []string{path}, Root: root, Jobs: 1, RobustOptions: RobustOptions{ParseTimeout: 20 * time.Second}})
		if err != nil {
			return // an input the run refuses, said so
		}
		for _, fd := range res.Run.Findings {
			if fd.RuleID == "FL906" || strings.Contains(fd.Message, "abandoned") {
				t.Fatalf("%s %s", fd.RuleID, fd.Message)
			}
		}
	})
}
