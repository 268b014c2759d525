-- case: the same aggregate and join into an insert-only sink
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testSinkDisorderChangeLogWithJoin (message of testExceptionForAppendSink)
-- flink: rejects
-- message: Table sink 'default_catalog.default_database.SinkJoinAppend' doesn't support consuming update changes
-- reason: updating-into-append-only

CREATE TABLE src (person STRING, votes BIGINT) WITH ('connector' = 'values');

CREATE TABLE award (
  votes BIGINT,
  prize DOUBLE,
  PRIMARY KEY (votes) NOT ENFORCED
) WITH ('connector' = 'values');

CREATE TABLE SinkJoinAppend (
  person STRING,
  votes BIGINT,
  prize DOUBLE
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'true'
);

-- rejected
INSERT INTO SinkJoinAppend
SELECT T.person, T.sum_votes, award.prize
FROM (SELECT person, SUM(votes) AS sum_votes FROM src GROUP BY person) T, award
WHERE T.sum_votes = award.votes;
