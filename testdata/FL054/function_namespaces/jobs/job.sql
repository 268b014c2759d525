CREATE TABLE orders (order_id BIGINT, customer STRING) WITH ('connector' = 'datagen');
CREATE DATABASE staging;
CREATE FUNCTION staging.clean AS 'com.example.Clean';
CREATE TEMPORARY FUNCTION staging.tidy AS 'com.example.Tidy';

-- An unqualified call reaches the current database's functions only.
SELECT clean(customer) FROM orders; -- want "FL054" col=8 msg="clean.*in another catalog or database than the current one"
SELECT staging.clean(customer), default_catalog.staging.tidy(customer) FROM orders;
SELECT staging.missing(customer) FROM orders; -- want "FL054" col=8 msg="No match found for function signature staging.missing"
SELECT default_database.UPPER(customer) FROM orders; -- want "FL054" col=8 msg="default_database.UPPER"
USE staging;
SELECT clean(customer), tidy(customer) FROM default_catalog.default_database.orders;

-- A session of its own holds no function the job does not create.
DROP FUNCTION never_created; -- want "FL054" col=15 msg="Function staging.never_created does not exist in Catalog default_catalog."
DROP TEMPORARY FUNCTION never_created; -- want "FL054" col=25 msg="Temporary catalog function `default_catalog`.`staging`.`never_created` doesn't exist"
DROP TEMPORARY SYSTEM FUNCTION never_created; -- want "FL054" col=32 msg="Could not drop temporary system function. A function named 'never_created' doesn't exist."
DROP FUNCTION IF EXISTS never_created;
