CREATE TABLE bids (item STRING, price DOUBLE, ts TIMESTAMP(3), epoch BIGINT) WITH ('connector' = 'datagen');
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE bids, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end; -- want "FL051" col=61 msg="TUMBLE windows by column 'ts', which is TIMESTAMP\(3\)"
SELECT * FROM TABLE(HOP(DATA => TABLE bids, TIMECOL => DESCRIPTOR(epoch), SLIDE => INTERVAL '1' MINUTE, SIZE => INTERVAL '5' MINUTE)); -- want "FL051" msg="which is BIGINT"
-- A query operand of the window TVF is its table argument.
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE((SELECT item, ts FROM bids), DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end; -- want "FL051" msg="TUMBLE windows by column 'ts', which is TIMESTAMP\(3\)"
