-- Tables of a catalog flinklint cannot see are unknown.
CREATE CATALOG hive WITH ('type' = 'hive', 'hive-conf-dir' = '/etc/hive');
CREATE TABLE snk (x BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO snk SELECT name FROM hive.db.users;
USE CATALOG hive;
INSERT INTO default_catalog.default_database.snk SELECT name FROM users;
INSERT INTO snk2 SELECT 'a';
