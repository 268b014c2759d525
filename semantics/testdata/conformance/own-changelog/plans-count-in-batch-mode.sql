-- case: the per-user COUNT into the filesystem sink in batch mode
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: plans
-- reason: updating-into-append-only

SET 'execution.runtime-mode' = 'batch';

CREATE TABLE clicks_files (
  user_id BIGINT,
  url STRING,
  ts TIMESTAMP(3)
) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/clicks_files/',
  'format' = 'json'
);

CREATE TABLE counts (
  user_id BIGINT,
  cnt BIGINT
) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/counts/',
  'format' = 'parquet'
);

INSERT INTO counts
SELECT user_id, COUNT(*) AS cnt
FROM clicks_files
GROUP BY user_id;
