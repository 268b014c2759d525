-- case: SESSION named parameters with DATA not first
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala, testWindowTVFWithNamedParamsOrderChange2
-- flink: rejects
-- message: Illegal first argument to Window TVF: Note that the DATA param must be the first
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

-- rejected
SELECT *
FROM TABLE(
  SESSION(
    GAP => INTERVAL '15' MINUTE,
    DATA => TABLE MyTable,
    TIMECOL => DESCRIPTOR(rowtime)));
