-- case: columns named like keywords and a watermark on a computed ROW field
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testKeywordsWithWatermarkComputedColumn
-- flink: plans
-- reason: watermark-column

CREATE TABLE t1 (
  a INT,
  b VARCHAR,
  `time` TIME,
  mytime AS `time`,
  `current_time` AS CURRENT_TIME,
  json_row ROW<`timestamp` TIMESTAMP(3)>,
  `timestamp` AS json_row.`timestamp`,
  WATERMARK FOR `timestamp` AS `timestamp`
) WITH (
  'connector' = 'values'
);

SELECT * FROM t1;
