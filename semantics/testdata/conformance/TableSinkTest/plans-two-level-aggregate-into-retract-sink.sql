-- case: an aggregate of an aggregate into a retract sink
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testRetractSink2
-- flink: plans
-- reason: updating-into-append-only

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE retractSink (
  cnt BIGINT,
  a BIGINT
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'false'
);

INSERT INTO retractSink
SELECT cnt, COUNT(a) AS a
FROM (SELECT a, COUNT(*) AS cnt FROM MyTable GROUP BY a) t
GROUP BY cnt;
