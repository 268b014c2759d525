-- case: a filter after the aggregate, into an upsert sink
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testUpsertSinkWithFilter
-- flink: plans
-- reason: updating-into-append-only

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE upsertSink (
  a INT,
  cnt BIGINT,
  PRIMARY KEY (a) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'false'
);

INSERT INTO upsertSink
SELECT *
FROM (SELECT a, COUNT(*) AS cnt FROM MyTable GROUP BY a)
WHERE cnt < 10;
