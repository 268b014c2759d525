from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE orders (
        order_id STRING,
        amount DECIMAL(10, 2),
        ts TIMESTAMP(3)
    ) WITH (
        'connector' = 'kafka',
        'topic' = 'orders',
        'properties.bootstrap.servers' = 'kafka:9092',
        'scan.startup.mode' = 'earliest-offset',
        'format' = 'json'
    )
""")
t_env.execute_sql("""
    CREATE TABLE orders_archive (
        order_id STRING,
        amount DECIMAL(10, 2),
        ts TIMESTAMP(3)
    ) WITH (
        'connector' = 'filesystem',
        'path' = 's3://lake/orders/',
        'format' = 'parquet',
        'auto-compaction' = 'true'
    )
""")
t_env.execute_sql("INSERT INTO orders_archive SELECT order_id, amount, ts FROM orders")
