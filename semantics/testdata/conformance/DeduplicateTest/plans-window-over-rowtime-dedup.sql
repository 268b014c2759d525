-- case: a TUMBLE over the rowtime of a rowtime deduplication, which keeps it a time attribute
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/DeduplicateTest.scala, testLastRowWithWindowOnRowtime
-- flink: plans
-- reason: window-not-time-attribute

SET 'table.exec.mini-batch.allow-latency' = '500 ms';

CREATE TABLE T (
  a  INT,
  b  STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH (
  'connector' = 'values',
  'bounded' = 'false'
);

SELECT b, SUM(a), TUMBLE_START(ts, INTERVAL '0.004' SECOND)
FROM (
  SELECT a, b, ts
  FROM (
    SELECT *,
      ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC) AS rowNum
    FROM T
  )
  WHERE rowNum = 1
)
GROUP BY b, TUMBLE(ts, INTERVAL '0.004' SECOND);
