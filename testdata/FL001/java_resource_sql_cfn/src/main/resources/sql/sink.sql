CREATE TABLE daily_sink (
    order_id STRING,
    amount DECIMAL(10, 2)
) WITH (
    'connector' = 'filesystem',
    'path' = 's3://orders/daily/',
    'format' = 'parquet',
    'auto-compaction' = 'true' -- want "FL001" level=error msg="raises its parallelism"
);
