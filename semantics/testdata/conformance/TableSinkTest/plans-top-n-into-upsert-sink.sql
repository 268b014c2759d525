-- case: a Top-N over an aggregate, into an upsert sink
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testSinkDisorderChangeLogWithRank
-- flink: plans
-- reason: updating-into-append-only

CREATE TABLE src (person STRING, votes BIGINT) WITH ('connector' = 'values');

CREATE TABLE SinkRankChangeLog (
  person STRING,
  votes BIGINT,
  PRIMARY KEY (person) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'false'
);

INSERT INTO SinkRankChangeLog
SELECT person, sum_votes
FROM (
  SELECT person, sum_votes,
    ROW_NUMBER() OVER (PARTITION BY vote_section ORDER BY sum_votes DESC) AS rank_number
  FROM (
    SELECT person, SUM(votes) AS sum_votes, SUM(votes) / 2 AS vote_section
    FROM src
    GROUP BY person
  )
)
WHERE rank_number < 10;
