-- After a join, or through an unknown function, flinklint does not know whether a marker survived.
CREATE TABLE a (k INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
CREATE TABLE b (k INT, ts2 TIMESTAMP(3), WATERMARK FOR ts2 AS ts2) WITH ('connector' = 'datagen');
CREATE VIEW j AS SELECT a.k, a.ts FROM a JOIN b ON a.k = b.k AND a.ts BETWEEN b.ts2 - INTERVAL '1' MINUTE AND b.ts2;
SELECT * FROM TABLE(TUMBLE(TABLE j, DESCRIPTOR(ts), INTERVAL '1' MINUTE));
CREATE VIEW f AS SELECT k, MY_TS(ts) AS ts FROM a;
SELECT * FROM TABLE(TUMBLE(TABLE f, DESCRIPTOR(ts), INTERVAL '1' MINUTE));
SELECT * FROM TABLE(TUMBLE(TABLE unknown_table, DESCRIPTOR(ts), INTERVAL '1' MINUTE));
