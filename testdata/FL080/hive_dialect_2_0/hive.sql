CREATE CATALOG hive WITH ('type' = 'hive', 'hive-conf-dir' = '/opt/hive-conf');
USE CATALOG hive;
SET 'table.sql-dialect' = 'hive';
CREATE TABLE shifts (id INT, monday BOOLEAN) STORED AS PARQUET TBLPROPERTIES ('k' = 'v');
INSERT INTO shifts SELECT id, weeks FROM staging;
CREATE VIEW weeks AS SELECT id AS monday FROM staging;
