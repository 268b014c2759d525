-- case: a PRIMARY KEY over a metadata column
-- source: own, variant of flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testPrimaryKeyOnGeneratedColumn
-- flink: rejects
-- message: A PRIMARY KEY constraint must be declared on physical columns.
-- reason: primary-key-column

-- rejected
CREATE TABLE t (
  id     BIGINT,
  offset_ BIGINT METADATA FROM 'offset' VIRTUAL,
  PRIMARY KEY (offset_) NOT ENFORCED
) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'debezium-json'
);
