CREATE TABLE tb1 (
  a INT NOT NULL,
  b BIGINT NOT NULL,
  c STRING NOT NULL,
  d AS a * (b + 2 + a * b),
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND,
  PRIMARY KEY (c) NOT ENFORCED
) PARTITIONED BY (b) WITH ('connector' = 'filesystem', 'path' = '/x', 'format' = 'json');

ALTER TABLE tb1 ADD a BIGINT; -- want "FL053" col=21 msg="Try to add a column `a` which already exists in the table."
ALTER TABLE tb1 ADD x BIGINT AFTER y; -- want "FL053" msg="Referenced column `y` by 'AFTER' does not exist in the table."
ALTER TABLE tb1 MODIFY x BIGINT; -- want "FL053" msg="Try to modify a column `x` which does not exist in the table."
ALTER TABLE tb1 DROP a; -- want "FL053" col=22 msg="The column `a` is referenced by computed column `d`."
ALTER TABLE tb1 DROP c; -- want "FL053" msg="The column `c` is used as the primary key."
ALTER TABLE tb1 DROP ts; -- want "FL053" msg="The column `ts` is referenced by watermark expression."
ALTER TABLE tb1 DROP (d, x); -- want "FL053" msg="The column `x` does not exist in the base table."
ALTER TABLE tb1 DROP (d, d); -- want "FL053" msg="Duplicate column `d`."
ALTER TABLE tb1 RENAME b TO b1; -- want "FL053" msg="The column `b` is used as the partition keys."
ALTER TABLE tb1 RENAME d TO a; -- want "FL053" msg="The column `a` already existed in table schema."
ALTER TABLE tb1 ADD PRIMARY KEY (a) NOT ENFORCED; -- want "FL053" msg="already defined the primary key constraint \[`c`\]"
ALTER TABLE tb1 ADD (x INT, x STRING); -- want "FL053" msg="Encounter duplicate column `x`."
CREATE TABLE nowm (a INT, r ROW<f0 STRING, f1 TIMESTAMP(3)>) WITH ('connector' = 'datagen');
ALTER TABLE nowm ADD (x ROW<t TIMESTAMP(3)>, WATERMARK FOR x.t AS x.t); -- want "FL053" msg="Watermark strategy on nested column is not supported yet: 'x.t' is a field of a ROW column."
