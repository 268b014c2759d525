-- case: CTAS that declares a physical and a computed column besides the query's
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExplainCreateTableAsSelectWithColumnsInCreateAndQueryParts
-- flink: plans
-- reason: insert-column-type

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE MyCtasTable (
  votes    INT,
  votes_2x AS b * 2
)
WITH ('connector' = 'values')
AS SELECT a, b FROM MyTable;
