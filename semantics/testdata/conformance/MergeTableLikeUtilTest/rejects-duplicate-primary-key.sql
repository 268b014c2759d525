-- case: a primary key declared LIKE a table that has one
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeIncludingConstraintsFailsOnDuplicate
-- flink: rejects
-- message: The base table already has a primary key. You might want to specify EXCLUDING CONSTRAINTS.
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

-- rejected
CREATE TABLE derived (
  PRIMARY KEY (one, two) NOT ENFORCED
)
LIKE base;
