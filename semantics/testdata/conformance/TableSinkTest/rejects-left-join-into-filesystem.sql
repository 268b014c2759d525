-- case: a regular LEFT JOIN into a filesystem csv sink
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: rejects
-- message: Table sink 'default_catalog.default_database.fs_sink' doesn't support consuming update
-- reason: updating-into-append-only

CREATE TABLE src (person STRING, votes BIGINT) WITH ('connector' = 'values');

CREATE TABLE award (
  votes BIGINT,
  prize DOUBLE,
  PRIMARY KEY (votes) NOT ENFORCED
) WITH ('connector' = 'values');

CREATE TABLE fs_sink (
  person STRING,
  prize  DOUBLE
) WITH (
  'connector' = 'filesystem',
  'path' = 'file:///tmp/fs_sink',
  'format' = 'csv'
);

-- rejected
INSERT INTO fs_sink
SELECT s.person, a.prize
FROM src AS s
LEFT JOIN award AS a ON s.votes = a.votes;
