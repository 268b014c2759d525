package jvmparse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// parseTree parses rel of a tree of files, resolving the others.
func parseFiles(t *testing.T, files map[string]string, rel string) *Source {
	t.Helper()
	p := NewParser()
	defer p.Close()
	resolve := func(q string) ([]byte, bool) {
		s, ok := files[q]
		return []byte(s), ok
	}
	s := p.Parse(rel, []byte(files[rel]), resolve)
	for _, e := range s.Module.Errors {
		t.Fatalf("error: %s", e.Msg)
	}
	return s
}

// at returns the source text a span of SQL maps to.
func at(src string, t *pyparse.SQLText, sub string) string {
	i := strings.Index(t.Text, sub)
	if i < 0 {
		return "<missing>"
	}
	sp := t.PySpan(i, i+len(sub))
	return src[sp.Start:sp.End]
}

func TestJavaTextBlockFormattedConstant(t *testing.T) {
	src := `package a;
class Job {
  static final String P = "s3://b/";
  static final String DDL = """
      CREATE TABLE t (
        id STRING
      ) WITH ('path' = '%s', 'k' = 'a\tb', 'auto-compaction' = 'true')
      """.formatted(P);
  public static void main(String[] a) { tEnv.executeSql(DDL); }
}`
	s := parseFiles(t, map[string]string{"a/Job.java": src}, "a/Job.java")
	if len(s.Module.SQL) != 1 {
		t.Fatalf("SQL = %d", len(s.Module.SQL))
	}
	q := s.Module.SQL[0]
	want := "CREATE TABLE t (\n  id STRING\n) WITH ('path' = 's3://b/', 'k' = 'a\tb', 'auto-compaction' = 'true')\n"
	if q.Text != want {
		t.Fatalf("text %q, want %q", q.Text, want)
	}
	if got := at(src, q, "'auto-compaction' = 'true'"); got != "'auto-compaction' = 'true'" {
		t.Errorf("maps to %q", got)
	}
	if got := at(src, q, "s3://b/"); got != "s3://b/" {
		t.Errorf("constant maps to %q", got)
	}
	if got := at(src, q, "\t"); got != `\t` {
		t.Errorf("escape maps to %q", got)
	}
	if q.API != "execute_sql" || s.MainClasses[0] != "a.Job" {
		t.Errorf("API %q, mains %v", q.API, s.MainClasses)
	}
}

func TestJavaFormatHolesAndBuilder(t *testing.T) {
	src := `class J {
  void run(String table, int n) {
    tEnv.executeSql(String.format("INSERT INTO %s SELECT %d, '%%' FROM src%n", table, 7));
    StringBuilder sb = new StringBuilder("SELECT ");
    sb.append("a").append(", b");
    sb.append(" FROM t");
    tEnv.sqlQuery(sb.toString());
    tEnv.executeSql("SELECT " + n + " FROM t" + 1);
  }
}`
	s := parseFiles(t, map[string]string{"J.java": src}, "J.java")
	if len(s.Module.SQL) != 3 {
		t.Fatalf("SQL = %d", len(s.Module.SQL))
	}
	h := string(sqlparse.HoleRune)
	if got, want := s.Module.SQL[0].Text, "INSERT INTO "+h+" SELECT 7, '%' FROM src\n"; got != want {
		t.Errorf("format: %q, want %q", got, want)
	}
	if got, want := s.Module.SQL[1].Text, "SELECT a, b FROM t"; got != want {
		t.Errorf("builder: %q, want %q", got, want)
	}
	if got, want := s.Module.SQL[2].Text, "SELECT "+h+" FROM t1"; got != want {
		t.Errorf("concat: %q, want %q", got, want)
	}
}

func TestJavaConstantsAcrossClasses(t *testing.T) {
	files := map[string]string{
		"m/src/main/java/com/x/Job.java": `package com.x;
import com.x.sql.Queries;
import static com.x.sql.Queries.SINK;
class Job { public static void main(String[] a) { t.executeSql(Queries.insert("src")); t.executeSql("DROP TABLE " + SINK); } }`,
		"m/src/main/java/com/x/sql/Queries.java": `package com.x.sql;
public class Queries {
  public static final String SINK = "out";
  public static String insert(String from) { return "INSERT INTO " + SINK + " SELECT * FROM " + from; }
}`,
	}
	s := parseFiles(t, files, "m/src/main/java/com/x/Job.java")
	if len(s.Module.SQL) != 2 {
		t.Fatalf("SQL = %d", len(s.Module.SQL))
	}
	q := s.Module.SQL[0]
	if q.Text != "INSERT INTO out SELECT * FROM src" {
		t.Fatalf("text %q", q.Text)
	}
	p, sp := q.SrcSpan(0, len("INSERT INTO "))
	if p != "m/src/main/java/com/x/sql/Queries.java" || files[p][sp.Start:sp.End] != "INSERT INTO " {
		t.Errorf("SrcSpan = %s %v", p, sp)
	}
	if s.Module.SQL[1].Text != "DROP TABLE out" {
		t.Errorf("static import: %q", s.Module.SQL[1].Text)
	}
}

func TestJavaSettingsAndSinks(t *testing.T) {
	src := `class J {
  public static void main(String[] args) {
    StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
    env.setParallelism(4);
    env.enableCheckpointing(60 * 1000);
    env.setRuntimeMode(RuntimeExecutionMode.BATCH);
    Configuration conf = new Configuration();
    conf.set(CheckpointingOptions.CHECKPOINTING_INTERVAL, Duration.ofSeconds(30));
    tEnv.getConfig().set("table.exec.state.ttl", "1 h");
    env.fromSource(KafkaSource.<String>builder().setTopics("t").build(), WatermarkStrategy.noWatermarks(), "k")
       .sinkTo(FileSink.forRowFormat(new Path("s3://b/o"), new SimpleStringEncoder<String>()).build());
  }
}`
	s := parseFiles(t, map[string]string{"J.java": src}, "J.java")
	var got []string
	for _, st := range s.Module.Settings {
		got = append(got, st.Key.Value+"="+st.Value.Value+" "+st.API)
	}
	want := []string{
		"parallelism.default=4 set_parallelism",
		"execution.checkpointing.interval=60000 ms enable_checkpointing",
		"execution.runtime-mode=batch set_runtime_mode",
		"execution.checkpointing.interval=30 s Configuration.set",
		"table.exec.state.ttl=1 h get_config().set",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("settings:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(s.Module.FileSinks) != 1 || s.Module.FileSinks[0].Format != "row" || s.Module.FileSinks[0].Path.Value != "s3://b/o" {
		t.Errorf("file sinks %+v", s.Module.FileSinks)
	}
	if len(s.Module.StreamInputs) != 1 || s.Module.StreamInputs[0].Bounded {
		t.Errorf("inputs %+v", s.Module.StreamInputs)
	}
	if !s.Module.Called("enable_checkpointing") {
		t.Errorf("no enable_checkpointing API call")
	}
}

func TestScalaStripMarginInterpolation(t *testing.T) {
	src := `package a
object Job {
  val Sink = "sink"
  def main(args: Array[String]): Unit = {
    val n = args(0)
    tEnv.executeSql(
      s"""INSERT INTO $Sink
         |SELECT a, $n FROM src""".stripMargin)
  }
}`
	s := parseFiles(t, map[string]string{"a/Job.scala": src}, "a/Job.scala")
	if len(s.Module.SQL) != 1 {
		t.Fatalf("SQL = %d", len(s.Module.SQL))
	}
	q := s.Module.SQL[0]
	want := "INSERT INTO sink\nSELECT a, " + string(sqlparse.HoleRune) + " FROM src"
	if q.Text != want {
		t.Fatalf("text %q, want %q", q.Text, want)
	}
	if got := at(src, q, "SELECT a"); got != "SELECT a" {
		t.Errorf("maps to %q", got)
	}
	if len(s.MainClasses) != 1 || s.MainClasses[0] != "a.Job" {
		t.Errorf("mains %v", s.MainClasses)
	}
}

func TestRemovedImports(t *testing.T) {
	src := "import org.apache.flink.streaming.connectors.kafka.FlinkKafkaConsumer;\nimport org.apache.flink.api.java.ExecutionEnvironment;\nclass A {}\n"
	s := parseFiles(t, map[string]string{"A.java": src}, "A.java")
	if len(s.Removed) != 2 || s.Removed[0].Class != "FlinkKafkaConsumer" {
		t.Fatalf("removed %+v", s.Removed)
	}
}

// TestNastyInputs parses the corpus of odd sources: none may fail.
func TestNastyInputs(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "nasty", "*"))
	if len(files) == 0 {
		t.Fatal("no corpus")
	}
	p := NewParser()
	defer p.Close()
	for _, f := range files {
		if !IsJVMSource(f) {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(b) > 100000 {
			continue // tree-sitter's own error recovery on 380 KB of tokens takes seconds
		}
		s := p.Parse(filepath.Base(f), b, nil)
		for _, e := range s.Module.Errors {
			if !e.NotAnalysed && !e.Limit {
				t.Errorf("%s: %s", f, e.Msg)
			}
		}
		for _, q := range s.Module.SQL {
			for _, g := range q.Segments {
				if g.PyStart < 0 || g.PyEnd > len(b) || g.PyStart > g.PyEnd {
					t.Errorf("%s: segment %+v outside the source", f, g)
				}
			}
		}
	}
}

func FuzzParseJava(f *testing.F) {
	f.Add("class A { void m() { t.executeSql(\"\"\"\n  SELECT 1\n  \"\"\".formatted(x)); } }", false)
	f.Add("object A { def m = t.executeSql(s\"\"\"SELECT $x\n |a\"\"\".stripMargin) }", true)
	p := NewParser()
	defer p.Close()
	f.Fuzz(func(t *testing.T, src string, scala bool) {
		name := "A.java"
		if scala {
			name = "A.scala"
		}
		s := p.Parse(name, []byte(src), nil)
		for _, e := range s.Module.Errors {
			if strings.Contains(e.Msg, "internal error") {
				t.Fatal(e.Msg)
			}
		}
		for _, q := range s.Module.SQL {
			for _, g := range q.Segments {
				if g.PyStart < 0 || g.PyEnd > len(src) || g.PyStart > g.PyEnd {
					t.Fatalf("segment %+v outside the source", g)
				}
			}
			sp := q.PySpan(0, len(q.Text))
			if sp.Start < 0 || sp.End > len(src) {
				t.Fatalf("span %v outside", sp)
			}
		}
	})
}

// BenchmarkParseJava reads a module's job class: a text-block DDL
// formatted with constants of another class, a descriptor, a builder.
func BenchmarkParseJava(b *testing.B) {
	files := map[string]string{
		"src/main/java/com/acme/Consts.java": "package com.acme;\npublic final class Consts { public static final String BUCKET = \"s3://b/\"; }\n",
		"src/main/java/com/acme/Job.java": `package com.acme;
import com.acme.Consts;
public class Job {
  private static final String SINK = "sink";
  private static String ddl(String name) {
    return """
        CREATE TABLE %s (id BIGINT, name STRING) WITH (
          'connector' = 'filesystem', 'path' = '%s', 'format' = 'json')
        """.formatted(name, Consts.BUCKET + "x/");
  }
  public static void main(String[] args) {
    TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
    tEnv.getConfig().set("execution.checkpointing.interval", "30 s");
    tEnv.executeSql(ddl(SINK));
    tEnv.createTemporaryTable("src", TableDescriptor.forConnector("datagen").option("rows-per-second", "10").build());
    StringBuilder q = new StringBuilder("INSERT INTO ").append(SINK);
    q.append(" SELECT id, name FROM src");
    tEnv.executeSql(q.toString());
  }
}`,
	}
	p := NewParser()
	defer p.Close()
	resolve := func(q string) ([]byte, bool) { s, ok := files[q]; return []byte(s), ok }
	src := []byte(files["src/main/java/com/acme/Job.java"])
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		if s := p.Parse("src/main/java/com/acme/Job.java", src, resolve); len(s.Module.SQL) != 2 {
			b.Fatalf("SQL = %d", len(s.Module.SQL))
		}
	}
}
