CREATE TABLE shifts (
  id INT,
  Monday BOOLEAN,
  `tuesday` BOOLEAN,
  variant STRING,
  model STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

CREATE TABLE weeks (
  id INT,
  quarters INT
) WITH ('connector' = 'blackhole');

INSERT INTO weeks
SELECT id, CAST(EXTRACT(QUARTER FROM ts) AS INT) AS time_trunc
FROM shifts;

WITH datetime AS (SELECT id, ts FROM shifts)
SELECT id, DATE_FORMAT(ts, 'yyyy') AS `sunday` FROM datetime;
