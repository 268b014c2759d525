-- case: ORDER BY with LIMIT (a SortLimit, which updates) into a kafka json sink
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: rejects
-- message: Table sink 'default_catalog.default_database.urls' doesn't support consuming update and delete changes which is produced by node SortLimit
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

CREATE TABLE urls (
  user_id BIGINT,
  url     STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 'urls',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);

-- rejected
INSERT INTO urls
SELECT user_id, url FROM clicks ORDER BY user_id DESC LIMIT 10;
