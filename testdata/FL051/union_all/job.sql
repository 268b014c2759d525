CREATE TABLE t (id BIGINT, ts TIMESTAMP(3), rt TIMESTAMP(3), lt TIMESTAMP_LTZ(3), WATERMARK FOR rt AS rt) WITH ('connector' = 'datagen');
CREATE TABLE u (id BIGINT, ts TIMESTAMP(3), rt TIMESTAMP(3), lt TIMESTAMP_LTZ(3), WATERMARK FOR rt AS rt) WITH ('connector' = 'datagen');
CREATE TABLE w (id BIGINT, ts TIMESTAMP(3), rt TIMESTAMP(3), lt TIMESTAMP_LTZ(3), WATERMARK FOR lt AS lt) WITH ('connector' = 'datagen');
CREATE VIEW both_sides AS SELECT id, ts, rt FROM t UNION ALL SELECT id, ts, rt FROM u;

-- UNION ALL keeps a time attribute both sides have with one type, and a column no side's is a time attribute is none.
SELECT * FROM TABLE(TUMBLE(TABLE both_sides, DESCRIPTOR(ts), INTERVAL '1' MINUTE)); -- want "FL051" msg="TUMBLE windows by column 'ts', which is TIMESTAMP\(3\) and not a time attribute"
SELECT * FROM TABLE(TUMBLE(TABLE both_sides, DESCRIPTOR(rt), INTERVAL '1' MINUTE));

-- A rowtime on one side only (Flink rejects the union itself), UNION without ALL, INTERSECT: not judged.
CREATE VIEW one_side AS SELECT id, rt FROM t UNION ALL SELECT id, rt FROM w;
SELECT * FROM TABLE(TUMBLE(TABLE one_side, DESCRIPTOR(rt), INTERVAL '1' MINUTE));
CREATE VIEW distinct_union AS SELECT id, ts FROM t UNION SELECT id, ts FROM u;
SELECT * FROM TABLE(TUMBLE(TABLE distinct_union, DESCRIPTOR(ts), INTERVAL '1' MINUTE));
