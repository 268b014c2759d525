CREATE TABLE src (id BIGINT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE snk (a BIGINT, b STRING, c AS a + 1) WITH ('connector' = 'blackhole');

INSERT INTO snk (a, bb) SELECT id, name FROM src; -- want "FL054" col=21 msg="Unknown target column 'bb': the column list of the INSERT into default_catalog.default_database.snk; did you mean 'b'\?"
INSERT INTO snk (a, a) SELECT id, id FROM src; -- want "FL054" col=21 msg="Target column 'a' is assigned more than once"

INSERT INTO snk (b, a) SELECT name, id FROM src;
INSERT INTO snk (a) SELECT id FROM src;
-- A computed column is no column of the sink's row type (PartialInsertTest.testPartialInsertWithComputedColumn).
INSERT INTO snk (a, c) SELECT id, id FROM src; -- want "FL054" msg="Unknown target column 'c'"
