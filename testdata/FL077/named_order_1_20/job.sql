CREATE TABLE t (a INT, b INT, rt TIMESTAMP(3), WATERMARK FOR rt AS rt) WITH ('connector' = 'datagen');
-- Flink 1.20 fails on named arguments whose second is not TIMECOL ("fieldList must not be null", FLINK-34338); 2.x plans them.
SELECT * FROM TABLE(SESSION(DATA => TABLE t PARTITION BY (b, a), GAP => INTERVAL '15' MINUTE, TIMECOL => DESCRIPTOR(rt))); -- want "FL077" msg="Expecting TIMECOL"
SELECT * FROM TABLE(SESSION(DATA => TABLE t PARTITION BY (b, a), TIMECOL => DESCRIPTOR(rt), GAP => INTERVAL '15' MINUTE));
