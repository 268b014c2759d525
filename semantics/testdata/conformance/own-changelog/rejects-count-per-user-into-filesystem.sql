-- case: a per-user COUNT into a filesystem parquet sink
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: rejects
-- message: Table sink 'default_catalog.default_database.counts' doesn't support consuming update
-- reason: updating-into-append-only

CREATE TABLE clicks (
  user_id BIGINT,
  url     STRING,
  ts      TIMESTAMP(3),
  proc    AS PROCTIME(),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'g',
  'scan.startup.mode' = 'earliest-offset',
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

-- rejected
INSERT INTO counts
SELECT user_id, COUNT(*) AS cnt
FROM clicks
GROUP BY user_id;
