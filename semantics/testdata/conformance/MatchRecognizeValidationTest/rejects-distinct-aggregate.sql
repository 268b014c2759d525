-- case: COUNT(DISTINCT ...) in MEASURES
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/api/batch/sql/validation/MatchRecognizeValidationTest.java, testDistinctAggregationsNotSupported
-- flink: rejects
-- message: SQL validation failed.
-- reason: match-recognize

CREATE TABLE Ticker (
  symbol   VARCHAR,
  price    INT,
  tax      INT,
  proctime AS PROCTIME()
) WITH (
  'connector' = 'values',
  'bounded' = 'true'
);

-- rejected
SELECT *
FROM Ticker
MATCH_RECOGNIZE (
  ORDER BY proctime
  MEASURES
    COUNT(DISTINCT A.price) AS price
  PATTERN (A B)
  DEFINE
    A AS A.symbol = 'a'
) AS T;
