-- Hive DDL in a session that starts in the default dialect fails.
CREATE TABLE hive_orders (id BIGINT, amount DOUBLE) PARTITIONED BY (dt STRING) TBLPROPERTIES ('k' = 'v'); -- want "FL900" col=72 msg="starts a session of its own"
SET 'table.sql-dialect' = 'hive';
CREATE TABLE hive_orders2 (id BIGINT, amount DOUBLE) PARTITIONED BY (dt STRING) TBLPROPERTIES ('k' = 'v');
