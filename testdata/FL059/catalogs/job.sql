-- After Flink's SQL client test catalog_database.q: the catalogs and
-- databases of a session as CatalogManager keeps them.
CREATE CATALOG c1 WITH ('type' = 'generic_in_memory');
CREATE CATALOG c1 WITH ('type' = 'generic_in_memory'); -- want "FL059" msg="Catalog c1 already exists."
CREATE CATALOG IF NOT EXISTS c1 WITH ('type' = 'generic_in_memory');
CREATE CATALOG default_catalog WITH ('type' = 'generic_in_memory'); -- want "FL059" msg="Catalog default_catalog already exists."
USE CATALOG c1;
DROP CATALOG c1; -- want "FL059" col=14 msg="Cannot drop a catalog which is currently in use."
DROP CATALOG IF EXISTS c1; -- want "FL059" msg="Cannot drop a catalog which is currently in use."
CREATE DATABASE db1;
CREATE DATABASE db1; -- want "FL059" msg="Database db1 already exists in Catalog c1."
CREATE DATABASE IF NOT EXISTS db1;
CREATE DATABASE `default`; -- want "FL059" msg="Database default already exists in Catalog c1."
USE db1;
DROP DATABASE db1; -- want "FL059" msg="Cannot drop a database which is currently in use."
USE `default`;
CREATE TABLE db1.t (a INT) WITH ('connector' = 'datagen');
DROP DATABASE db1; -- want "FL059" msg="Database db1 in catalog c1 is not empty."
DROP DATABASE db1 CASCADE;
USE db1; -- want "FL059" msg="A database with name .db1. does not exist in the catalog: .c1."
DROP DATABASE db1; -- want "FL059" msg="Database db1 does not exist in Catalog c1."
DROP DATABASE IF EXISTS db1;
USE CATALOG default_catalog;
DROP CATALOG c1;
USE CATALOG c1; -- want "FL059" msg="A catalog with name .c1. does not exist."
DROP CATALOG c1; -- want "FL059" msg="Catalog c1 does not exist."
DROP CATALOG IF EXISTS c1;
ALTER CATALOG c2 RESET ('type'); -- want "FL059" msg="ALTER CATALOG RESET does not support changing 'type'"
ALTER CATALOG c2 RESET (); -- want "FL059" msg="ALTER CATALOG RESET does not support empty key"
ALTER CATALOG c2 RESET ('default-database');

-- SHOW CREATE of the other kind of object.
CREATE TABLE orders (id BIGINT) WITH ('connector' = 'datagen');
CREATE VIEW v1 AS SELECT * FROM orders;
SHOW CREATE TABLE v1; -- want "FL059" msg="SHOW CREATE TABLE is only supported for tables, but `default_catalog`.`default_database`.`v1` is a view. Please use SHOW CREATE VIEW instead."
SHOW CREATE VIEW orders; -- want "FL059" msg="SHOW CREATE VIEW is only supported for views, but `default_catalog`.`default_database`.`orders` is a table. Please use SHOW CREATE TABLE instead."
SHOW CREATE TABLE orders;
SHOW CREATE VIEW v1;
-- A catalog's name of more than one part (Flink's parser), and ALTER of a
-- temporary function, which Flink never runs (FunctionITCase).
SHOW DATABASES FROM c0.t; -- want "FL059" msg="Show databases from/in identifier \[ c0.t \] format error, catalog must be a single part identifier."
SHOW DATABASES;
ALTER TEMPORARY FUNCTION f4 AS 'org.example.F'; -- want "FL059" msg="Alter temporary catalog function is not supported"
ALTER TEMPORARY SYSTEM FUNCTION f5 AS 'org.example.F'; -- want "FL059" msg="Alter temporary system function is not supported"
ALTER FUNCTION f6 AS 'org.example.F';
