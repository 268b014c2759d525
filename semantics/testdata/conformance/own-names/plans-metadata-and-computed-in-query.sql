-- case: a query reading physical, computed and metadata columns
-- source: own, valid variant (Calcite validator message)
-- flink: plans
-- reason: unknown-column

CREATE TABLE kafka_src (
  id          BIGINT,
  id_plus_one AS id + 1,
  part        INT METADATA FROM 'partition' VIRTUAL
) WITH (
  'connector' = 'kafka',
  'topic' = 'ids',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'g',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

SELECT id, id_plus_one, part
FROM kafka_src;
