-- A bare NULL in VALUES has no type to take where the query has no
-- target row type (NullTypeTest); an INSERT gives its VALUES the sink's.
CREATE TABLE sink (a INT, b INT) WITH ('connector' = 'blackhole');

SELECT * FROM (VALUES (1, NULL), (2, NULL)) AS T(a, b); -- want "FL074" col=27 msg="^Illegal use of 'NULL'$"
SELECT * FROM (VALUES (1, NULL), (2, 1)) AS T(a, b); -- want "FL074" col=27 msg="^Illegal use of 'NULL'$"
CREATE VIEW v AS SELECT * FROM (VALUES (1, NULL)) AS T(a, b); -- want "FL074" col=44 msg="^Illegal use of 'NULL'$"

SELECT * FROM (VALUES (1, CAST(NULL AS INT)), (2, 1)) AS T(a, b);
INSERT INTO sink VALUES (1, NULL), (2, 3);
INSERT INTO sink SELECT * FROM (VALUES (1, NULL)) AS T(a, b);
