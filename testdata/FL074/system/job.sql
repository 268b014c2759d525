-- A temporary system function of a built-in's name replaces the built-in
-- for unqualified calls: its argument types are the function's own.
CREATE TABLE orders (id BIGINT, note STRING) WITH ('connector' = 'datagen');
CREATE TEMPORARY SYSTEM FUNCTION sum AS 'com.example.SumOfStrings';
SELECT id, SUM(note) FROM orders GROUP BY id;
-- Once dropped, the built-in is called again.
DROP TEMPORARY SYSTEM FUNCTION sum;
SELECT id, SUM(note) FROM orders GROUP BY id; -- want "FL074" msg="Cannot apply 'SUM'"
