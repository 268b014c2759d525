-- A Flink script: its syntax errors are reported.
CREATE TABLE orders (
  id BIGINT,
  tags ROW<, name STRING>  -- want "FL900"
) WITH ('connector' = 'datagen');
