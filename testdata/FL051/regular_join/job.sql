-- A regular join turns both inputs' time attributes into plain timestamps; an interval join keeps them.
CREATE TABLE a (k INT, v STRING, ts TIMESTAMP(3), p AS PROCTIME(), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
CREATE TABLE b (k INT, w STRING, ts2 TIMESTAMP(3), WATERMARK FOR ts2 AS ts2) WITH ('connector' = 'datagen');
CREATE VIEW joined AS SELECT a.k, a.ts, a.p, b.w FROM a JOIN b ON a.k = b.k;
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE joined, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end; -- want "FL051" msg="a regular join turned into a plain TIMESTAMP\(3\)"
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE joined, DESCRIPTOR(p), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end; -- want "FL051"
CREATE VIEW comma AS SELECT a.ts FROM a, b WHERE a.k = b.k;
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE comma, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end; -- want "FL051"
-- A group window is planned before the join materialises its time column: not reported.
SELECT a.v, COUNT(*) FROM a LEFT JOIN b ON a.k = b.k GROUP BY a.v, TUMBLE(a.ts, INTERVAL '1' MINUTE);
-- An interval join keeps both rowtimes.
CREATE VIEW bounded AS SELECT a.k, a.ts FROM a, b WHERE a.k = b.k AND a.ts BETWEEN b.ts2 - INTERVAL '1' MINUTE AND b.ts2;
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE bounded, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end;
-- A filter over the regular join's output may be pushed into it and make it an interval join.
CREATE VIEW both_ts AS SELECT a.k, a.ts, b.ts2 FROM a JOIN b ON a.k = b.k;
CREATE VIEW filtered AS SELECT * FROM both_ts WHERE ts BETWEEN ts2 - INTERVAL '1' MINUTE AND ts2;
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE filtered, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end;
-- A window join (equal window bounds) is not decided.
CREATE VIEW wa AS SELECT * FROM TABLE(TUMBLE(TABLE a, DESCRIPTOR(ts), INTERVAL '1' MINUTE));
CREATE VIEW wb AS SELECT * FROM TABLE(TUMBLE(TABLE b, DESCRIPTOR(ts2), INTERVAL '1' MINUTE));
CREATE VIEW wj AS SELECT wa.k, wa.window_time AS wt FROM wa JOIN wb ON wa.k = wb.k AND wa.window_start = wb.window_start AND wa.window_end = wb.window_end;
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE wj, DESCRIPTOR(wt), INTERVAL '5' MINUTE)) GROUP BY window_start, window_end;
-- A window over the left side before the join is fine.
SELECT * FROM TABLE(TUMBLE(TABLE a, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) t JOIN b ON t.k = b.k;
