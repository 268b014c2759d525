CREATE TABLE paimon_cat.db.dst (id STRING);
CREATE TABLE default_catalog.default_database.src (id STRING) WITH ('connector' = 'datagen');
INSERT INTO dst SELECT id FROM src;
