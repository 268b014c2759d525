-- case: an inner join of insert-only tables into a filesystem csv sink
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: plans
-- reason: updating-into-append-only

CREATE TABLE src (person STRING, votes BIGINT) WITH ('connector' = 'values');

CREATE TABLE src2 (person STRING, votes BIGINT) WITH ('connector' = 'values');

CREATE TABLE fs_sink (
  person STRING,
  votes  BIGINT
) WITH (
  'connector' = 'filesystem',
  'path' = 'file:///tmp/fs_sink',
  'format' = 'csv'
);

INSERT INTO fs_sink
SELECT s.person, s.votes
FROM src AS s
JOIN src2 AS t ON s.person = t.person;
