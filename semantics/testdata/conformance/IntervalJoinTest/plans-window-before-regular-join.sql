-- case: window aggregates on each side, then a regular join on the window columns
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/IntervalJoinTest.scala, testRowTimeInnerJoinAndWindowAggregationOnFirst
-- flink: plans
-- reason: rowtime-in-regular-join-window

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE MyTable2 (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

SELECT l.window_start, l.cnt, r.cnt
FROM (
  SELECT window_start, window_end, COUNT(*) AS cnt
  FROM TABLE(TUMBLE(TABLE MyTable, DESCRIPTOR(rowtime), INTERVAL '1' HOUR))
  GROUP BY window_start, window_end
) l
JOIN (
  SELECT window_start, window_end, COUNT(*) AS cnt
  FROM TABLE(TUMBLE(TABLE MyTable2, DESCRIPTOR(rowtime), INTERVAL '1' HOUR))
  GROUP BY window_start, window_end
) r ON l.window_start = r.window_start AND l.window_end = r.window_end;
