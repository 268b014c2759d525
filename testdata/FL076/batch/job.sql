SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '/data', 'format' = 'csv');
SELECT a, COUNT(*) OVER (PARTITION BY b ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM t;
