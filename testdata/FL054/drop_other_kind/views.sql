CREATE TABLE src (a BIGINT) WITH ('connector' = 'datagen');
CREATE VIEW t1 AS SELECT a FROM src;
