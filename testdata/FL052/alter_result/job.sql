CREATE TABLE tb2 (
  a INT NOT NULL,
  b BIGINT NOT NULL,
  c STRING,
  d AS a * (b + 2 + a * b),
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND,
  CONSTRAINT ct1 PRIMARY KEY (a) NOT ENFORCED
) WITH ('connector' = 'datagen');

ALTER TABLE tb2 MODIFY CONSTRAINT ct PRIMARY KEY (d) NOT ENFORCED; -- want "FL052" msg="Invalid primary key 'ct'. Column 'd' is not a physical column."
ALTER TABLE tb2 MODIFY WATERMARK FOR c AS TO_TIMESTAMP(c); -- want "FL052" msg="but the time field type is STRING"
ALTER TABLE tb2 MODIFY a STRING; -- want "FL052" msg="Invalid expression for computed column 'd'"

-- Two primary keys in one ALTER TABLE ADD, one of them a column's
-- (TableEnvironmentTest.testAlterTableAddConstraint).
CREATE TABLE tb3 (a BIGINT NOT NULL, b INT) WITH ('connector' = 'datagen');
ALTER TABLE tb3 ADD (f STRING PRIMARY KEY NOT ENFORCED, PRIMARY KEY (a) NOT ENFORCED); -- want "FL052" msg="Duplicate primary key definition"
