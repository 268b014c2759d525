from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE users (id BIGINT, name STRING) WITH (
        'connector' = 'hbase-2.2',
        'table-name' = 'users',
        'zookeeper.quorum' = 'zk:2181'
    )
""")
t_env.execute_sql("""
    CREATE TABLE orders (id BIGINT, user_id BIGINT) WITH (
        'connector' = 'kafka',
        'topic' = 'orders',
        'properties.bootstrap.servers' = 'kafka:9092',
        'format' = 'json'
    )
""")
