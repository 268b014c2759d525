-- case: a view that aggregates, written into a kafka json sink
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

CREATE VIEW per_user_view AS
SELECT user_id, COUNT(*) AS cnt
FROM clicks
GROUP BY user_id;

CREATE TABLE per_user (
  user_id BIGINT,
  cnt BIGINT
) WITH (
  'connector' = 'kafka',
  'topic' = 'per_user',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);

-- rejected
INSERT INTO per_user
SELECT * FROM per_user_view;
