-- case: MATCH_ROWTIME over an INT column
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/MatchRecognizeTest.scala, testMatchRowtimeWithNonRowTimeAttributeAsArgs
-- flink: rejects
-- message: The function MATCH_ROWTIME requires argument to be a row time attribute type, but is 'INTEGER'.
-- reason: match-recognize

CREATE TABLE Ticker (
  symbol STRING,
  ts_ltz TIMESTAMP_LTZ(3),
  price  INT,
  tax    INT,
  WATERMARK FOR ts_ltz AS ts_ltz - INTERVAL '1' SECOND
) WITH ('connector' = 'values');

-- rejected
SELECT symbol,
  SUM(price) AS price,
  TUMBLE_ROWTIME(matchRowtime, INTERVAL '3' SECOND) AS rowTime,
  TUMBLE_START(matchRowtime, INTERVAL '3' SECOND) AS startTime
FROM Ticker
MATCH_RECOGNIZE (
  PARTITION BY symbol
  ORDER BY ts_ltz
  MEASURES
    A.price AS price,
    A.tax AS tax,
    MATCH_ROWTIME(price) AS matchRowtime
  ONE ROW PER MATCH
  PATTERN (A)
  DEFINE
    A AS A.price > 0
) AS T
GROUP BY symbol, TUMBLE(matchRowtime, INTERVAL '3' SECOND);
