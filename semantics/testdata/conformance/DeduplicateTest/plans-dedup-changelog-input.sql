-- case: a deduplication over a changelog source with a TIMESTAMP_LTZ rowtime
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/DeduplicateTest.scala, testInvalidChangelogInput
-- flink: plans
-- reason: updating-input-unsupported

CREATE TEMPORARY TABLE cdc (
  a  INT,
  b  BIGINT,
  ts TIMESTAMP_LTZ(3),
  PRIMARY KEY (a) NOT ENFORCED,
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UA,UB,D'
);

SELECT *
FROM (
  SELECT a, ROW_NUMBER() OVER (PARTITION BY b ORDER BY ts DESC) AS rank_num
  FROM cdc
)
WHERE rank_num = 1;
