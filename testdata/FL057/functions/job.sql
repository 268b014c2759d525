CREATE TABLE orders (order_id BIGINT, customer STRING) WITH ('connector' = 'datagen');

-- Each namespace of FunctionCatalog refuses a second function of one name.
CREATE TEMPORARY SYSTEM FUNCTION parse AS 'com.example.Parse';
CREATE TEMPORARY SYSTEM FUNCTION Parse AS 'com.example.Parse'; -- want "FL057" col=34 msg="Could not register temporary system function. A function named 'Parse' does already exist."
CREATE TEMPORARY SYSTEM FUNCTION IF NOT EXISTS parse AS 'com.example.Parse';

CREATE TEMPORARY FUNCTION clean AS 'com.example.Clean';
CREATE TEMPORARY FUNCTION default_catalog.default_database.CLEAN AS 'com.example.Clean'; -- want "FL057" col=27 msg="Could not register temporary catalog function. A function 'default_catalog.default_database.CLEAN' does already exist."
CREATE TEMPORARY FUNCTION IF NOT EXISTS clean AS 'com.example.Clean';

CREATE FUNCTION score AS 'com.example.Score';
CREATE FUNCTION default_database.Score AS 'com.example.Score'; -- want "FL057" col=17 msg="Function default_database.score already exists in Catalog default_catalog."
CREATE FUNCTION IF NOT EXISTS score AS 'com.example.Score';

-- A temporary function and a catalog function of one path coexist, and
-- a temporary system function does not clash with either.
CREATE FUNCTION clean AS 'com.example.Clean';
CREATE TEMPORARY FUNCTION score AS 'com.example.Score';
CREATE TEMPORARY SYSTEM FUNCTION score AS 'com.example.Score';

-- Dropped, then created again.
DROP TEMPORARY SYSTEM FUNCTION parse;
CREATE TEMPORARY SYSTEM FUNCTION parse AS 'com.example.Parse';
DROP FUNCTION score;
CREATE FUNCTION score AS 'com.example.Score';

-- Another database is another path.
CREATE DATABASE other;
CREATE FUNCTION other.score AS 'com.example.Score';
CREATE TEMPORARY FUNCTION other.clean AS 'com.example.Clean';
