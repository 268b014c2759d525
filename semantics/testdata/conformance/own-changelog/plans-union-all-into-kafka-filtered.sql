-- case: the same two queries with UNION ALL, which forwards inserts
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

CREATE TABLE urls (
  user_id BIGINT,
  url     STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 'urls',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);

INSERT INTO urls
SELECT user_id, url FROM clicks WHERE url LIKE 'https:%'
UNION ALL
SELECT user_id, url FROM clicks WHERE user_id > 100;
