-- Unknown connectors, catalogs and holes are not FL010's business.
CREATE TABLE t1 (id STRING) WITH ('connector' = 'my-custom', 'whatever' = '1');
CREATE TABLE t2 (id STRING) WITH ('whatever' = '1');
INSERT INTO t1 SELECT id FROM t2;
