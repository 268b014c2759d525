-- FlinkSqlOperatorTable's date and string functions check their operands'
-- families (TO_TIMESTAMP takes strings: an epoch number is TO_TIMESTAMP_LTZ's),
-- and the valid twins stay silent.
CREATE TABLE events (
  id BIGINT,
  epoch_ms BIGINT,
  epoch_s DOUBLE,
  ts_text STRING,
  day DATE,
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

SELECT TO_TIMESTAMP(epoch_ms) FROM events; -- want "FL074" msg="^Cannot apply 'TO_TIMESTAMP' to arguments of type 'TO_TIMESTAMP\(<BIGINT>\)'"
SELECT TO_TIMESTAMP(ts_text), TO_TIMESTAMP(ts_text, 'yyyy-MM-dd HH:mm:ss'), TO_TIMESTAMP_LTZ(epoch_ms, 3) FROM events;

SELECT DATE_FORMAT(day, 'yyyy-MM') FROM events; -- want "FL074" msg="Supported form\(s\): 'DATE_FORMAT\(<TIMESTAMP>, <CHARACTER>\)'"
SELECT DATE_FORMAT(ts, 'yyyy-MM'), DATE_FORMAT(ltz, 'yyyy-MM'), DATE_FORMAT(ts_text, 'yyyy-MM'), DATE_FORMAT(CAST(day AS TIMESTAMP(3)), 'yyyy') FROM events;

SELECT FROM_UNIXTIME(epoch_s) FROM events; -- want "FL074" msg="FROM_UNIXTIME\(<DOUBLE>\)"
SELECT FROM_UNIXTIME(epoch_ms / 1000), FROM_UNIXTIME(id, 'yyyy-MM-dd') FROM events;

SELECT TO_DATE(id) FROM events; -- want "FL074" msg="TO_DATE\(<BIGINT>\)"
SELECT TO_DATE(ts_text), UNIX_TIMESTAMP(), UNIX_TIMESTAMP(ts_text) FROM events;

SELECT SPLIT_INDEX(ts_text, ',', '1') FROM events; -- want "FL074" msg="SPLIT_INDEX"
SELECT SPLIT_INDEX(ts_text, ',', 1), REGEXP_EXTRACT(ts_text, '(\d+)', 1), LPAD(ts_text, 5, '0'), MD5(ts_text) FROM events;
