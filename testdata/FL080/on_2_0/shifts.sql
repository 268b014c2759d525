CREATE TABLE shifts (
  id INT,
  Monday BOOLEAN,  -- want "FL080" level=error msg="Monday is a reserved word of Flink 2.0's SQL parser"
  `tuesday` BOOLEAN,
  variant STRING,
  model STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

CREATE TABLE weeks (  -- want "FL080" level=error msg="quote it with backticks: `weeks`"
  id INT,
  quarters INT  -- want "FL080" level=error
) WITH ('connector' = 'blackhole');

INSERT INTO weeks  -- want "FL080" level=error
SELECT id, CAST(EXTRACT(QUARTER FROM ts) AS INT) AS time_trunc  -- want "FL080" level=error
FROM shifts;

WITH datetime AS (SELECT id, ts FROM shifts)  -- want "FL080" level=error
SELECT id, DATE_FORMAT(ts, 'yyyy') AS `sunday` FROM datetime;  -- want "FL080" level=error

SELECT s.id, sunday.quarters AS total  -- keyword uses and references are not read
FROM shifts AS s
JOIN `weeks` AS sunday ON s.id = sunday.id;  -- want "FL080" level=error msg="sunday is a reserved word"

SELECT id FROM shifts qualify;
SELECT id, DATE_FORMAT(ts, 'yyyy-MM-dd') AS d, TIMESTAMPADD(WEEK, 1, ts) AS next_week FROM shifts;
