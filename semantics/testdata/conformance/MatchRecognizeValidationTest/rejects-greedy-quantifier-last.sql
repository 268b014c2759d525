-- case: a pattern ending in a greedy quantifier
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/api/batch/sql/validation/MatchRecognizeValidationTest.java, testGreedyQuantifierAtTheEndIsNotSupported
-- flink: rejects
-- message: Greedy quantifiers are not allowed as the last element of a Pattern yet. Finish your pattern with either a simple variable or reluctant quantifier.
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
  PATTERN (A B+)
  DEFINE
    A AS A.symbol = 'a'
) AS T;
