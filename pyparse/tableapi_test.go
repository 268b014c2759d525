package pyparse

import (
	"strings"
	"testing"

	"github.com/flinklint/flinklint/sqlparse"
)

const tableAPIPrelude = `from pyflink.table import DataTypes, EnvironmentSettings, Schema, TableDescriptor, TableEnvironment
from pyflink.table.expressions import col, lit, call, UNBOUNDED_RANGE
from pyflink.table.window import Over, Session, Slide, Tumble

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
`

// TestTableAPIStatements checks the SQL each Table API statement is
// written as, and that what flinklint cannot know writes nothing (or, for
// a view, a view of a hole).
func TestTableAPIStatements(t *testing.T) {
	h := "\uE000"
	cases := []struct {
		name, code string
		want       []string
	}{
		{"descriptor with schema", `t_env.create_temporary_table("src", TableDescriptor.for_connector("kafka")
    .schema(Schema.new_builder().column("id", DataTypes.BIGINT().not_null()).column("ts", DataTypes.TIMESTAMP(3))
        .column_by_expression("pt", "PROCTIME()").column_by_metadata("off", DataTypes.BIGINT(), "offset", True)
        .watermark("ts", "ts - INTERVAL '1' SECOND").primary_key("id").build())
    .option("topic", "t").format("json").build())`,
			[]string{"CREATE TEMPORARY TABLE src (`id` BIGINT NOT NULL, `ts` TIMESTAMP(3), `pt` AS PROCTIME(), `off` BIGINT METADATA FROM 'offset' VIRTUAL, " +
				"WATERMARK FOR `ts` AS ts - INTERVAL '1' SECOND, PRIMARY KEY (`id`) NOT ENFORCED) WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'json')"}},
		{"schema not read", `t_env.create_table("src", TableDescriptor.for_connector("kafka").schema(make_schema()).build())`,
			[]string{"CREATE VIEW src AS SELECT * FROM " + h}},
		{"select filter insert", `t = t_env.from_path("src")
t.filter((col("a") > 1) & ~col("b").is_null).select(col("a"), (col("b") * 2).alias("c"), "d").execute_insert("snk")`,
			[]string{"INSERT INTO snk SELECT `a`, ((`b` * 2)) AS `c`, `d` FROM (SELECT * FROM src WHERE (((`a` > 1)) AND (NOT (`b` IS NULL)))) AS `_t2`"}},
		{"string expression list", `t_env.from_path("src").select("a, b").execute_insert("snk")`,
			[]string{"INSERT INTO snk SELECT `a`, `b` FROM src"}},
		{"string expression not a name", `t_env.from_path("src").filter("a > 1").execute_insert("snk")`, nil},
		{"group by", `t_env.from_path("src").group_by(col("k")).select(col("k"), col("v").sum.alias("s")).execute_insert("snk")`,
			[]string{"INSERT INTO snk SELECT `k`, SUM(`v`) AS `s` FROM src GROUP BY `k`"}},
		{"group windows", `t = t_env.from_path("src")
t.window(Slide.over(lit(10).minutes).every(lit(5).minutes).on(col("ts")).alias("w")).group_by(col("w"), col("k")).select(col("k"), col("w").end).execute_insert("a")
t.window(Session.with_gap(lit(1).hours).on(col("ts")).alias("w")).group_by(col("w")).select(col("w").start).execute_insert("b")`,
			[]string{"INSERT INTO a SELECT `k`, HOP_END(`ts`, INTERVAL '5' MINUTE, INTERVAL '10' MINUTE) FROM src GROUP BY HOP(`ts`, INTERVAL '5' MINUTE, INTERVAL '10' MINUTE), `k`",
				"INSERT INTO b SELECT SESSION_START(`ts`, INTERVAL '1' HOUR) FROM src GROUP BY SESSION(`ts`, INTERVAL '1' HOUR)"}},
		{"over window", `t_env.from_path("src").over_window(Over.partition_by(col("k")).order_by(col("ts")).preceding(UNBOUNDED_RANGE).alias("w")).select(col("k"), col("v").sum.over(col("w"))).execute_insert("snk")`,
			[]string{"INSERT INTO snk SELECT `k`, SUM(`v`) OVER (PARTITION BY `k` ORDER BY `ts` RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) FROM src"}},
		{"join", `l = t_env.from_path("l")
r = t_env.from_path("r").select(col("id").alias("rid"), col("x"))
l.left_outer_join(r, col("id") == col("rid")).select(col("id"), col("x")).execute_insert("snk")`,
			[]string{"INSERT INTO snk SELECT `id`, `x` FROM (SELECT * FROM l LEFT JOIN (SELECT `id` AS `rid`, `x` FROM r) AS `_t3` ON (`id` = `rid`)) AS `_t4`"}},
		{"inner join without condition", `t_env.from_path("l").join(t_env.from_path("r")).where(col("a") == col("b")).execute_insert("snk")`, nil},
		{"views and sql_query", `q = t_env.sql_query("SELECT a FROM src")
t_env.create_temporary_view("v", q)
t_env.create_temporary_view("w", t_env.from_path("v"))
t_env.create_temporary_view("u", some_stream)
stmts = t_env.create_statement_set()
stmts.add_insert("snk", q.select(col("a")))`,
			[]string{"CREATE TEMPORARY VIEW v AS SELECT a FROM src", "CREATE TEMPORARY VIEW w AS SELECT * FROM v",
				"CREATE TEMPORARY VIEW u AS SELECT * FROM " + h, "INSERT INTO snk SELECT `a` FROM (SELECT a FROM src) AS `_t1`"}},
		{"from_elements", `t_env.from_elements([(1, "a")], DataTypes.ROW([DataTypes.FIELD("id", DataTypes.INT()), DataTypes.FIELD("s", DataTypes.STRING())])).execute_insert("snk")
t_env.from_elements([(1, "a")], ["id", "s"]).execute_insert("snk")`,
			[]string{"INSERT INTO snk SELECT * FROM (VALUES (CAST(NULL AS INT), CAST(NULL AS STRING))) AS `_t1`(`id`, `s`)"}},
		{"what is not known writes nothing", `def run(table):
    table.select(col("a")).execute_insert("snk")
run(t_env.from_path("src"))
t_env.from_path("src").select(call("my_udf", col("a"))).execute_insert("snk")
t_env.from_path(name).execute_insert("snk")
t_env.from_path("src").execute_insert(sink_name)
t = t_env.from_path("src")
if flag:
    t = t.select(col("a"))
t.execute_insert("snk")
t_env.from_path("src").select(col("a").sum).select(col("a")).execute_insert("snk")
t_env.from_path("src").execute_insert("snk", True)`, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := parseSrc(t, tableAPIPrelude+c.code+"\n")
			var got []string
			for _, s := range m.TableAPI {
				got = append(got, s.Text)
				if err := checkSegments(s); err != "" {
					t.Errorf("%q: %s", s.Text, err)
				}
			}
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
		})
	}
}

// checkSegments checks that a text's segments cover it in order.
func checkSegments(s *SQLText) string {
	at := 0
	for _, g := range s.Segments {
		if g.SQLStart != at || g.SQLEnd < g.SQLStart {
			return "segments leave a gap or overlap"
		}
		at = g.SQLEnd
	}
	if at != len(s.Text) {
		return "segments do not cover the text"
	}
	return ""
}

// TestTableAPISeen checks when a module's registrations are all seen.
func TestTableAPISeen(t *testing.T) {
	reg := `t_env.create_temporary_table("src", TableDescriptor.for_connector("datagen").schema(Schema.new_builder().column("a", DataTypes.INT()).build()).build())
t_env.from_path("src").execute_insert("snk")
`
	cases := []struct {
		name, code string
		want       bool
	}{
		{"all written", reg, true},
		{"environment handed on", reg + "register_more(t_env)\n", false},
		{"registration not written", reg + "t_env.create_temporary_view(view_name, t_env.from_path('src'))\n", false},
		{"SQL not known", reg + "t_env.execute_sql(ddl)\n", false},
		{"SQL known", reg + "t_env.execute_sql(\"CREATE TABLE x (a INT)\")\n", true},
		{"catalog", reg + "t_env.use_catalog('hive')\n", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := parseSrc(t, tableAPIPrelude+c.code).TableAPISeen; got != c.want {
				t.Errorf("TableAPISeen = %v, want %v", got, c.want)
			}
		})
	}
}

// TestTableAPIParses checks that the statements written for descriptors
// with options flinklint cannot read still parse.
func TestTableAPIParses(t *testing.T) {
	m := parseSrc(t, tableAPIPrelude+`t_env.create_temporary_table("src", TableDescriptor.for_connector("kafka")
    .schema(Schema.new_builder().column("a", DataTypes.INT()).build())
    .option("topic", os.environ["TOPIC"]).option(key, "v").build())
`)
	if len(m.TableAPI) != 1 {
		t.Fatalf("%d statements", len(m.TableAPI))
	}
	if sc := sqlparse.Parse(m.TableAPI[0].Text); len(sc.Errors) > 0 || len(sc.Statements) != 1 {
		t.Errorf("%q does not parse: %v", m.TableAPI[0].Text, sc.Errors)
	}
}

// TestTableAPIDescriptorVariable checks a built descriptor held in a name:
// its schema is read; a builder held in a name (continued elsewhere) is
// not.
func TestTableAPIDescriptorVariable(t *testing.T) {
	m := parseSrc(t, tableAPIPrelude+`sink = TableDescriptor.for_connector("print").schema(Schema.new_builder().column("a", DataTypes.INT()).build()).build()
t_env.create_temporary_table("snk", sink)
b = TableDescriptor.for_connector("print").schema(Schema.new_builder().column("a", DataTypes.INT()).build())
b.option("k", "v")
t_env.create_temporary_table("other", b.build())
`)
	var got []string
	for _, s := range m.TableAPI {
		got = append(got, s.Text)
	}
	want := []string{"CREATE TEMPORARY TABLE snk (`a` INT) WITH ('connector' = 'print')", "CREATE TEMPORARY VIEW other AS SELECT * FROM \uE000"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
