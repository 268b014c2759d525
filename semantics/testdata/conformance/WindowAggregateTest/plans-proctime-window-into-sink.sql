-- case: a proctime window aggregate with a CASE, into a sink
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/WindowAggregateTest.scala, testProctimeWindowWithFilter
-- flink: plans
-- reason: insert-column-type

CREATE TEMPORARY TABLE source (
  a        INT,
  b        BIGINT,
  c        STRING NOT NULL,
  d        BIGINT,
  proctime AS PROCTIME()
) WITH ('connector' = 'values');

CREATE TEMPORARY TABLE sink (
  ws TIMESTAMP,
  we TIMESTAMP,
  b  BIGINT,
  c  BIGINT
) WITH ('connector' = 'values');

INSERT INTO sink
SELECT window_start, window_end, b,
  COALESCE(SUM(CASE WHEN a = 11 THEN 1 END), 0) AS c
FROM TABLE(TUMBLE(TABLE source, DESCRIPTOR(proctime), INTERVAL '10' SECOND))
WHERE a IN (1, 5, 7, 9, 11)
GROUP BY window_start, window_end, b;
