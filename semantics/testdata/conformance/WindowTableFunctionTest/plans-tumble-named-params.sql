-- case: TUMBLE with named parameters and an offset
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala, testTumbleTVFWithNamedParams
-- flink: plans
-- reason: window-argument

CREATE TABLE MyTable (
  a        INT,
  b        BIGINT,
  c        STRING,
  d        DECIMAL(10, 3),
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND
) WITH ('connector' = 'values');

SELECT *
FROM TABLE(
  TUMBLE(
    DATA => TABLE MyTable,
    TIMECOL => DESCRIPTOR(rowtime),
    SIZE => INTERVAL '15' MINUTE,
    `OFFSET` => INTERVAL '5' MINUTE));
