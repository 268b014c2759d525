-- case: a table of a catalog the job creates and flinklint cannot see into
-- source: own, valid variant (Calcite validator message)
-- flink: plans
-- reason: unknown-table

CREATE CATALOG hive WITH (
  'type' = 'hive',
  'hive-conf-dir' = '/opt/hive-conf'
);

SELECT * FROM hive.sales.orders;
