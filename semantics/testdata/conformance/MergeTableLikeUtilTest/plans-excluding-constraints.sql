-- case: the same primary key with EXCLUDING CONSTRAINTS
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeExcludingConstraintsOnDuplicate
-- flink: plans
-- reason: like-clause

CREATE TABLE base (
  one INT NOT NULL,
  two STRING NOT NULL,
  three FLOAT,
  CONSTRAINT `constraint-42` PRIMARY KEY (one, two) NOT ENFORCED
)
WITH (
  'connector' = 'values'
);

CREATE TABLE derived (
  PRIMARY KEY (one, two) NOT ENFORCED
)
LIKE base (
  EXCLUDING CONSTRAINTS
);
