-- case: the same sink fed with explicit casts
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testInsertMismatchTypeForEmptyChar
-- flink: plans
-- reason: insert-column-type

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE my_sink (
  name STRING,
  email STRING,
  message_offset BIGINT
) WITH (
  'connector' = 'values'
);

INSERT INTO my_sink SELECT CAST(a AS STRING), '', b FROM MyTable;
