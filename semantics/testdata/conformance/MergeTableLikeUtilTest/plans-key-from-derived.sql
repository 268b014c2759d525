-- case: a primary key declared on the LIKE table's columns
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeConstraintsFromDerivedTable
-- flink: plans
-- reason: primary-key-column

CREATE TABLE base (
  one INT NOT NULL,
  two STRING NOT NULL,
  three FLOAT
)
WITH (
  'connector' = 'values'
);

CREATE TABLE derived (
  PRIMARY KEY (one, two) NOT ENFORCED
)
LIKE base;
