CREATE TABLE clicks (url STRING, ts TIMESTAMP(3), rt TIMESTAMP(3), p AS PROCTIME(), WATERMARK FOR rt AS rt) WITH ('connector' = 'datagen');
SELECT COUNT(*), TUMBLE_END(ts, INTERVAL '1' MINUTE) FROM clicks GROUP BY TUMBLE(ts, INTERVAL '1' MINUTE); -- want "FL051" col=82 msg="a window aggregate can only be defined over a time attribute column"
SELECT COUNT(*) FROM clicks GROUP BY HOP(rt, INTERVAL '1' MINUTE, INTERVAL '5' MINUTE), url;
SELECT COUNT(*) FROM clicks GROUP BY SESSION(p, INTERVAL '1' MINUTE);
