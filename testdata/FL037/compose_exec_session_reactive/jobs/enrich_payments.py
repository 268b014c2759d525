from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE payments (
        payment_id STRING,
        account_id STRING,
        amount DOUBLE,
        ts TIMESTAMP(3),
        WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
    ) WITH (
        'connector' = 'kafka',
        'topic' = 'payments',
        'properties.bootstrap.servers' = 'kafka:9092',
        'scan.startup.mode' = 'earliest-offset',
        'format' = 'json'
    )
""")
t_env.execute_sql("""
    CREATE TABLE enriched_payments (
        payment_id STRING,
        account_id STRING,
        amount DOUBLE,
        ts TIMESTAMP(3)
    ) WITH (
        'connector' = 'kafka',
        'topic' = 'payments-enriched',
        'properties.bootstrap.servers' = 'kafka:9092',
        'format' = 'json'
    )
""")
t_env.execute_sql("INSERT INTO enriched_payments SELECT payment_id, account_id, amount, ts FROM payments")
