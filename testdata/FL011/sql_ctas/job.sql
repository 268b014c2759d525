CREATE TABLE gen (id STRING) WITH ('connector' = 'datagen');
CREATE TABLE copy_of AS SELECT id FROM gen;   -- want "FL011" col=14
