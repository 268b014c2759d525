-- A batch job windows over any TIMESTAMP column.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE clicks (url STRING, ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '/data', 'format' = 'csv');
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end;
