-- Inputs of constants only end, with the alias written with or without AS,
-- in INSERT and in CTAS: no checkpoint is needed to finish the part files.
CREATE TABLE sink (a INT, b INT) WITH ('connector' = 'filesystem', 'path' = 's3://bucket/out', 'format' = 'json');
INSERT INTO sink SELECT * FROM (VALUES (1, 2)) T(a, b);
INSERT INTO sink SELECT * FROM (VALUES (3, 4)) AS T(a, b);
CREATE TABLE copy_sink WITH ('connector' = 'filesystem', 'path' = 's3://bucket/copy', 'format' = 'json')
AS SELECT * FROM (VALUES (5, 6)) T(a, b);
