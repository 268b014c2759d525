SET 'table.sql-dialect' = 'hive';
CREATE TABLE dst (id STRING);
INSERT INTO dst SELECT id FROM src;
