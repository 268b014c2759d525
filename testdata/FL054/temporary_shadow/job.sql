-- Temporary objects shadow permanent ones; DROP TEMPORARY uncovers the
-- permanent object again (Flink's SQL client test view.q).
CREATE TABLE orders (`user` BIGINT NOT NULL, product STRING, amount INT) WITH ('connector' = 'datagen');
CREATE TEMPORARY VIEW v1 AS SELECT `user`, product FROM orders;
CREATE VIEW v1 AS SELECT `user`, amount FROM orders;
SELECT product FROM v1;
DROP TEMPORARY VIEW v1;
-- The permanent view is visible again, with its own columns.
SELECT amount FROM v1;
SELECT product FROM v1; -- want "FL054" col=8 msg="Column 'product' not found in any table"
DROP TEMPORARY VIEW v1; -- want "FL054" col=21 msg="Temporary table or view with identifier 'default_catalog.default_database.v1' does not exist: the job drops it before this statement"
DROP VIEW v1;
SELECT * FROM v1; -- want "FL054" col=15 msg="Object 'v1' not found: the job drops it before this statement"

-- A temporary table over a permanent one: the temporary one is read, and
-- IF NOT EXISTS keeps the first declaration.
CREATE TABLE t (a INT) WITH ('connector' = 'datagen');
CREATE TEMPORARY TABLE t (b INT) WITH ('connector' = 'datagen');
CREATE TEMPORARY TABLE IF NOT EXISTS t (c INT) WITH ('connector' = 'datagen');
SELECT b FROM t;
SELECT c FROM t; -- want "FL054" col=8 msg="Column 'c' not found in any table"
DROP TEMPORARY TABLE t;
SELECT a FROM t;

-- A catalog in memory starts in its database `default`.
CREATE CATALOG mem WITH ('type' = 'generic_in_memory');
USE CATALOG mem;
CREATE TABLE events (id BIGINT) WITH ('connector' = 'datagen');
SELECT id FROM mem.`default`.events;
SELECT id FROM `default`.events;
SELECT id FROM default_catalog.default_database.ordrs; -- want "FL054" col=16 msg="did you mean 'orders'"
