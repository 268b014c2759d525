-- case: joins of an aggregate and two keyed tables
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/JoinTest.scala, testJoinDisorderChangeLog
-- flink: plans
-- reason: updating-input-unsupported

CREATE TABLE src (
  person STRING,
  votes BIGINT
) WITH ('connector' = 'values');

CREATE TABLE award (
  votes BIGINT,
  prize DOUBLE,
  PRIMARY KEY (votes) NOT ENFORCED
) WITH ('connector' = 'values');

CREATE TABLE people (
  person STRING,
  age INT,
  PRIMARY KEY (person) NOT ENFORCED
) WITH ('connector' = 'values');

SELECT T1.person, T1.sum_votes, T1.prize, T2.age
FROM (
  SELECT T.person, T.sum_votes, award.prize
  FROM (SELECT person, SUM(votes) AS sum_votes FROM src GROUP BY person) T, award
  WHERE T.sum_votes = award.votes
) T1, people T2
WHERE T1.person = T2.person;
