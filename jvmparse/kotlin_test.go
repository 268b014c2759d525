package jvmparse

import (
	"strings"
	"testing"

	"github.com/flinklint/flinklint/sqlparse"
)

func TestKotlinConstantsTemplatesTrimMargin(t *testing.T) {
	src := `package com.example

import org.apache.flink.table.api.TableEnvironment

const val SINK = "out"
private val PATH: String = "s3://b/out"

object Tables {
    val DDL = """
        |CREATE TABLE $SINK (
        |  id STRING
        |) WITH ('path' = '${PATH}', 'auto-compaction' = 'true')
        """.trimMargin()
    fun insert(from: String): String = "INSERT INTO $SINK SELECT * FROM " + from
}

class Job {
    companion object {
        @JvmStatic
        fun main(args: Array<String>) {
            val env = StreamExecutionEnvironment.getExecutionEnvironment()
            env.enableCheckpointing(60_000L)
            val tEnv = StreamTableEnvironment.create(env)
            tEnv.executeSql(Tables.DDL)
            tEnv.executeSql(Tables.insert("src"))
            tEnv.executeSql("""
                SELECT 1
                  FROM t
            """.trimIndent())
            tEnv.config.set("table.exec.source.idle-timeout", "1 min")
            tEnv.executeSql("SELECT \$x, '${args[0]}' FROM t\twhere")
        }
    }
}
`
	s := parseFiles(t, map[string]string{"src/main/kotlin/com/example/Job.kt": src}, "src/main/kotlin/com/example/Job.kt")
	var texts []string
	for _, q := range s.Module.SQL {
		texts = append(texts, q.Text)
	}
	h := string(sqlparse.HoleRune)
	want := []string{
		"CREATE TABLE out (\n  id STRING\n) WITH ('path' = 's3://b/out', 'auto-compaction' = 'true')",
		"INSERT INTO out SELECT * FROM src",
		"SELECT 1\n  FROM t",
		"SELECT $x, '" + h + "' FROM t\twhere",
	}
	if strings.Join(texts, "|") != strings.Join(want, "|") {
		t.Fatalf("SQL:\n%q\nwant\n%q", texts, want)
	}
	q := s.Module.SQL[0]
	if got := at(src, q, "'auto-compaction' = 'true'"); got != "'auto-compaction' = 'true'" {
		t.Errorf("maps to %q", got)
	}
	if got := at(src, q, "s3://b/out"); got != "s3://b/out" {
		t.Errorf("constant maps to %q", got)
	}
	if got := at(src, s.Module.SQL[3], "\t"); got != `\t` {
		t.Errorf("escape maps to %q", got)
	}
	if got := at(src, s.Module.SQL[3], h); got != "${args[0]}" {
		t.Errorf("hole maps to %q", got)
	}
	if strings.Join(s.MainClasses, ",") != "com.example.Job" {
		t.Errorf("mains %v, classes %v", s.MainClasses, s.Classes)
	}
	if strings.Join(s.Classes, ",") != "com.example.Job,com.example.JobKt,com.example.Tables" {
		t.Errorf("classes %v", s.Classes)
	}
	var keys []string
	for _, st := range s.Module.Settings {
		keys = append(keys, st.Key.Value+"="+st.Value.Value)
	}
	if strings.Join(keys, ",") != "execution.checkpointing.interval=60000 ms,table.exec.source.idle-timeout=1 min" {
		t.Errorf("settings %v", keys)
	}
}

func TestKotlinDescriptorFacadeAndBranches(t *testing.T) {
	files := map[string]string{
		"src/main/kotlin/com/example/TableJob.kt": `@file:JvmName("TableMain")
package com.example

import com.example.sinks.SinkPaths.ARCHIVE
import org.apache.flink.table.api.TableDescriptor

fun sink(path: String): TableDescriptor =
    TableDescriptor.forConnector("filesystem")
        .option("path", path)
        .option(FileSystemConnectorOptions.AUTO_COMPACTION, true)
        .format("json")
        .build()

fun main(args: Array<String>) {
    val tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode())
    env.apply {
        enableCheckpointing(30000)
    }
    var table = "a"
    if (args.isNotEmpty()) {
        table = args[0]
    }
    tEnv.createTemporaryTable("archive", sink(ARCHIVE))
    tEnv.executeSql("SELECT * FROM " + table)
    val sb = StringBuilder("SELECT ")
    sb.append("x").append(" FROM t")
    tEnv.sqlQuery(sb.toString())
    tEnv.executeSql(String.format("INSERT INTO %s SELECT 1", "out"))
    tEnv.executeSql("DROP TABLE %s".format("t2"))
}
`,
		"src/main/kotlin/com/example/sinks/SinkPaths.kt": `package com.example.sinks

object SinkPaths {
    const val ARCHIVE = "s3://b/archive/"
}
`,
	}
	s := parseFiles(t, files, "src/main/kotlin/com/example/TableJob.kt")
	if strings.Join(s.MainClasses, ",") != "com.example.TableMain" {
		t.Errorf("mains %v", s.MainClasses)
	}
	if len(s.Module.Descriptors) != 1 {
		t.Fatalf("descriptors %d", len(s.Module.Descriptors))
	}
	d := s.Module.Descriptors[0]
	var opts []string
	for _, o := range d.Options {
		opts = append(opts, o.Key.Value+"="+o.Value.Value)
	}
	if d.Connector.Value != "filesystem" || strings.Join(opts, ",") != "path=s3://b/archive/,auto-compaction=true,format=json" {
		t.Errorf("descriptor %q %v", d.Connector.Value, opts)
	}
	if len(d.Registered) != 1 || d.Registered[0].Value != "archive" {
		t.Errorf("registered %+v", d.Registered)
	}
	var texts []string
	for _, q := range s.Module.SQL {
		texts = append(texts, q.Text)
	}
	h := string(sqlparse.HoleRune)
	want := []string{"SELECT * FROM " + h, "SELECT x FROM t", "INSERT INTO out SELECT 1", "DROP TABLE t2"}
	if strings.Join(texts, "|") != strings.Join(want, "|") {
		t.Errorf("SQL %q, want %q", texts, want)
	}
	if len(s.Module.Settings) != 2 || s.Module.Settings[0].Value.Value != "streaming" || s.Module.Settings[1].Value.Value != "30000 ms" {
		t.Errorf("settings %+v", s.Module.Settings)
	}
}

func TestKotlinTrimIndentHoles(t *testing.T) {
	src := `class J {
  fun run(t: String) {
    tEnv.executeSql("""
        INSERT INTO $t
          SELECT *
        FROM src
    """.trimIndent())
    tEnv.executeSql("""
      #SELECT 1
      #FROM ${'$'}t
    """.trimMargin("#"))
  }
}`
	s := parseFiles(t, map[string]string{"J.kt": src}, "J.kt")
	h := string(sqlparse.HoleRune)
	if len(s.Module.SQL) != 2 {
		t.Fatalf("SQL %d", len(s.Module.SQL))
	}
	if got, want := s.Module.SQL[0].Text, "INSERT INTO "+h+"\n  SELECT *\nFROM src"; got != want {
		t.Errorf("trimIndent %q, want %q", got, want)
	}
	if got, want := s.Module.SQL[1].Text, "SELECT 1\nFROM $t"; got != want {
		t.Errorf("trimMargin %q, want %q", got, want)
	}
	if got := at(src, s.Module.SQL[0], "SELECT *"); got != "SELECT *" {
		t.Errorf("maps to %q", got)
	}
}
