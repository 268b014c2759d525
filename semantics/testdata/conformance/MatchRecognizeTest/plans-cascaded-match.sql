-- case: a MATCH_RECOGNIZE over a window aggregate over a MATCH_RECOGNIZE
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/MatchRecognizeTest.scala, testCascadeMatch
-- flink: plans
-- reason: match-recognize

CREATE TABLE Ticker (
  symbol STRING,
  ts_ltz TIMESTAMP_LTZ(3),
  price  INT,
  tax    INT,
  WATERMARK FOR ts_ltz AS ts_ltz - INTERVAL '1' SECOND
) WITH ('connector' = 'values');

SELECT *
FROM (
  SELECT symbol, matchRowtime, price,
         TUMBLE_START(matchRowtime, INTERVAL '3' SECOND) AS startTime
  FROM Ticker
  MATCH_RECOGNIZE (
    PARTITION BY symbol
    ORDER BY ts_ltz
    MEASURES
      A.price AS price,
      A.tax AS tax,
      MATCH_ROWTIME(ts_ltz) AS matchRowtime
    ONE ROW PER MATCH
    PATTERN (A)
    DEFINE
      A AS A.price > 0
  ) AS T
  GROUP BY symbol, matchRowtime, price, TUMBLE(matchRowtime, INTERVAL '3' SECOND)
)
MATCH_RECOGNIZE (
  PARTITION BY symbol
  ORDER BY matchRowtime
  MEASURES
    A.price AS dPrice,
    A.matchRowtime AS matchRowtime
  PATTERN (A)
  DEFINE
    A AS A.matchRowtime >= (CURRENT_TIMESTAMP - INTERVAL '1' DAY)
);
