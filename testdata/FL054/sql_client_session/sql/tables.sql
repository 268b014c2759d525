CREATE TABLE orders (order_id BIGINT, customer STRING, amount DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE report (customer STRING, total DOUBLE) WITH ('connector' = 'blackhole');
