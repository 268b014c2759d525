CREATE TABLE src (a INT, b BIGINT, c STRING) WITH ('connector' = 'datagen');
-- The column list names the view's columns by position: one name per
-- column of the query, IF NOT EXISTS or not.
CREATE VIEW IF NOT EXISTS v1 (d) AS SELECT * FROM src; -- want "FL050" col=31 msg="^VIEW definition and input fields not match: Def fields: \[d\]. Input fields: \[a, b, c\]."
CREATE VIEW v2 (x, y) AS SELECT a FROM src; -- want "FL050" col=17 msg="Def fields: \[x, y\]. Input fields: \[a\]."
CREATE VIEW v3 (x, y, z) AS SELECT * FROM src;
CREATE VIEW v4 AS SELECT a, b FROM src;
-- A query of a table flinklint does not see is not judged.
CREATE VIEW v5 (x) AS SELECT * FROM elsewhere;
