CREATE CATALOG hive WITH ('type' = 'hive', 'hive-conf-dir' = '/opt/hive-conf');
USE CATALOG hive;

SET 'table.sql-dialect' = 'hive';
CREATE TABLE IF NOT EXISTS clicks_hive (
  user_id STRING,
  url STRING
) PARTITIONED BY (dt STRING)
STORED AS parquet
TBLPROPERTIES (
  'sink.partition-commit.policy.kind' = 'metastore,success-file',
  'auto-compaction' = 'true'  -- want "FL001" level=error msg="on Hive table"
);
SET 'table.sql-dialect' = 'default';

CREATE TEMPORARY TABLE clicks (
  user_id STRING,
  url STRING,
  ts TIMESTAMP(3)
) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'kafka:9092',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

INSERT INTO clicks_hive SELECT user_id, url, DATE_FORMAT(ts, 'yyyy-MM-dd') FROM clicks;
