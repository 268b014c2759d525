CREATE TABLE orders (order_id BIGINT, customer STRING) WITH ('connector' = 'datagen');
CREATE DATABASE staging;
CREATE FUNCTION staging.clean AS 'com.example.Clean';

-- DROP FUNCTION asks the catalog first, IF EXISTS or not; CREATE FUNCTION
-- asks it for the database.
DROP FUNCTION nocat.db.f; -- want "FL059" col=15 msg="Catalog nocat does not exist"
DROP FUNCTION IF EXISTS nocat.db.f; -- want "FL059" col=25 msg="Catalog nocat does not exist"
CREATE FUNCTION nodb.f AS 'com.example.F'; -- want "FL059" col=17 msg="Database nodb does not exist in Catalog default_catalog."
CREATE FUNCTION IF NOT EXISTS nodb.f AS 'com.example.F'; -- want "FL059" col=31 msg="Database nodb does not exist in Catalog default_catalog."
CREATE TEMPORARY FUNCTION nodb.g AS 'com.example.G';

-- A database that holds a function is not empty.
DROP DATABASE default_catalog.staging; -- want "FL059" msg="Database staging in catalog default_catalog is not empty."
DROP FUNCTION staging.clean;
DROP DATABASE default_catalog.staging;
