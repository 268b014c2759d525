-- case: MATCH_ROWTIME() in a plain SELECT
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/api/batch/sql/validation/MatchRecognizeValidationTest.java, testMatchRowTimeInSelect
-- flink: rejects
-- message: ValidationException (the test checks the exception type only)
-- reason: match-recognize

CREATE TABLE MyTable (
  a        BIGINT,
  b        INT,
  proctime AS PROCTIME()
) WITH (
  'connector' = 'values',
  'bounded' = 'true'
);

-- rejected
SELECT MATCH_ROWTIME() FROM MyTable;
