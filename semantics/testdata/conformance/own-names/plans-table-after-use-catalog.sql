-- case: an unqualified table after USE CATALOG of a catalog flinklint cannot see into
-- source: own, valid variant (Calcite validator message)
-- flink: plans
-- reason: unknown-table

CREATE CATALOG paimon WITH (
  'type' = 'paimon',
  'warehouse' = 's3://bucket/warehouse'
);

USE CATALOG paimon;

SELECT * FROM orders_in_paimon;
