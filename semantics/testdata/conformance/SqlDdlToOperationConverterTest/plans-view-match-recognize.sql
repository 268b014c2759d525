-- case: a view over MATCH_RECOGNIZE
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testCreateViewWithMatchRecognize
-- flink: plans
-- reason: match-recognize

CREATE TABLE events (
  id          INT NOT NULL,
  measurement BIGINT NOT NULL,
  ts          ROW<tmstmp TIMESTAMP(3)>
) WITH (
  'connector' = 'values',
  'bounded' = 'true'
);

CREATE TEMPORARY VIEW foo AS
SELECT *
FROM events
MATCH_RECOGNIZE (
  PARTITION BY id
  ORDER BY ts ASC
  MEASURES next_step.measurement - this_step.measurement AS diff
  AFTER MATCH SKIP TO NEXT ROW
  PATTERN (this_step next_step)
  DEFINE
    this_step AS TRUE,
    next_step AS TRUE
);
