-- case: UNION (without ALL) of two append-only queries into a kafka json sink: the deduplication is a GroupAggregate
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: rejects
-- message: Table sink 'default_catalog.default_database.urls' doesn't support consuming update changes which is produced by node GroupAggregate
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
SELECT user_id, url FROM clicks WHERE url LIKE 'https:%'
UNION
SELECT user_id, url FROM clicks WHERE user_id > 100;
