-- case: an aggregate of an aggregate into a keyed sink with an enforced changelog mode
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testRetractSinkWithPrimaryKey
-- flink: plans
-- reason: updating-into-append-only

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE retractSink (
  cnt BIGINT,
  a BIGINT,
  PRIMARY KEY (a) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'sink-changelog-mode-enforced' = 'I,UB,UA,D'
);

INSERT INTO retractSink
SELECT cnt, COUNT(a) AS a
FROM (SELECT a, COUNT(*) AS cnt FROM MyTable GROUP BY a) t
GROUP BY cnt;
