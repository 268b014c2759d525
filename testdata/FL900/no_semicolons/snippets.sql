-- Statements for pasting one by one into the SQL CLI: no ';' anywhere.
CREATE TABLE orders (id BIGINT, amount DOUBLE) WITH ('connector' = 'datagen')

CREATE TABLE totals (id BIGINT, amount DOUBLE) WITH ('connector' = 'print')  -- want "FL900" level=note

INSERT INTO totals SELECT id, amount FROM orders
