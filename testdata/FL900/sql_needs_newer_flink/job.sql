-- The deployment runs Flink 1.17: statements from later releases fail to parse.
CREATE TABLE orders (id STRING, total DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE totals WITH ('connector' = 'print') AS SELECT id, total FROM orders;
TRUNCATE TABLE orders;   -- want "FL900" level=warning
CREATE TABLE buckets (id STRING) DISTRIBUTED BY HASH(id) INTO 4 BUCKETS WITH ('connector' = 'print');   -- want "FL900" level=warning
SHOW JOBS;
