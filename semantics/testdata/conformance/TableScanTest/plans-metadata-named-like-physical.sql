-- case: a metadata key named like a physical column
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testDDLWithMetadataThatConflictsWithPhysicalColumn
-- flink: plans
-- reason: metadata-column

CREATE TABLE MetadataTable (
  `timestamp`          TIMESTAMP(9),
  metadata_timestamp   TIMESTAMP(0) METADATA FROM 'timestamp',
  other                STRING METADATA,
  computed_other       AS UPPER(other),
  computed_timestamp   AS CAST(metadata_timestamp AS STRING)
) WITH (
  'connector' = 'values',
  'bounded' = 'false',
  'readable-metadata' = 'timestamp:TIMESTAMP(0), other:STRING'
);

SELECT * FROM MetadataTable;
