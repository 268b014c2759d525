-- After Flink's SQL client test catalog_database.q: in a session that
-- starts empty, only default_catalog and its default_database exist.
USE non_existing_db; -- want "FL059" msg="A database with name .non_existing_db. does not exist in the catalog: .default_catalog."
USE CATALOG non_existing_catalog; -- want "FL059" msg="A catalog with name .non_existing_catalog. does not exist."
USE my.db; -- want "FL059" msg="A catalog with name .my. does not exist."
DROP CATALOG c0; -- want "FL059" msg="Catalog c0 does not exist."
DROP CATALOG IF EXISTS c0;
USE default_database;
CREATE DATABASE db1;
USE db1;
USE default_catalog.default_database;
DROP DATABASE db2; -- want "FL059" msg="Database db2 does not exist in Catalog default_catalog."
CREATE CATALOG hive WITH ('type' = 'hive');
USE CATALOG hive;
USE any_db;
-- catalog_database.q: a catalog the session does not have.
USE CATALOG default_catalog;
CREATE DATABASE my.db; -- want "FL059" msg="Catalog my does not exist"
SHOW DATABASES FROM c0; -- want "FL059" msg="Catalog c0 does not exist"
SHOW DATABASES IN default_catalog LIKE 'db%';
