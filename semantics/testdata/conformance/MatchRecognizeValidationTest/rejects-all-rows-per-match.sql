-- case: ALL ROWS PER MATCH
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/api/batch/sql/validation/MatchRecognizeValidationTest.java, testAllRowsPerMatch
-- flink: rejects
-- message: All rows per match mode is not supported yet.
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
    A.symbol AS aSymbol
  ALL ROWS PER MATCH
  PATTERN (A B)
  DEFINE
    A AS A.symbol = 'a'
) AS T;
