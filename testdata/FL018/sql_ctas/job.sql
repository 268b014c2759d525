CREATE TABLE gen (id STRING) WITH ('connector' = 'datagen');
CREATE TABLE copy_of WITH ('connector' = 'datagen') AS SELECT id FROM gen;   -- want "FL018" col=28
