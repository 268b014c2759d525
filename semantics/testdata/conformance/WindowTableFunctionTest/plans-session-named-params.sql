-- case: SESSION with named parameters in the declared order
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala, testSessionTVFWithNamedParams
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
  SESSION(
    DATA => TABLE MyTable PARTITION BY (b, a),
    TIMECOL => DESCRIPTOR(rowtime),
    GAP => INTERVAL '15' MINUTE));
