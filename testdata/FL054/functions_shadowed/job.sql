CREATE TABLE orders (order_id BIGINT, customer STRING) WITH ('connector' = 'datagen');

-- Dropping the temporary function uncovers the catalog function of the
-- same path: the call still resolves.
CREATE FUNCTION clean AS 'com.example.Clean';
CREATE TEMPORARY FUNCTION clean AS 'com.example.CleanV2';
DROP TEMPORARY FUNCTION clean;
SELECT clean(customer) FROM orders;

-- DROP FUNCTION goes to the catalog whatever temporary function there is.
CREATE TEMPORARY FUNCTION trim_all AS 'com.example.TrimAll';
DROP FUNCTION trim_all;
SELECT trim_all(customer) FROM orders;

-- Dropped twice.
DROP FUNCTION clean;
DROP FUNCTION clean; -- want "FL054" col=15 msg="Function default_database.clean does not exist in Catalog default_catalog: the job drops it before this statement"
DROP FUNCTION IF EXISTS clean;
SELECT clean(customer) FROM orders; -- want "FL054" col=8 msg="clean.*the job drops that function"
DROP TEMPORARY FUNCTION trim_all;
DROP TEMPORARY FUNCTION trim_all; -- want "FL054" col=25 msg="Temporary catalog function `default_catalog`.`default_database`.`trim_all` doesn't exist: the job drops it"
CREATE TEMPORARY SYSTEM FUNCTION parse AS 'com.example.Parse';
DROP TEMPORARY SYSTEM FUNCTION parse;
DROP TEMPORARY SYSTEM FUNCTION parse; -- want "FL054" col=32 msg="Could not drop temporary system function. A function named 'parse' doesn't exist: the job drops it"
DROP TEMPORARY SYSTEM FUNCTION IF EXISTS parse;

-- A function that a session set up elsewhere may hold is not known missing.
DROP FUNCTION other_fn;
DROP TEMPORARY FUNCTION other_tmp;
DROP TEMPORARY SYSTEM FUNCTION other_sys;
SELECT mydb.fn(customer) FROM orders;
