-- After Flink's SQL client test view.q: a temporary view shadows a
-- permanent one of the same name.
CREATE TABLE orders (`user` BIGINT NOT NULL, product STRING, amount INT) WITH ('connector' = 'datagen');
CREATE TEMPORARY VIEW v1 AS SELECT * FROM orders;
CREATE VIEW v1 AS SELECT * FROM orders;
DROP VIEW v1; -- want "FL058" col=11 msg="Temporary view with identifier '`default_catalog`.`default_database`.`v1`' exists. Drop it first before removing the permanent view"
DROP VIEW IF EXISTS v1; -- want "FL058" col=21 msg="Temporary view with identifier"
DROP TEMPORARY VIEW v1;
DROP VIEW v1;

-- The same for tables; a DROP VIEW of a name a temporary table shadows
-- is no DROP of a shadowed view.
CREATE TABLE t (a INT) WITH ('connector' = 'datagen');
CREATE TEMPORARY TABLE t (a INT, b INT) WITH ('connector' = 'datagen');
DROP TABLE t; -- want "FL058" col=12 msg="Temporary table with identifier '`default_catalog`.`default_database`.`t`' exists. Drop it first before removing the permanent table"
DROP VIEW IF EXISTS t;
DROP TEMPORARY TABLE t;
DROP TABLE t;
