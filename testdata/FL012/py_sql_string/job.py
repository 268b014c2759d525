from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE orders (id STRING) WITH (  -- want "FL012" col=37
        'connector' = 'kafka',
        'topic' = 'orders',
        'format' = 'json'
    )
""")
t_env.execute_sql("INSERT INTO orders SELECT id FROM src")
