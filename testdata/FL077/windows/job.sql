CREATE TABLE t (a INT, c BIGINT, rt TIMESTAMP(3), p AS PROCTIME(), WATERMARK FOR rt AS rt) WITH ('connector' = 'datagen');
SELECT a, window_start, window_end, COUNT(*) FROM TABLE(HOP(TABLE t, DESCRIPTOR(rt), INTERVAL '4' MINUTE, INTERVAL '10' MINUTE)) GROUP BY a, window_start, window_end; -- want "FL077" msg="size 600000 ms and slide 240000 ms"
SELECT a, window_start, window_end, COUNT(*) FROM TABLE(CUMULATE(TABLE t, DESCRIPTOR(rt), INTERVAL '25' MINUTE, INTERVAL '1' HOUR)) GROUP BY a, window_start, window_end; -- want "FL077" msg="maxSize 3600000 ms and step 1500000 ms"
SELECT * FROM TABLE(TUMBLE(SIZE => INTERVAL '1' MINUTE, DATA => TABLE t, TIMECOL => DESCRIPTOR(rt))); -- want "FL077" msg="DATA param must be the first"
SELECT COUNT(*) FROM t GROUP BY TUMBLE(p, INTERVAL '1' HOUR, TIME '10:00:00'); -- want "FL077" msg="alignment"
SELECT COUNT(*) FROM t GROUP BY TUMBLE(p, INTERVAL '1' MONTH); -- want "FL077" msg="MONTH and YEAR"
SELECT COUNT(*) FROM t GROUP BY TUMBLE(p, c * INTERVAL '1' MINUTE); -- want "FL077" msg="constant interval"
-- Planned: a slide that divides the size; a HOP not aggregated; named arguments in order; a group window of a constant size.
SELECT a, window_start, window_end, COUNT(*) FROM TABLE(HOP(TABLE t, DESCRIPTOR(rt), INTERVAL '5' MINUTE, INTERVAL '10' MINUTE)) GROUP BY a, window_start, window_end;
SELECT * FROM TABLE(HOP(TABLE t, DESCRIPTOR(rt), INTERVAL '4' MINUTE, INTERVAL '10' MINUTE));
SELECT * FROM TABLE(TUMBLE(DATA => TABLE t, TIMECOL => DESCRIPTOR(rt), SIZE => INTERVAL '1' MINUTE));
SELECT COUNT(*) FROM t GROUP BY HOP(rt, INTERVAL '1' MINUTE, INTERVAL '5' MINUTE);
SELECT a, window_start, window_end, COUNT(*) FROM TABLE(HOP(TABLE t, DESCRIPTOR(rt), INTERVAL '0.5' SECOND, INTERVAL '2' SECOND)) GROUP BY a, window_start, window_end;
-- SESSION takes three arguments; its keys go to PARTITION BY of the table argument.
SELECT a, window_start, window_end, COUNT(*) FROM TABLE(SESSION(TABLE t, DESCRIPTOR(rt), DESCRIPTOR(a), INTERVAL '5' MINUTE)) GROUP BY a, window_start, window_end; -- want "FL077" msg="Invalid number of arguments to function 'SESSION'. Was expecting 3 arguments"
SELECT a, window_start, window_end, COUNT(*) FROM TABLE(SESSION(TABLE t PARTITION BY a, DESCRIPTOR(rt), INTERVAL '5' MINUTE)) GROUP BY a, window_start, window_end;
-- PARTITION BY takes one key (or a parenthesised list): the arguments after it still count.
SELECT a, window_start, window_end, COUNT(*) FROM TABLE(SESSION(TABLE t PARTITION BY a, DESCRIPTOR(rt), DESCRIPTOR(a), INTERVAL '5' MINUTE)) GROUP BY a, window_start, window_end; -- want "FL077" msg="Was expecting 3 arguments"
SELECT a, window_start, window_end, COUNT(*) FROM TABLE(SESSION(TABLE t PARTITION BY (a, c), DESCRIPTOR(rt), INTERVAL '5' MINUTE)) GROUP BY a, c, window_start, window_end;
-- A job of no known Flink line: Flink 2.x plans the named arguments in any order after DATA.
SELECT * FROM TABLE(SESSION(DATA => TABLE t PARTITION BY (a, c), GAP => INTERVAL '15' MINUTE, TIMECOL => DESCRIPTOR(rt)));
