CREATE TABLE gen (id STRING) WITH (
  'connector' = 'datagen',
  'scan.parallelism' = '2'   -- want "FL010" level=error msg="only since Flink 1.19"
);
INSERT INTO out SELECT id FROM gen;
