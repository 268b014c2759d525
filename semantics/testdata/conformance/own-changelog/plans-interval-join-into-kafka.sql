-- case: an inner interval join into a kafka json sink
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: plans
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

CREATE TABLE pairs (
  user_id BIGINT,
  first_url STRING,
  next_url STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 'pairs',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);

INSERT INTO pairs
SELECT a.user_id, a.url, b.url
FROM clicks AS a
JOIN clicks AS b ON a.user_id = b.user_id
  AND b.ts BETWEEN a.ts AND a.ts + INTERVAL '1' MINUTE;
