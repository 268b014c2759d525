-- The runtime mode is the session's at each statement: a sort a batch
-- statement runs is fine, the same sort after the script switches to
-- streaming is not.
CREATE TABLE orders (id BIGINT, amount DOUBLE) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
CREATE TABLE sorted (id BIGINT, amount DOUBLE) WITH ('connector' = 'blackhole');
SET 'execution.runtime-mode' = 'batch';
INSERT INTO sorted SELECT id, amount FROM orders ORDER BY amount;
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO sorted SELECT id, amount FROM orders ORDER BY amount; -- want "FL075"
