INSERT INTO {sink_table}  -- want "FL900"
SELECT order_id, amount FROM orders;
