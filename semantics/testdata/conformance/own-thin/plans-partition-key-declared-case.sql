-- case: PARTITIONED BY the column as declared
-- source: own, valid variant of flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testCreateTableInvalidPartition
-- flink: plans
-- reason: partition-key-unknown

CREATE TABLE events (
  id BIGINT,
  dt STRING
)
PARTITIONED BY (dt)
WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/events/',
  'format' = 'parquet'
);
