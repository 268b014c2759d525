-- case: PARTITIONED BY a column spelled in another case
-- source: own, variant of flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testCreateTableInvalidPartition
-- flink: rejects
-- message: Partition column 'DT' not defined in the table schema. Available columns: ['id', 'dt']
-- reason: partition-key-unknown

-- rejected
CREATE TABLE events (
  id BIGINT,
  dt STRING
)
PARTITIONED BY (DT)
WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/events/',
  'format' = 'parquet'
);
