-- case: an OVER aggregate over a view that aggregates without a window
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForOverAggregate
-- flink: rejects
-- message: OverAggregate doesn't support consuming update changes which is produced by node Calc(select=[cnt])
-- reason: updating-input-unsupported

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TEMPORARY VIEW TempTable AS SELECT COUNT(*) AS cnt FROM MyTable GROUP BY a;

CREATE TABLE retractSink2 (
  cnt BIGINT,
  total BIGINT
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'false'
);

-- rejected
INSERT INTO retractSink2
SELECT cnt, SUM(cnt) OVER (ORDER BY PROCTIME())
FROM TempTable;
