-- CREATE TABLE IF NOT EXISTS of a table the job declared creates nothing:
-- Flink never validates its options, and the INSERT writes the first table.
CREATE TABLE orders (id INT) WITH ('connector' = 'datagen');
CREATE TABLE IF NOT EXISTS orders (id INT) WITH ('connector' = 'filesystem');
CREATE TABLE out_t (id INT) WITH ('connector' = 'blackhole');
INSERT INTO out_t SELECT id FROM orders;
