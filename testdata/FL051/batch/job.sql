-- A batch job windows over any TIMESTAMP column.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE clicks (url STRING, ts TIMESTAMP(3), ltz TIMESTAMP_LTZ(3), epoch BIGINT, d DATE) WITH ('connector' = 'filesystem', 'path' = '/data', 'format' = 'csv');
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end;
SELECT * FROM TABLE(HOP(TABLE clicks, DESCRIPTOR(ltz), INTERVAL '1' MINUTE, INTERVAL '2' MINUTE));

-- A time column of no TIMESTAMP type is rejected by the validator in either mode.
SELECT * FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(epoch), INTERVAL '1' MINUTE)); -- want "FL051" msg="requires the timecol to be TIMESTAMP or TIMESTAMP_LTZ, but is BIGINT"
SELECT * FROM TABLE(CUMULATE(TABLE clicks, DESCRIPTOR(d), INTERVAL '1' MINUTE, INTERVAL '2' MINUTE)); -- want "FL051" msg="CUMULATE windows by column 'd', which is DATE"
