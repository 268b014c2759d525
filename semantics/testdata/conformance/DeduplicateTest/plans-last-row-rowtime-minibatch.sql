-- case: COUNT over a last-row deduplication by rowtime, with mini-batch
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/DeduplicateTest.scala, testMiniBatchInferLastRowOnRowtime
-- flink: plans
-- reason: updating-input-unsupported

SET 'table.exec.mini-batch.enabled' = 'true';

SET 'table.exec.mini-batch.size' = '3';

SET 'table.exec.mini-batch.allow-latency' = '1 s';

CREATE TABLE T (
  a        INT,
  b        VARCHAR,
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  WATERMARK FOR rowtime AS rowtime
) WITH (
  'connector' = 'values',
  'bounded' = 'false'
);

SELECT COUNT(b)
FROM (
  SELECT a, b
  FROM (
    SELECT *,
      ROW_NUMBER() OVER (PARTITION BY a ORDER BY rowtime DESC) AS rank_num
    FROM T
  )
  WHERE rank_num = 1
);
