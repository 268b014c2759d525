-- case: a FULL JOIN with a subquery that has an ORDER BY
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/JoinTest.scala, testJoinWithSort
-- flink: plans
-- reason: sort-not-time-attribute

CREATE TABLE MyTable3 (
  i INT,
  j INT,
  t STRING
) WITH ('connector' = 'values');

CREATE TABLE MyTable4 (
  i INT,
  k INT
) WITH ('connector' = 'values');

SELECT *
FROM MyTable3
FULL JOIN (SELECT * FROM MyTable4 ORDER BY MyTable4.i DESC, MyTable4.k ASC) MyTable4
  ON MyTable3.i = MyTable4.i AND MyTable3.i = MyTable4.k;
