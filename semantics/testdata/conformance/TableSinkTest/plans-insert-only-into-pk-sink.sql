-- case: an insert-only source into a keyed sink of another parallelism
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testAppendStreamToSinkWithPkAutoKeyBy
-- flink: plans
-- reason: updating-into-append-only

CREATE TABLE source (
  id        VARCHAR,
  city_name VARCHAR
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I'
);

CREATE TABLE sink (
  id VARCHAR,
  city_name VARCHAR,
  PRIMARY KEY (id) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'false',
  'sink.parallelism' = '9'
);

INSERT INTO sink SELECT * FROM source;
