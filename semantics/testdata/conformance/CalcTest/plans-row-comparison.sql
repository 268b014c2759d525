-- case: a ROW compared with a ROW of literals; ROW, ARRAY and MAP built from columns
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/CalcTest.scala, testMixedType
-- flink: plans
-- reason: expression-type

CREATE TABLE MyTable5 (
  a STRING,
  b INT,
  c TIMESTAMP(3)
) WITH ('connector' = 'values');

SELECT ROW(a, b, c), ARRAY[12, b], MAP[a, c]
FROM MyTable5
WHERE (a, b, c) = ('foo', 12, TIMESTAMP '1984-07-12 14:34:24');
