-- case: CTAS with DISTRIBUTED BY HASH ... INTO 2 BUCKETS
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java, testMergingCreateTableAsWithDistribution
-- flink: plans
-- reason: other

CREATE TABLE sourceTable (
  f0 INT NOT NULL,
  f1 TIMESTAMP(3),
  f2 AS f0 + 12345,
  WATERMARK FOR f1 AS f1 - INTERVAL '1' SECOND
)
PARTITIONED BY (f0, f1)
WITH ('connector' = 'values');

CREATE TABLE derivedTable DISTRIBUTED BY HASH(f0) INTO 2 BUCKETS AS SELECT * FROM sourceTable;
