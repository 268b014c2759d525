CREATE TABLE a (k INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
CREATE TABLE b (k INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
CREATE TABLE c (k INT, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
-- A time attribute on one side only, or a rowtime against a processing time.
SELECT k, ts FROM a UNION ALL SELECT k, ts FROM c; -- want "FL051" msg="UNION column 'ts' is TIMESTAMP\(3\) \*ROWTIME\* on one side and TIMESTAMP\(3\) on the other"
SELECT * FROM (SELECT k, ts FROM a UNION ALL SELECT k, ts FROM c) WHERE ts > TIMESTAMP '2024-01-01 00:00:00'; -- want "FL051"
SELECT k, ts FROM a UNION SELECT k, ts FROM c; -- want "FL051"
SELECT k, CAST(pt AS TIMESTAMP_LTZ(3)) AS t FROM a UNION ALL SELECT k, pt FROM b; -- want "FL051"
-- Planned: the same kind on both sides, none on either, a column no reader reads, a CAST on every side.
SELECT k, ts FROM a UNION ALL SELECT k, ts FROM b;
SELECT k, CAST(ts AS TIMESTAMP(3)) FROM a UNION ALL SELECT k, ts FROM c;
SELECT k FROM (SELECT k, ts FROM a UNION ALL SELECT k, ts FROM c);
