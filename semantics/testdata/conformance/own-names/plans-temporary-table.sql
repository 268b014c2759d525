-- case: a temporary table
-- source: own, valid variant (Calcite validator message)
-- flink: plans
-- reason: unknown-table

CREATE TEMPORARY TABLE tmp_orders (
  id BIGINT
) WITH ('connector' = 'datagen');

SELECT * FROM tmp_orders;
