-- case: MEASURES named apart from the PARTITION BY columns
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/api/batch/sql/validation/MatchRecognizeValidationTest.java, testValidatingAmbiguousColumns
-- flink: plans
-- reason: ambiguous-column

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
  PARTITION BY symbol, price
  ORDER BY proctime
  MEASURES
    A.symbol AS aSymbol,
    A.price AS aPrice
  PATTERN (A)
  DEFINE
    A AS A.symbol = 'a'
) AS T;
