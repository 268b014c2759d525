-- case: UNION ALL of two insert-only selects into the same sink
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

CREATE TABLE mixed (
  user_id BIGINT,
  url STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 'mixed',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);

INSERT INTO mixed
SELECT user_id, url FROM clicks
UNION ALL
SELECT user_id, UPPER(url) FROM clicks WHERE url LIKE 'http:%';
