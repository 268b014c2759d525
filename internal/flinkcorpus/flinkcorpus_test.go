package flinkcorpus

import (
	"slices"
	"sort"
	"strings"
	"testing"
)

// mapSource is a tree given inline.
type mapSource map[string]string

func (m mapSource) Files() []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func (m mapSource) Read(p string) (string, bool) { s, ok := m[p]; return s, ok }

func TestEvalString(t *testing.T) {
	tests := []struct {
		name, src, want string
		java, ok        bool
	}{
		{"java concat", `"SELECT a " + "FROM T"`, "SELECT a FROM T", true, true},
		{"java escapes", `"a\tb\n"`, "a\tb\n", true, true},
		{"text block", "\"\"\"\n    SELECT *\n      FROM T\n    \"\"\"", "SELECT *\n  FROM T\n", true, true},
		{"strip margin", "\"\"\"\n  |SELECT *\n  |FROM T\n  |\"\"\".stripMargin", "\nSELECT *\nFROM T\n", false, true},
		{"interpolation of a constant", `s"SELECT * FROM $TBL"`, "SELECT * FROM MyTable", false, true},
		{"interpolation of an unknown", `s"SELECT * FROM $other"`, "", false, false},
		{"method call", `"a" + foo()`, "", true, false},
		{"parenthesised", `("a" + ("b" + "c")).trim()`, "abc", true, true},
		{"String.join", `String.join("\n", "a", "b")`, "a\nb", true, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &scope{java: tc.java, consts: map[string]string{"TBL": "MyTable"}}
			toks := lex(tc.src)
			got, end, ok := sc.evalString(toks, 0)
			if ok && end != len(toks) {
				ok = false
			}
			if ok != tc.ok || ok && got != tc.want {
				t.Errorf("evalString(%s) = %q, %v; want %q, %v", tc.src, got, ok, tc.want, tc.ok)
			}
		})
	}
}

const scalaPlanTest = `package org.apache.flink.table.planner.plan.stream.sql

class SortTest extends TableTestBase {
  private val util = streamTestUtil()
  util.addDataStream[(Int, String, Long)]("MyTable", 'a, 'b, 'c, 'proctime.proctime, 'rowtime.rowtime)
  util.addTableSource("Opaque", new MySource)

  @Test
  def testSortRowTime(): Unit = {
    util.verifyExecPlan("SELECT a FROM MyTable ORDER BY rowtime, c")
  }

  @Test
  def testSortWithoutTime(): Unit = {
    val sql = "SELECT a FROM MyTable " +
      "ORDER BY c"
    util.verifyExecPlan(sql)
  }

  @Test
  def testOpaque(): Unit = {
    util.verifyExecPlan("SELECT * FROM Opaque")
  }

  @Test
  def testHelperNamedAddTable(): Unit = {
    addTable("snk", Schema.newBuilder().build())
    util.verifyExecPlan("INSERT INTO snk SELECT * FROM MyTable")
  }

  @Test
  def testInvalid(): Unit = {
    util.addTable(
      s"""
         |CREATE TABLE T2 (x INT) WITH ('connector' = 'values', 'data-id' = '$dataId')
         |""".stripMargin)
    assertThatThrownBy(() => util.verifyExecPlan("SELECT y FROM T2"))
      .hasMessageContaining("Column 'y' not found")
      .isInstanceOf(classOf[ValidationException])
  }

  @Test
  def testHelper(): Unit = {
    expectError("SELECT z FROM MyTable", "Column 'z' not found")
  }

  @Test
  def testCompletion(): Unit = {
    verifySqlCompletion("show t ", 6, Collections.emptyList())
    verifyHighlighting("SELECT 'a", "...")
  }

  private def expectError(sql: String, msg: String): Unit = {
    assertThatThrownBy(() => util.tableEnv.explainSql(sql)).hasMessageContaining(msg)
  }
}
`

const sortPlans = `<?xml version="1.0" ?>
<Root>
  <TestCase name="testSortRowTime">
    <Resource name="sql"><![CDATA[SELECT a FROM MyTable ORDER BY rowtime, c]]></Resource>
    <Resource name="optimized exec plan"><![CDATA[
Calc(select=[a])
+- TemporalSort(orderBy=[rowtime ASC, c ASC])
   +- Exchange(distribution=[single])
]]></Resource>
  </TestCase>
  <TestCase name="testSortWithoutTime">
    <Resource name="optimized exec plan"><![CDATA[
Calc(select=[a])
+- Sort(orderBy=[c ASC])
   +- Exchange(distribution=[single])
]]></Resource>
  </TestCase>
</Root>
`

const javaExceptionTest = `package org.apache.flink.table.planner.operations;

class SqlDdlToOperationConverterTest {
    private static final String DDL = "CREATE TABLE t (a INT, b STRING) WITH ('connector' = 'datagen')";

    @BeforeEach
    void before() {
        tEnv.executeSql(DDL);
        tEnv.createTemporarySystemFunction("myUdf", MyUdf.class);
    }

    @Test
    void testAlter() {
        parse("ALTER TABLE t ADD c INT");
        assertThatThrownBy(() -> parse("ALTER TABLE t ADD a INT"))
                .isInstanceOf(ValidationException.class)
                .hasMessageContaining("Try to add a column ` + "`a`" + ` which already exists in the table.");
    }

    @Test
    void testTextBlock() {
        String sql = """
            SELECT myUdf(a)
            FROM t""";
        tEnv.explainSql(sql);
    }

    @Test
    void testSet() {
        StatementSet set = tEnv.createStatementSet();
        set.addInsertSql("INSERT INTO t SELECT * FROM t");
        assertThatThrownBy(() -> set.explain()).hasMessageContaining("boom");
    }
}
`

const script = `# a comment
CREATE TABLE orders (a INT) WITH ('connector' = 'datagen');
[INFO] Execute statement succeeded.
!info

create view v1 as select * from missing;
[ERROR] Could not execute SQL statement. Reason:
org.apache.flink.table.api.ValidationException: Object 'missing' not found
!error

SELECT ';
' FROM orders;
!output
+---+
!ok

EXECUTE STATEMENT SET BEGIN
INSERT INTO orders SELECT 1;
END;
!output
[INFO] done
!info
`

func extractInline(t *testing.T) []Case {
	t.Helper()
	src := mapSource{
		"flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/SortTest.scala":                scalaPlanTest,
		"flink-table/flink-table-planner/src/test/resources/org/apache/flink/table/planner/plan/stream/sql/SortTest.xml":              sortPlans,
		"flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java": javaExceptionTest,
		"flink-table/flink-sql-client/src/test/resources/sql/view.q":                                                                  script,
		"flink-table/flink-table-planner/src/main/java/Ignored.java":                                                                  "@Test void f() { tEnv.executeSql(\"SELECT 1\"); }",
	}
	cases, _ := Extract(src, "release-test")
	SortCases(cases)
	return cases
}

func find(cases []Case, method, sqlPrefix string) *Case {
	for k := range cases {
		if cases[k].Method == method && strings.HasPrefix(cases[k].SQL, sqlPrefix) {
			return &cases[k]
		}
	}
	return nil
}

func TestExtractScalaPlanTests(t *testing.T) {
	cases := extractInline(t)
	c := find(cases, "testSortRowTime", "SELECT a FROM MyTable")
	if c == nil || c.Outcome != Planned || c.Source != "plan" {
		t.Fatalf("testSortRowTime: got %+v, want a planned plan case", c)
	}
	if len(c.Setup) != 1 || !strings.Contains(c.Setup[0], "CREATE TEMPORARY TABLE `MyTable`") ||
		!strings.Contains(c.Setup[0], "`proctime` AS PROCTIME()") || !strings.Contains(c.Setup[0], "`rowtime` TIMESTAMP(3)") ||
		!strings.Contains(c.Setup[0], "WATERMARK FOR `rowtime` AS `rowtime`") || !strings.Contains(c.Setup[0], "`c` BIGINT") {
		t.Errorf("setup of the DataStream table: %q", c.Setup)
	}
	c = find(cases, "testSortWithoutTime", "SELECT a FROM MyTable ORDER BY c")
	if c == nil || c.Outcome != Rejected || c.Source != "execnode" || c.Message != msgNonTemporalSort {
		t.Errorf("testSortWithoutTime: got %+v, want rejected by StreamExecSort", c)
	}
	if c := find(cases, "testHelperNamedAddTable", ""); c != nil {
		t.Errorf("a case writing into a table a helper named addTable registered: %+v", c)
	}
	if c := find(cases, "testOpaque", ""); c != nil {
		t.Errorf("a case reading a table registered through the API: %+v", c)
	}
	c = find(cases, "testInvalid", "SELECT y FROM T2")
	if c == nil || c.Outcome != Rejected || c.Message != "Column 'y' not found" || c.Exception != "ValidationException" {
		t.Fatalf("testInvalid: got %+v", c)
	}
	if last := c.Setup[len(c.Setup)-1]; !strings.Contains(last, "'data-id' = 'x'") {
		t.Errorf("an interpolated option value: %q", last)
	}
	if c := find(cases, "testCompletion", ""); c != nil {
		t.Errorf("text typed into the SQL client taken for a statement: %+v", c)
	}
	c = find(cases, "testHelper", "SELECT z")
	if c == nil || c.Outcome != Rejected || c.Message != "Column 'z' not found" {
		t.Errorf("a helper that asserts an exception: %+v", c)
	}
}

func TestExtractJavaTests(t *testing.T) {
	cases := extractInline(t)
	c := find(cases, "testAlter", "ALTER TABLE t ADD c")
	if c == nil || c.Outcome != Planned {
		t.Fatalf("parse outside an assertion: %+v", c)
	}
	c = find(cases, "testAlter", "ALTER TABLE t ADD a")
	if c == nil || c.Outcome != Rejected || !strings.HasPrefix(c.Message, "Try to add a column") {
		t.Fatalf("the rejected ALTER: %+v", c)
	}
	if len(c.Setup) != 3 || c.Setup[2] != "ALTER TABLE t ADD c INT" || !strings.HasPrefix(c.Setup[1], "CREATE TEMPORARY SYSTEM FUNCTION IF NOT EXISTS `myUdf`") {
		t.Errorf("setup: %q", c.Setup)
	}
	c = find(cases, "testTextBlock", "SELECT myUdf(a)\nFROM t")
	if c == nil || c.Outcome != Planned {
		t.Errorf("a text block: %+v", find(cases, "testTextBlock", ""))
	}
	c = find(cases, "testSet", "INSERT INTO t")
	if c == nil || c.Outcome != Rejected || c.Message != "boom" {
		t.Errorf("a statement set's INSERT rejected by its explain: %+v", c)
	}
	for _, c := range cases {
		if strings.Contains(c.File, "src/main") {
			t.Errorf("a case from main code: %+v", c)
		}
	}
}

func TestScriptCases(t *testing.T) {
	cases := scriptCases("flink-table/flink-sql-client/src/test/resources/sql/view.q", "t", script)
	if len(cases) != 4 {
		t.Fatalf("got %d cases, want 4: %+v", len(cases), cases)
	}
	if c := cases[1]; c.Outcome != Rejected || c.Exception != "ValidationException" || c.Message != "Object 'missing' not found" || len(c.Setup) != 1 {
		t.Errorf("the rejected view: %+v", c)
	}
	if c := cases[2]; c.Outcome != Planned || c.SQL != "SELECT ';\n' FROM orders" || len(c.Setup) != 1 || c.Line != 11 {
		t.Errorf("a ; inside a literal, and the rejected statement left out of the setup: %+v", c)
	}
	if c := cases[3]; !strings.HasSuffix(c.SQL, "END") || c.Outcome != Planned {
		t.Errorf("a statement set block: %+v", c)
	}
}

func TestExecRejection(t *testing.T) {
	tests := []struct{ plan, want string }{
		{"Calc(select=[a])\n+- Sort(orderBy=[c ASC])", msgNonTemporalSort},
		{"+- TemporalSort(orderBy=[rowtime ASC])", ""},
		{"TemporalJoin(joinType=[InnerJoin], where=[AND(=(a, b), __TEMPORAL_JOIN_CONDITION(proctime, __TEMPORAL_JOIN_CONDITION_PRIMARY_KEY(b)))])", msgProcTimeTemporal},
		{"TemporalJoin(joinType=[InnerJoin], where=[AND(=(a, b), __TEMPORAL_JOIN_CONDITION(rowtime, rowtime0, __TEMPORAL_JOIN_CONDITION_PRIMARY_KEY(b)))])", ""},
		{"WindowAggregate(groupBy=[a], window=[CUMULATE(time_col=[rowtime], max_size=[1 h], step=[25 min])], select=[a])",
			"CUMULATE table function based aggregate requires maxSize must be an integral multiple of step, but got maxSize 3600000 ms and step 1500000 ms"},
		{"GlobalWindowAggregate(window=[HOP(slice_end=[$slice_end], size=[10 s], slide=[4 s])], select=[a])",
			"HOP table function based aggregate requires size must be an integral multiple of slide, but got size 10000 ms and slide 4000 ms"},
		{"WindowAggregate(window=[HOP(time_col=[ts], size=[10 s], slide=[5 s])])", ""},
		{"+- OverAggregate(partitionBy=[c], orderBy=[proctime DESC], window=[ RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW], select=[a])", msgOverAscending},
		{"+- OverAggregate(orderBy=[rowtime ASC, a ASC], window=[ RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW], select=[a])", msgOverSingleKey},
		{"+- OverAggregate(partitionBy=[c], orderBy=[rowtime ASC], window=[ ROWS BETWEEN 2 PRECEDING AND CURRENT ROW], select=[a])", ""},
		{"+- OverAggregate(partitionBy=[c], orderBy=[], window=[ RANGE BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING], select=[a])", ""},
	}
	for _, tc := range tests {
		if got := execRejection(tc.plan); got != tc.want {
			t.Errorf("execRejection(%q) = %q, want %q", tc.plan, got, tc.want)
		}
	}
}

func TestSplitIsStable(t *testing.T) {
	dev, eval := 0, 0
	for i := 0; i < 1000; i++ {
		switch Split("Class" + strings.Repeat("x", i%7) + string(rune('a'+i%26)) + string(rune('A'+i/26))) {
		case "dev":
			dev++
		case "eval":
			eval++
		}
	}
	if eval < 120 || eval > 280 || dev+eval != 1000 {
		t.Errorf("split %d dev / %d eval, want about 80/20", dev, eval)
	}
	if got := Split("SortTest"); got != "dev" {
		t.Errorf("Split(SortTest) = %s, want dev (the split must never change)", got)
	}
}

func TestFamily(t *testing.T) {
	tests := []struct{ msg, want string }{
		{"Sort on a non-time-attribute field is not supported.", "sort-not-time-attribute"},
		{"Object 'missing' not found", "unknown-table"},
		{"Column 'y' not found in any table", "unknown-column"},
		{"Table sink 'default_catalog.default_database.sink' doesn't support consuming update changes which is produced by node GroupAggregate", "updating-into-append-only"},
		{"Invalid function call:\nUPPER(INT)", "function-signature"},
		{"A module with name 'core' already exists", "module"},
		{"Illegal use of 'NULL'", "function-signature"},
		{"We now only support the count of one field.", "function-signature"},
		{"A watermark can not be defined for a processing-time attribute.", "watermark-column"},
		{"Column 'window_start' is ambiguous", "ambiguous-column"},
		{"The window function requires the timecol is a time attribute type, but is TIMESTAMP(3).", "window-not-time-attribute"},
		{"Parameters must be of the same type", "function-signature"},
		{"VIEW definition and input fields not match:\n\tDef fields: [d].\n\tInput fields: [a, b, c].", "view-column-count"},
		{"Temporary view with identifier '`default_catalog`.`default_database`.`v1`' exists. Drop it first before removing the permanent view.", "drop-shadowed"},
		{"Alter temporary system function is not supported", "catalog-database"},
		{"Temporal table's primary key [currency0] must be included in the equivalence condition of temporal join, but current temporal join condition is [amount=rate].", "temporal-join-condition"},
		{"Failed to execute ALTER TABLE statement.\nInvalid primary key 'PK_c'. Column 'c' is not a physical column.", "alter-table"},
		{"", "unknown"},
	}
	for _, tc := range tests {
		if got := Family(Rejected, tc.msg); got != tc.want {
			t.Errorf("Family(%q) = %q, want %q", tc.msg, got, tc.want)
		}
	}
	if Family(Planned, "x") != "" {
		t.Error("a planned case has a family")
	}
	if rules := FamilyRules(); !slices.Contains(rules["alter-table"], "FL052") || !slices.Contains(rules["alter-table"], "FL053") {
		t.Errorf("FamilyRules: alter-table %v, want FL053 and FL052 (the schema an ALTER TABLE makes)", rules["alter-table"])
	}
	if rules := FamilyRules(); !slices.Contains(rules["function-signature"], "FL074") || len(rules["sort-not-time-attribute"]) == 0 {
		t.Errorf("FamilyRules: function-signature %v, sort %v", rules["function-signature"], rules["sort-not-time-attribute"])
	}
}

func TestMessages(t *testing.T) {
	src := mapSource{
		"flink-table/flink-table-planner/src/main/java/a/A.java": `class A {
  void f() {
    throw new ValidationException(String.format("Column '%s' not found in table '%s'.", c, t));
  }
  void g() { throw new TableException("Sort on a non-time-attribute field " + "is not supported."); }
  void h() { throw new ValidationException(msg); }
  void i() { throw new TableException("Unexpected " + + x); }
}`,
		"flink-table/flink-table-planner/src/main/scala/a/B.scala": `class B { def f() = throw new ValidationException(s"Window ${w} requires a time attribute, got $t") }`,
		"flink-table/flink-table-planner/src/test/java/a/T.java":   `class T { void f() { throw new ValidationException("test only"); } }`,
	}
	msgs, computed := Messages(src, "v")
	got := map[string]string{}
	for _, m := range MergeMessages(msgs) {
		got[m.Template] = m.Class
	}
	want := map[string]string{
		"Column '{}' not found in table '{}'.":                 ClassText,
		"Sort on a non-time-attribute field is not supported.": ClassText,
		"Window {} requires a time attribute, got {}":          ClassText,
		"Unexpected {}": ClassInternal,
	}
	for tpl, class := range want {
		if got[tpl] != class {
			t.Errorf("message %q: class %q, want %q (all: %v)", tpl, got[tpl], class, got)
		}
	}
	if len(got) != len(want) || computed != 1 {
		t.Errorf("got %d messages and %d computed, want %d and 1: %v", len(got), computed, len(want), got)
	}
	if c := Classify(Message{Template: "Connector '{}' does not support lookup"}); c != ClassConnector {
		t.Errorf("a connector message classified %s", c)
	}
	if c := Classify(Message{Template: "Could not find an implementation method 'eval' in class '{}'"}); c != ClassRuntime {
		t.Errorf("a user-code message classified %s", c)
	}
}

// TestBatchSourcesAreBounded checks that a test table source of a batch
// test is bounded, as TableTestBase registers it: the planner rejects an
// unbounded scan in batch mode, so an unbounded 'values' table would make
// every planned batch case a rejected one.
func TestBatchSourcesAreBounded(t *testing.T) {
	src := mapSource{
		"flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/batch/sql/CalcTest.scala": `package x

class CalcTest extends TableTestBase {
  private val util = batchTestUtil()
  util.addTableSource[(Long, Int, String)]("MyTable", 'a, 'b, 'c)

  @Test
  def testSelect(): Unit = {
    util.verifyExecPlan("SELECT a FROM MyTable")
  }
}
`,
	}
	cases, _ := Extract(src, "release-test")
	c := find(cases, "testSelect", "SELECT a FROM MyTable")
	if c == nil || !c.Batch || len(c.Setup) == 0 {
		t.Fatalf("testSelect: got %+v, want a batch case with its setup", c)
	}
	if last := c.Setup[len(c.Setup)-1]; !strings.Contains(last, "WITH ('connector' = 'values', 'bounded' = 'true')") {
		t.Errorf("the batch test's table source: %q", last)
	}
	stream := find(extractInline(t), "testSortRowTime", "SELECT a FROM MyTable")
	if stream == nil || strings.Contains(strings.Join(stream.Setup, "\n"), "'bounded'") {
		t.Errorf("a streaming test's table source is unbounded: %+v", stream)
	}
}

// TestBaseClassDoesNotChooseMode checks that a base class whose file names
// the batch mode (as TableTestBase.scala defines the batch test util) does
// not make a test batch whose own class names only the streaming mode.
func TestBaseClassDoesNotChooseMode(t *testing.T) {
	src := mapSource{
		"flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/utils/NameTestBase.scala": `package x

abstract class NameTestBase extends TableTestBase {
  val util = getTableTestUtil()
  def getTableTestUtil(): TableTestUtil
}

object NameTestBase {
  val BATCH_SETTING = EnvironmentSettings.newInstance().inBatchMode().build()
}
`,
		"flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/plan/nodes/exec/operator/StreamNameTest.java": `package x;

class StreamNameTest extends NameTestBase {
    @Override
    protected TableTestUtil getTableTestUtil() {
        return streamTestUtil(TableConfig.getDefault());
    }

    @Test
    void testSelect() {
        util.verifyExecPlan("SELECT 1");
    }
}
`,
	}
	cases, _ := Extract(src, "release-test")
	c := find(cases, "testSelect", "SELECT 1")
	if c == nil || c.Batch {
		t.Errorf("testSelect: got %+v, want a streaming case", c)
	}
}

const functionTest = `package org.apache.flink.table.planner.functions;

class UpperFunctionsITCase extends BuiltInFunctionTestBase {
    private static final String ABC = "'abc'";

    @Override
    Stream<TestSetSpec> getTestSetSpecs() {
        return Stream.of(upperCases(), TestSetSpec.forExpression("no data").testSqlResult("UPPER(" + ABC + ")", "ABC", STRING()));
    }

    private Stream<TestSetSpec> upperCases() {
        return Stream.of(
                TestSetSpec.forFunction(BuiltInFunctionDefinitions.UPPER)
                        .onFieldsWithData("abc", 12, null)
                        .andDataTypes(DataTypes.STRING(), INT().notNull(), DataTypes.ROW(DataTypes.FIELD("a", ARRAY(DECIMAL(10, 2)))))
                        .withFunction(MyUdf.class)
                        .testResult($("f0").upper(), "UPPER(f0)", "ABC", DataTypes.STRING())
                        .testResult(resultSpec($("f0").upper(), "UPPER(f0)", "ABC", STRING()), resultSpec($("f1"), "f1", 12, INT()))
                        .testTableApiValidationError($("f1").upper(), "Invalid function call")
                        .testSqlValidationError("UPPER(f1)", "Invalid function call:\nUPPER(INT NOT NULL)")
                        .testSqlRuntimeError("MyUdf(f0)", "boom"),
                TestSetSpec.forFunction(BuiltInFunctionDefinitions.LOWER)
                        .onFieldsWithData("abc")
                        .testSqlResult("LOWER(f0)", "abc", STRING()),
                TestSetSpec.forFunction(BuiltInFunctionDefinitions.LOWER)
                        .onFieldsWithData("abc")
                        .andDataTypes(DataTypes.RAW(Foo.class))
                        .testSqlResult("LOWER(f0)", "abc", STRING()));
    }
}
`

func TestExtractFunctionTests(t *testing.T) {
	src := mapSource{"flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/functions/UpperFunctionsITCase.java": functionTest}
	cases, skips := Extract(src, "release-2.2.1-rc2")
	table := "CREATE TEMPORARY TABLE `t` (\n  `f0` STRING,\n  `f1` INT NOT NULL,\n  `f2` ROW<`a` ARRAY<DECIMAL(10, 2)>>\n) WITH ('connector' = 'values')"
	want := []struct {
		sql     string
		outcome Outcome
		message string
	}{
		{"SELECT UPPER(f0) FROM `t`", Planned, ""},
		{"SELECT UPPER(f0),f1 FROM `t`", Planned, ""},
		{"SELECT UPPER(f1) FROM `t`", Rejected, "Invalid function call:\nUPPER(INT NOT NULL)"},
		{"SELECT MyUdf(f0) FROM `t`", Planned, ""},
	}
	for _, w := range want {
		c := find(cases, "upperCases", w.sql)
		if c == nil {
			t.Errorf("no case %q in %+v", w.sql, cases)
			continue
		}
		if c.Outcome != w.outcome || c.Message != w.message || c.Source != "function" {
			t.Errorf("%q: %+v", w.sql, c)
		}
		if len(c.Setup) != 2 || c.Setup[1] != table || c.Setup[0] != "CREATE TEMPORARY SYSTEM FUNCTION IF NOT EXISTS `MyUdf` AS 'flinkcorpus.ApiFunction'" {
			t.Errorf("%q: setup %q", w.sql, c.Setup)
		}
	}
	if c := find(cases, "getTestSetSpecs", "SELECT UPPER('abc')"); c == nil || len(c.Setup) != 0 || c.Outcome != Planned {
		t.Errorf("a spec without data: %+v", c)
	}
	if len(cases) != 5 {
		t.Errorf("%d cases, want 5: %+v", len(cases), cases)
	}
	reasons := map[string]int{}
	for _, s := range skips {
		reasons[s.Reason]++
	}
	if reasons["built-in function test: the input types are derived from Java values (no andDataTypes)"] != 1 ||
		reasons["built-in function test: an input type or function is not expressible in SQL"] != 1 {
		t.Errorf("skips: %v", reasons)
	}
}
