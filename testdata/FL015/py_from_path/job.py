from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE orders (id STRING) WITH (  -- want "FL015" col=37
        'connector' = 'kafka',
        'topic' = 'orders',
        'properties.bootstrap.servers' = 'broker:9092',
        'format' = 'json'
    )
""")
t_env.from_path("orders").execute_insert("out")
