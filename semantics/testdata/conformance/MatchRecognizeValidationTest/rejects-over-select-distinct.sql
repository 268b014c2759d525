-- case: MATCH_RECOGNIZE over SELECT DISTINCT, which updates
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/api/batch/sql/validation/MatchRecognizeValidationTest.java, testUpdatesInUpstreamOperatorNotSupported
-- flink: rejects
-- message: Match Recognize doesn't support consuming update changes which is produced by node GroupAggregate(
-- reason: updating-input-unsupported

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
FROM (SELECT DISTINCT * FROM Ticker)
MATCH_RECOGNIZE (
  ORDER BY proctime
  MEASURES
    A.symbol AS aSymbol
  ONE ROW PER MATCH
  PATTERN (A B)
  DEFINE
    A AS A.symbol = 'a'
) AS T;
