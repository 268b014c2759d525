-- case: INTERSECT of an INT column with a BOOLEAN one
-- source: own, variant of apache/flink flink-table/.../plan/stream/sql/SetOperatorsTest.scala, testIntersectDifferentFieldTypes (Calcite validator message)
-- flink: rejects
-- message: Type mismatch in column 1 of INTERSECT
-- reason: set-operation-columns

CREATE TABLE orders (
  order_id   BIGINT,
  amount     INT,
  paid       BOOLEAN
) WITH ('connector' = 'datagen');

-- rejected
SELECT amount FROM orders
INTERSECT
SELECT paid FROM orders;
