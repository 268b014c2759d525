-- case: CREATE TABLE ... AS SELECT into the 'values' connector
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExplainCreateTableAsSelect
-- flink: plans
-- reason: insert-column-type

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE MyCtasTable
WITH ('connector' = 'values')
AS SELECT a, b FROM MyTable;
