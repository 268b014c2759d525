CREATE TABLE orders (order_id BIGINT) WITH ('connector' = 'datagen');
CREATE TABLE orders_enriched (order_id BIGINT) WITH ('connector' = 'blackhole');
