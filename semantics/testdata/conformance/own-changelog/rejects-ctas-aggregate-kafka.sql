-- case: CREATE TABLE ... AS an aggregate into a kafka json table
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: rejects
-- message: Table sink 'default_catalog.default_database.per_user' doesn't support consuming update
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

-- rejected
CREATE TABLE per_user
WITH (
  'connector' = 'kafka',
  'topic' = 'per_user',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
)
AS SELECT user_id, COUNT(*) AS cnt FROM clicks GROUP BY user_id;
