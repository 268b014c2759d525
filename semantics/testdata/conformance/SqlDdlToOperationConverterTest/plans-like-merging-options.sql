-- case: LIKE with EXCLUDING GENERATED, EXCLUDING PARTITIONS, OVERWRITING OPTIONS and WATERMARKS
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testMergingCreateTableLike
-- flink: plans
-- reason: like-clause

CREATE TABLE sourceTable (
  f0 INT NOT NULL,
  f1 TIMESTAMP(3),
  f2 AS f0 + 12345,
  WATERMARK FOR f1 AS f1 - INTERVAL '1' SECOND
)
PARTITIONED BY (f0, f1)
WITH ('format.type' = 'json');

CREATE TABLE derivedTable (
  a INT,
  WATERMARK FOR f1 AS f1 - INTERVAL '5' SECOND
)
PARTITIONED BY (a, f0)
WITH ('connector.type' = 'kafka')
LIKE sourceTable (
  EXCLUDING GENERATED
  EXCLUDING PARTITIONS
  OVERWRITING OPTIONS
  OVERWRITING WATERMARKS
);
