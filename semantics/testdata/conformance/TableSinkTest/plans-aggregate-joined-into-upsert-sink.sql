-- case: an aggregate joined with a keyed table, into an upsert sink
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testSinkDisorderChangeLogWithJoin
-- flink: plans
-- reason: updating-into-append-only

CREATE TABLE src (person STRING, votes BIGINT) WITH ('connector' = 'values');

CREATE TABLE award (
  votes BIGINT,
  prize DOUBLE,
  PRIMARY KEY (votes) NOT ENFORCED
) WITH ('connector' = 'values');

CREATE TABLE SinkJoinChangeLog (
  person STRING,
  votes BIGINT,
  prize DOUBLE,
  PRIMARY KEY (person) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'false'
);

INSERT INTO SinkJoinChangeLog
SELECT T.person, T.sum_votes, award.prize
FROM (SELECT person, SUM(votes) AS sum_votes FROM src GROUP BY person) T, award
WHERE T.sum_votes = award.votes;
