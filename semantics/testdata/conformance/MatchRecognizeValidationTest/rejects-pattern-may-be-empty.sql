-- case: a pattern that can match nothing
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/api/batch/sql/validation/MatchRecognizeValidationTest.java, testPatternsProducingEmptyMatchesAreNotSupported
-- flink: rejects
-- message: Patterns that can produce empty matches are not supported. There must be at least one non-optional state.
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
  PATTERN (A*)
  DEFINE
    A AS A.symbol = 'a'
) AS T;
