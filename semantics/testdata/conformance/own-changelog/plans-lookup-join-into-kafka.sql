-- case: a lookup join of the append-only stream against a jdbc table, which forwards inserts, into a kafka json sink
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

CREATE TABLE users (
  user_id BIGINT,
  name    STRING,
  PRIMARY KEY (user_id) NOT ENFORCED
) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:mysql://localhost:3306/app',
  'table-name' = 'users'
);

CREATE TABLE enriched (
  user_id BIGINT,
  url     STRING,
  name    STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 'enriched',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);

INSERT INTO enriched
SELECT c.user_id, c.url, u.name
FROM clicks AS c
LEFT JOIN users FOR SYSTEM_TIME AS OF c.proc AS u
  ON c.user_id = u.user_id;
