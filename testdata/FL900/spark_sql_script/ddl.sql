-- Spark SQL run with spark-sql -f: TBLPROPERTIES alone would read as Flink's
-- Hive dialect, but Spark's USING <provider> says whose script it is.
CREATE TABLE IF NOT EXISTS lake.trades (
    ts     TIMESTAMP COMMENT 'event time',
    symbol STRING
)
USING iceberg
PARTITIONED BY (days(ts))
TBLPROPERTIES ('write.format.default' = 'parquet');
SHOW TBLPROPERTIES lake.trades;
