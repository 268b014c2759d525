-- case: an OVER window ordered by the MATCH_ROWTIME of a view over MATCH_RECOGNIZE
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/MatchRecognizeTest.scala, testOverWindowOnMatchRecognizeOnRowtimeLTZ
-- flink: plans
-- reason: over-window

CREATE TABLE Ticker (
  symbol STRING,
  ts_ltz TIMESTAMP_LTZ(3),
  price  INT,
  tax    INT,
  WATERMARK FOR ts_ltz AS ts_ltz - INTERVAL '1' SECOND
) WITH ('connector' = 'values');

CREATE TEMPORARY VIEW T AS
SELECT *
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
) AS T;

SELECT symbol, price, tax, matchRowtime,
  SUM(price) OVER (PARTITION BY symbol ORDER BY matchRowtime RANGE UNBOUNDED PRECEDING) AS price_sum
FROM T;
