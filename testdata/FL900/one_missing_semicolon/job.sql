CREATE TABLE orders (id BIGINT, amount DOUBLE) WITH ('connector' = 'datagen')
CREATE TABLE totals (id BIGINT, amount DOUBLE) WITH ('connector' = 'print');  -- want "FL900" level=warning
INSERT INTO totals SELECT id, amount FROM orders;
