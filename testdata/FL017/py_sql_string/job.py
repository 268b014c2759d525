from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE users (
        user_id STRING,
        PRIMARY KEY (user_id) NOT ENFORCED  -- want "FL017" col=9
    ) WITH (
        'connector' = 'kafka',
        'topic' = 'users',
        'properties.bootstrap.servers' = 'b:9092',
        'format' = 'csv'
    )
""")
