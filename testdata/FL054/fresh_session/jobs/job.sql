-- After Flink's SQL client tests table.q and view.q: in a session that
-- starts empty, a table the script never creates does not exist.
CREATE TABLE orders (id BIGINT, amount INT) WITH ('connector' = 'datagen');
DROP TABLE non_exist; -- want "FL054" msg="Table with identifier 'default_catalog.default_database.non_exist' does not exist."
DROP TABLE IF EXISTS non_exist;
DESCRIBE non_exist; -- want "FL054" msg="Tables or views with the identifier 'default_catalog.default_database.non_exist' doesn't exist"
ALTER TABLE non_exist RENAME TO non_exist2; -- want "FL054" msg="doesn't exist or is a temporary table"
ALTER TABLE IF EXISTS non_exist RENAME TO non_exist2;
DROP VIEW non_exist; -- want "FL054" msg="View with identifier 'default_catalog.default_database.non_exist' does not exist."
SHOW CREATE TABLE tmp; -- want "FL054" msg="Could not execute SHOW CREATE TABLE. Table with identifier `default_catalog`.`default_database`.`tmp` does not exist."
SELECT * FROM payments; -- want "FL054" msg="payments"
SELECT * FROM orders;
CREATE TABLE sink (id BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO sink SELECT id FROM orders;
CREATE VIEW v1 AS SELECT * FROM orders;
DROP VIEW orders; -- want "FL054" msg="View with identifier 'default_catalog.default_database.orders' does not exist."
DROP TABLE v1; -- want "FL054" msg="Table with identifier 'default_catalog.default_database.v1' does not exist."
DROP TABLE IF EXISTS v1;
DROP VIEW v1;
-- table.q: no built-in and no function the session creates.
CREATE TABLE tbl (a INT, b AS invalid_function()); -- want "FL054" msg="No match found for function signature invalid_function"
SELECT UPPER(CAST(amount AS STRING)), my_udf(id) FROM orders; -- want "FL054" msg="my_udf"
CREATE TEMPORARY FUNCTION my_udf AS 'com.example.MyUdf';
SELECT my_udf(id), DATE_FORMAT(CURRENT_TIMESTAMP, 'yyyy'), TUMBLE_START(CURRENT_TIMESTAMP, INTERVAL '1' MINUTE) IS NULL FROM orders;
