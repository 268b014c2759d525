-- case: CREATE VIEW names one column for a query of three
-- source: own, variant of apache/flink flink-table/.../api/TableEnvironmentTest.scala, testCreateViewWithWrongFieldList
-- flink: rejects
-- message: VIEW definition and input fields not match
-- reason: view-column-count

CREATE TABLE orders (
  order_id BIGINT,
  product  STRING,
  amount   INT
) WITH ('connector' = 'datagen');

-- rejected
CREATE VIEW IF NOT EXISTS order_view (id) AS SELECT * FROM orders;
