-- case: UNION ALL of INT with BIGINT and of STRING with CHAR: each column has a least restrictive type
-- source: own, valid variant of apache/flink flink-table/.../plan/stream/sql/SetOperatorsTest.scala, testUnionDifferentFieldTypes
-- flink: plans
-- reason: set-operation-columns

CREATE TABLE orders (
  order_id   BIGINT,
  amount     INT,
  product    STRING,
  code       CHAR(3)
) WITH ('connector' = 'datagen');

SELECT amount, product FROM orders
UNION ALL
SELECT order_id, code FROM orders;
