-- case: SUM over an expression of two pattern variables
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/api/batch/sql/validation/MatchRecognizeValidationTest.java, testAggregatesOnMultiplePatternVariablesNotSupported
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
    SUM(A.price + B.tax) AS taxedPrice
  PATTERN (A B)
  DEFINE
    A AS A.symbol = 'a'
) AS T;
