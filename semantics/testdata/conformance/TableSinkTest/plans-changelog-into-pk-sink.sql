-- case: a changelog source into a keyed sink
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testChangelogStreamToSinkWithPkDifferentParallelism
-- flink: plans
-- reason: updating-into-append-only

CREATE TABLE source (
  id        VARCHAR,
  city_name VARCHAR,
  PRIMARY KEY (id) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UB,UA,D'
);

CREATE TABLE sink (
  id VARCHAR,
  city_name VARCHAR,
  PRIMARY KEY (id) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'false',
  'sink.parallelism' = '2'
);

INSERT INTO sink SELECT * FROM source;
