from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE orders (id BIGINT, amount DOUBLE) WITH (
        'connector.type' = 'kafka',  -- want "FL067" level=warning msg="the planned Flink 2.1 no longer reads"
        'connector.version' = 'universal',
        'connector.topic' = 'orders',
        'connector.properties.bootstrap.servers' = 'kafka:9092',
        'format.type' = 'json',
        'update-mode' = 'append'
    )
""")
t_env.execute_sql("""
    CREATE TABLE totals (id BIGINT, amount DOUBLE) WITH (
        'connector' = 'print',
        'connector.type' = 'ignored'
    )
""")
t_env.execute_sql("INSERT INTO totals SELECT id, amount FROM orders")
