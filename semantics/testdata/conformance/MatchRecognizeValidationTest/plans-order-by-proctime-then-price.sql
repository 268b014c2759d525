-- case: ORDER BY the proctime, then a column
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/api/batch/sql/validation/MatchRecognizeValidationTest.java, testSortProcessingTimeSecondaryField
-- flink: plans
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

SELECT *
FROM Ticker
MATCH_RECOGNIZE (
  ORDER BY proctime, price
  MEASURES
    A.symbol AS aSymbol
  PATTERN (A B)
  DEFINE
    A AS A.symbol = 'a'
) AS T;
