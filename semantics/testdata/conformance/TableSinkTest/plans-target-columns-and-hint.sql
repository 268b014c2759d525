-- case: INSERT with an OPTIONS hint and a target column list
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testInsertWithTargetColumnsAndSqlHint
-- flink: plans
-- reason: insert-column-count

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE appendSink (
  a BIGINT,
  b STRING
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'false'
);

INSERT INTO appendSink /*+ OPTIONS('sink.parallelism' = '1') */ (a, b) SELECT a + b, c FROM MyTable;
