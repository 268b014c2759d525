-- case: UNION ALL of a changelog source and an aggregate
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testUnionChangelogSourceAndAggregation
-- flink: plans
-- reason: set-operation-columns

CREATE TABLE changelog_src (
  ts TIMESTAMP(3),
  a  INT,
  b  DOUBLE
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UA,UB,D'
);

CREATE TABLE append_src (
  ts TIMESTAMP(3),
  a  INT,
  b  DOUBLE
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I'
);

SELECT b, ts, a
FROM (
  SELECT * FROM changelog_src
  UNION ALL
  SELECT MAX(ts) AS t, a, MAX(b) AS b FROM append_src GROUP BY a
);
