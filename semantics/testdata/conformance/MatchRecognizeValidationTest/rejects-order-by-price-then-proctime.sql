-- case: ORDER BY a column before the proctime
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/api/batch/sql/validation/MatchRecognizeValidationTest.java, testSortProcessingTimeSecondaryField
-- flink: rejects
-- message: You must specify either rowtime or proctime for order by as the first one.
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
  ORDER BY price, proctime
  MEASURES
    A.symbol AS aSymbol
  PATTERN (A B)
  DEFINE
    A AS A.symbol = 'a'
) AS T;
