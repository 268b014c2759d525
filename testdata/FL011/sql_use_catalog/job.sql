CREATE CATALOG hive WITH ('type' = 'hive', 'hive-conf-dir' = '/opt/hive-conf');
USE CATALOG hive;
CREATE TABLE dst (id STRING);
INSERT INTO dst SELECT id FROM src;
