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

SELECT s.id, sunday.quarters AS total  -- keyword uses and references are not read
FROM shifts AS s
JOIN `weeks` AS sunday ON s.id = sunday.id;

SELECT id FROM shifts qualify;
SELECT id, DATE_FORMAT(ts, 'yyyy-MM-dd') AS d, TIMESTAMPADD(WEEK, 1, ts) AS next_week FROM shifts;
