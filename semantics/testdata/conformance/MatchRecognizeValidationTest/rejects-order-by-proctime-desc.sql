-- case: ORDER BY proctime DESC in streaming mode
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/api/batch/sql/validation/MatchRecognizeValidationTest.java, testSortProcessingTimeDesc
-- flink: rejects
-- message: Primary sort order of a streaming table must be ascending on time.
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
  ORDER BY proctime DESC
  MEASURES
    A.symbol AS aSymbol
  PATTERN (A B)
  DEFINE
    A AS A.symbol = 'a'
) AS T;
