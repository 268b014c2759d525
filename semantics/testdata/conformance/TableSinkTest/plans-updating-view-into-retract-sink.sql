-- case: the same updating view written as is into a retract sink
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForOverAggregate
-- flink: plans
-- reason: updating-input-unsupported

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TEMPORARY VIEW TempTable AS SELECT COUNT(*) AS cnt FROM MyTable GROUP BY a;

CREATE TABLE retractSink1 (
  cnt BIGINT
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'false'
);

INSERT INTO retractSink1 SELECT * FROM TempTable;
