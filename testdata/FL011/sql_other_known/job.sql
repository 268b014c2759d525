CREATE TABLE lake (id STRING) WITH ('connector' = 'iceberg', 'catalog-name' = 'c');
CREATE TABLE cdc (id STRING) WITH ('connector' = 'mysql-cdc', 'hostname' = 'db');
INSERT INTO lake SELECT id FROM cdc;
