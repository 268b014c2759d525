-- AUTOMATIC runs in batch when every source is bounded: streaming is not
-- known, so FL022 (streaming only) stays silent rather than guess.
SET 'execution.runtime-mode' = 'automatic';
CREATE TABLE sink (a INT) WITH ('connector' = 'filesystem', 'path' = 's3://bucket/out', 'format' = 'json');
CREATE TABLE src (a INT) WITH ('connector' = 'datagen');
INSERT INTO sink SELECT a FROM src;
