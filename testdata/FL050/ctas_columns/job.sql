CREATE TABLE src (f0 INT NOT NULL, f1 BIGINT) WITH ('connector' = 'datagen');

CREATE TABLE t1 (f1) AS SELECT * FROM src; -- want "FL050" col=14 msg="The number of columns in the column list must match"
CREATE TABLE t2 (f1, f2) AS SELECT * FROM src; -- want "FL050" col=22 msg="Column 'f2' not found in the source schema."
CREATE TABLE t3 (f1 AS f0 * 2) AS SELECT * FROM src; -- want "FL050" col=18 msg="Computed columns cannot overwrite columns from source."
CREATE TABLE t4 (f1 BIGINT METADATA VIRTUAL) AS SELECT * FROM src; -- want "FL050" col=18 msg="Virtual metadata columns cannot overwrite"
CREATE TABLE t5 (c0 INT NOT NULL) AS SELECT * FROM src; -- want "FL050" col=18 msg="Column 'c0' has no default value and does not allow NULLs."

-- Merged as the planner merges them.
CREATE TABLE t6 (f1, f0) AS SELECT * FROM src;
CREATE TABLE t7 (c0 INT, f0 BIGINT NOT NULL, c2 AS c0 + 1, WATERMARK FOR ts AS ts, ts TIMESTAMP(3)) AS SELECT * FROM src;
