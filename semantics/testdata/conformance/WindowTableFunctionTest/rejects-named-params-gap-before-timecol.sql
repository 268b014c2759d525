-- case: SESSION named parameters with GAP before TIMECOL
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala, testWindowTVFWithNamedParamsOrderChange1
-- flink: rejects
-- message: Illegal second argument to Window TVF: Expecting TIMECOL
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
    DATA => TABLE MyTable PARTITION BY (b, a),
    GAP => INTERVAL '15' MINUTE,
    TIMECOL => DESCRIPTOR(rowtime)));
