-- case: MATCH_ROWTIME() feeding a TUMBLE, rowtime of type TIMESTAMP(3)
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/MatchRecognizeTest.scala, testMatchRecognizeOnRowtime
-- flink: plans
-- reason: match-recognize

CREATE TABLE Ticker1 (
  symbol STRING,
  ts     TIMESTAMP(3),
  price  INT,
  tax    INT,
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'values');

SELECT symbol,
  SUM(price) AS price,
  TUMBLE_ROWTIME(matchRowtime, INTERVAL '3' SECOND) AS rowTime,
  TUMBLE_START(matchRowtime, INTERVAL '3' SECOND) AS startTime
FROM Ticker1
MATCH_RECOGNIZE (
  PARTITION BY symbol
  ORDER BY ts
  MEASURES
    A.price AS price,
    A.tax AS tax,
    MATCH_ROWTIME() AS matchRowtime
  ONE ROW PER MATCH
  PATTERN (A)
  DEFINE
    A AS A.price > 0
) AS T
GROUP BY symbol, TUMBLE(matchRowtime, INTERVAL '3' SECOND);
