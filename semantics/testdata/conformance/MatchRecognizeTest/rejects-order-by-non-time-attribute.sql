-- case: MATCH_RECOGNIZE ordered by an INT column in streaming mode
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/MatchRecognizeTest.scala, testMatchRecognizeOnRowtimeLTZ (message of StreamExecMatch)
-- flink: rejects
-- message: You must specify either rowtime or proctime for order by as the first one.
-- reason: match-recognize

CREATE TABLE Ticker (
  symbol STRING,
  ts_ltz TIMESTAMP_LTZ(3),
  price  INT,
  tax    INT,
  WATERMARK FOR ts_ltz AS ts_ltz - INTERVAL '1' SECOND
) WITH ('connector' = 'values');

-- rejected
SELECT *
FROM Ticker
MATCH_RECOGNIZE (
  PARTITION BY symbol
  ORDER BY price
  MEASURES A.price AS p
  ONE ROW PER MATCH
  PATTERN (A)
  DEFINE A AS A.price > 0
) AS T;
