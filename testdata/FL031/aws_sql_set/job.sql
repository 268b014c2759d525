SET 'parallelism.default' = '4';  -- want "FL031" col=5
CREATE TABLE src (id STRING) WITH ('connector' = 'datagen');
CREATE TABLE dst (id STRING) WITH ('connector' = 'print');
INSERT INTO dst SELECT id FROM src;
