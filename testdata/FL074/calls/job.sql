-- Built-in functions called with arguments their operand checkers reject
-- (Flink's validator runs with Calcite's type coercion off), and the valid
-- twins that must stay silent.
CREATE TABLE orders (
  id BIGINT,
  amount STRING,
  price DECIMAL(10, 2),
  qty INT,
  note STRING,
  created TIMESTAMP(3),
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

SELECT id, SUM(amount) FROM orders GROUP BY id; -- want "FL074" msg="^Cannot apply 'SUM' to arguments of type 'SUM\(<VARCHAR\(2147483647\)>\)'. Supported form\(s\): 'SUM\(<NUMERIC>\)'$"
SELECT id, SUM(price), AVG(qty), SUM(CAST(amount AS DECIMAL(10, 2))) FROM orders GROUP BY id;

SELECT UPPER(qty) FROM orders; -- want "FL074" msg="^Cannot apply 'UPPER' to arguments of type 'UPPER\(<INTEGER>\)'. Supported form\(s\): 'UPPER\(<CHARACTER>\)'$"
SELECT UPPER(note), LOWER('ABC'), UPPER(CAST(qty AS STRING)) FROM orders;

SELECT upper(note, note) FROM orders; -- want "FL074" msg="^Invalid number of arguments to function 'upper'. Was expecting 1 arguments$"

SELECT SQRT('4'), MOD(CAST(qty AS DOUBLE), 2) FROM orders; -- want "FL074" msg="'SQRT\(<CHAR\(1\)>\)'" "FL074" msg="^Cannot apply 'MOD' to arguments of type 'MOD\(<DOUBLE>, <INTEGER>\)'"
SELECT SQRT(qty), MOD(qty, 2), MOD(price, 2), ROUND(price, 1), POWER(qty, 2) FROM orders;

SELECT id, LISTAGG(note, 1) FROM orders GROUP BY id; -- want "FL074" msg="Supported form\(s\): 'LISTAGG\(<CHARACTER>\)'\n'LISTAGG\(<CHARACTER>, <CHARACTER_LITERAL>\)'$"
SELECT id, LISTAGG(note, ';'), LISTAGG(note) FROM orders GROUP BY id;

-- The same call in a subquery and a view is checked too, once.
SELECT * FROM (SELECT id, SUM(note) AS s FROM orders GROUP BY id); -- want "FL074" msg="Cannot apply 'SUM'"
CREATE VIEW totals AS SELECT id, AVG(created) AS a FROM orders GROUP BY id; -- want "FL074" msg="'AVG\(<TIMESTAMP\(3\)>\)'"

-- A time attribute and an argument of unknown type stay silent.
SELECT SQRT(ts), UPPER(no_such_column) FROM orders;

-- A catalog function of a built-in's name does not replace it: an
-- unqualified call resolves to the built-in first.
CREATE FUNCTION sqrt AS 'com.example.MySqrt';
SELECT SQRT(note) FROM orders; -- want "FL074" msg="Cannot apply 'SQRT'"

-- A NULL literal where a family is checked is illegal without type
-- coercion; a typed NULL is not.
SELECT ABS(NULL), UPPER(CAST(NULL AS STRING)) FROM orders; -- want "FL074" col=8 msg="^Illegal use of 'NULL'$"

-- COUNT of several fields passes Calcite and fails in the planner; COUNT
-- DISTINCT of several fields and a view that no query reads do not.
SELECT COUNT(id, note) FROM orders; -- want "FL074" msg="^We now only support the count of one field.$"
SELECT COUNT(DISTINCT id, note), COUNT(id), COUNT(*) FROM orders;
CREATE VIEW counts AS SELECT COUNT(id, note) AS n FROM orders;

-- The value constructors need a common element type (and a MAP an even
-- number of arguments).
SELECT ARRAY[NULL] FROM orders; -- want "FL074" msg="^Parameters must be of the same type$"
SELECT MAP[NULL, NULL] FROM orders; -- want "FL074" msg="^Parameters must be of the same type$"
SELECT ARRAY[qty, note] FROM orders; -- want "FL074" msg="^Parameters must be of the same type$"
SELECT MAP['k', qty, 'l'] FROM orders; -- want "FL074" msg="^Map requires an even number of arguments$"
SELECT ARRAY[qty, price, NULL], ARRAY[NULL, qty], MAP['k', qty, 'l', NULL], ARRAY[note, 'x'], MAP[id, note], ARRAY[ts, created] FROM orders;
SELECT ARRAY[qty, my_udf(note)] FROM orders;

-- A ranking or offset function needs OVER.
SELECT id, ROW_NUMBER() FROM orders; -- want "FL074" col=12 msg="^OVER clause is necessary for window functions$"
SELECT id, LAG(qty) FROM orders; -- want "FL074" col=12 msg="^OVER clause is necessary for window functions$"
SELECT id, ROW_NUMBER() OVER (PARTITION BY id ORDER BY ts) AS rn, LAG(qty) OVER (PARTITION BY id ORDER BY ts) FROM orders;
