-- case: a LEFT JOIN on part of a composite primary key
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/JoinTest.scala, testJoinAndSelectOnPartialCompositePrimaryKey
-- flink: plans
-- reason: unknown-column

CREATE TABLE A (
  a1 INT,
  a2 BIGINT,
  a3 BIGINT
) WITH ('connector' = 'values');

CREATE TABLE tableWithCompositePk (
  pk1 INT,
  pk2 BIGINT,
  PRIMARY KEY (pk1, pk2) NOT ENFORCED
) WITH ('connector' = 'values');

SELECT A.a1 FROM A LEFT JOIN tableWithCompositePk T ON A.a1 = T.pk1;
