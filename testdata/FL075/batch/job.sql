SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, c BIGINT) WITH ('connector' = 'filesystem', 'path' = '/data', 'format' = 'csv');
SELECT a FROM t ORDER BY c;
