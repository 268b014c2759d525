-- The runtime mode is a shell variable filled in by the script that runs
-- this file: streaming or batch is unknown, so FL022 (streaming only) stays
-- silent rather than guess.
SET 'execution.runtime-mode' = '$MODE';
CREATE TABLE sink (a INT) WITH ('connector' = 'filesystem', 'path' = 's3://bucket/out', 'format' = 'json');
CREATE TABLE src (a INT) WITH ('connector' = 'datagen');
INSERT INTO sink SELECT a FROM src;
