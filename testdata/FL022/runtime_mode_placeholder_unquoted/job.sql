-- The same with the variable unquoted: a word of unknown text.
SET execution.runtime-mode = $MODE;
CREATE TABLE sink (a INT) WITH ('connector' = 'filesystem', 'path' = 's3://bucket/out', 'format' = 'json');
CREATE TABLE src (a INT) WITH ('connector' = 'datagen');
INSERT INTO sink SELECT a FROM src;
