-- After Flink's SQL client test table.q: ALTER TABLE RESET takes at least
-- one key, and never 'connector'.
CREATE TABLE orders (id BIGINT, amount INT) WITH ('connector' = 'datagen', 'rows-per-second' = '5');
ALTER TABLE orders RESET (); -- want "FL053" msg="ALTER TABLE RESET does not support empty key"
ALTER TABLE orders RESET ('connector'); -- want "FL053" msg="ALTER TABLE RESET does not support changing 'connector'"
ALTER TABLE orders RESET ('rows-per-second');
ALTER TABLE IF EXISTS missing RESET ();
