-- case: a changelog source into an insert-only sink
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testChangelogStreamToSinkWithPkDifferentParallelism (message of testExceptionForAppendSink)
-- flink: rejects
-- message: Table sink 'default_catalog.default_database.sink' doesn't support consuming update
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
  city_name VARCHAR
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'true'
);

-- rejected
INSERT INTO sink SELECT * FROM source;
