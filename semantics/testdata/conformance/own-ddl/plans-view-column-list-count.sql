-- case: CREATE VIEW names one column per column of its query
-- source: own, valid variant of apache/flink flink-table/.../api/TableEnvironmentTest.scala, testCreateViewWithWrongFieldList
-- flink: plans
-- reason: view-column-count

CREATE TABLE orders (
  order_id BIGINT,
  product  STRING,
  amount   INT
) WITH ('connector' = 'datagen');

CREATE VIEW order_view (id, name, n) AS SELECT * FROM orders;
