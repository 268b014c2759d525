CREATE TABLE ok1 (a INT) WITH ('connector' = 'datagen');
CREATE TABLE broken (
  a INT,
  b ROW<x INT, y STRING,
  c STRING
) WITH ('connector' = 'print');
CREATE TABLE ok2 (a INT) WITH ('connector' = 'blackhole');
INSERT INTO ok2 SELECT * FROM ok1;
ALTER TABLE ok2 SET ('a' 'b');
SET 'after' = 'errors';
