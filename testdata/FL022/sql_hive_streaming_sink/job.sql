CREATE CATALOG hive WITH ('type' = 'hive', 'hive-conf-dir' = '/opt/hive-conf');
USE CATALOG hive;

SET 'table.sql-dialect' = 'hive';
CREATE TABLE IF NOT EXISTS clicks_hive (user_id STRING, url STRING)  -- want "FL022" level=warning msg="Hive table"
STORED AS parquet;
SET 'table.sql-dialect' = 'default';

CREATE TEMPORARY TABLE clicks (user_id STRING, url STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'clicks',
  'properties.bootstrap.servers' = 'kafka:9092',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

INSERT INTO clicks_hive SELECT user_id, url FROM clicks;
