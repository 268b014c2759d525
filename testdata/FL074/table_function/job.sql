-- A built-in scalar function called where a table function is expected
-- (FROM TABLE(...), LATERAL TABLE(...)): the validator's ProcedureNamespace
-- rejects it once the call resolves.
CREATE TABLE SinkTable (s STRING) WITH ('connector' = 'blackhole');
CREATE TABLE src (id BIGINT, s STRING) WITH ('connector' = 'datagen');
INSERT INTO SinkTable SELECT * FROM TABLE(MD5('3')); -- want "FL074" msg="^Argument must be a table function: MD5$"
SELECT id, t FROM src, LATERAL TABLE(UPPER(s)) AS T(t); -- want "FL074" msg="^Argument must be a table function: UPPER$"
-- A table function the job creates, and one of Flink's functions whose
-- definition has a runtime implementation (another message), stay silent.
CREATE TEMPORARY SYSTEM FUNCTION split_words AS 'com.example.SplitWords';
SELECT id, w FROM src, LATERAL TABLE(split_words(s)) AS T(w);
SELECT id, w FROM src, LATERAL TABLE(SPLIT(s, ',')) AS T(w);
