-- case: UNION ALL whose second column is BIGINT on one side and STRING on the other
-- source: own, variant of apache/flink flink-table/.../plan/stream/sql/SetOperatorsTest.scala, testUnionDifferentFieldTypes (Calcite validator message)
-- flink: rejects
-- message: Type mismatch in column 2 of UNION ALL
-- reason: set-operation-columns

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT
) WITH ('connector' = 'datagen');

CREATE TABLE users (
  user_id BIGINT,
  name    STRING
) WITH ('connector' = 'datagen');

-- rejected
SELECT order_id, user_id FROM orders
UNION ALL
SELECT user_id, name FROM users;
