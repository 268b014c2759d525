-- The valid twins: catalogs and databases the session may have that the
-- job does not create (an init script's, a catalog store's, an external
-- catalog's databases) are never reported.
USE CATALOG lake;
USE analytics;
DROP DATABASE IF EXISTS staging;
DROP DATABASE staging;
CREATE DATABASE raw;
USE CATALOG default_catalog;
USE other_db;
CREATE CATALOG hive WITH ('type' = 'hive', 'hive-conf-dir' = '/opt/hive-conf');
USE CATALOG hive;
USE some_db;
DROP DATABASE some_db2;
CREATE CATALOG IF NOT EXISTS hive WITH ('type' = 'hive');
USE CATALOG default_catalog;
DROP CATALOG hive;
CREATE CATALOG hive WITH ('type' = 'hive');
CREATE TABLE orders (id BIGINT) WITH ('connector' = 'datagen');
