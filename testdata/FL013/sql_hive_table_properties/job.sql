-- A Hive table keeps any property, but the Hive source and sink parse the
-- ones they read (HiveOptions, FileSystemConnectorOptions): a duration that
-- does not parse fails when the job reads the table.
SET 'table.sql-dialect' = 'hive';
CREATE TABLE orders_hive (id STRING, total DOUBLE) PARTITIONED BY (dt STRING) STORED AS parquet TBLPROPERTIES (
  'streaming-source.enable' = 'true',
  'streaming-source.monitor-interval' = '1 minutes please',   -- want "FL013" level=warning
  'owner' = 'data-platform'
);
SET 'table.sql-dialect' = 'default';
CREATE TABLE out_t (id STRING) WITH ('connector' = 'print');
INSERT INTO out_t SELECT id FROM orders_hive;
