-- case: a computed column over the rowtime and a PROCTIME() column
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testDDLWithComputedColumnReferRowtime
-- flink: plans
-- reason: computed-column

CREATE TABLE src (
  ts TIMESTAMP(3),
  a  INT,
  b  DOUBLE,
  my_ts AS ts - INTERVAL '0.001' SECOND,
  proc AS PROCTIME(),
  WATERMARK FOR ts AS ts - INTERVAL '0.001' SECOND
) WITH (
  'connector' = 'values'
);

SELECT * FROM src WHERE a > 1;
