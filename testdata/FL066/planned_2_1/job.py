from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("pipeline.jars", "file:///opt/flink/usrlib/flink-sql-connector-kinesis-5.0.0-1.20.jar")  # want "FL066" msg="apache/flink-connector-aws has no release built for Flink 2.1 that flinklint knows; v6.0.0 is built for Flink 2.0"
t_env.execute_sql("""
    CREATE TABLE users (id BIGINT, name STRING) WITH (
        'connector' = 'hbase-2.2',  -- want "FL066" msg="the job moves to the planned Flink 2.1"
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
