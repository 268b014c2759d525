CREATE TABLE gen (id STRING) WITH ('connector' = 'datagen');
CREATE TABLE debug (id STRING) WITH ('connector' = 'print');
CREATE TABLE nothing (id STRING) WITH ('connector' = 'blackhole');
CREATE TABLE unused (id STRING) WITH ('connector' = 'print');
INSERT INTO debug SELECT id FROM gen;
INSERT INTO nothing SELECT id FROM gen;
