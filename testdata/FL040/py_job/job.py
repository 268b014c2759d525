import os
from pyflink.table import EnvironmentSettings, TableDescriptor, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("s3.secret-key", "hunter2XYZZY-pyset")  # want "FL040" col=24
t_env.get_config().set("s3.access-key", "AKIAEXAMPLEKEYID")
password = os.environ["KAFKA_PASSWORD"]
t_env.execute_sql(f"""
    CREATE TABLE events (id STRING) WITH (
        'connector' = 'kafka',
        'topic' = 'events',
        'properties.bootstrap.servers' = 'kafka:9092',
        'properties.sasl.jaas.config' = 'org.apache.kafka.common.security.plain.PlainLoginModule required username="u" password="{password}";',
        'format' = 'json'
    )
""")
t_env.execute_sql("""
    CREATE TABLE audit (id STRING) WITH (
        'connector' = 'jdbc',
        'url' = 'jdbc:mysql://flink:hunter2XYZZY-urlcred@db:3306/audit',  -- want "FL040" col=9
        'table-name' = 'audit'
    )
""")
t_env.create_temporary_table(
    "sink",
    TableDescriptor.for_connector("jdbc")
    .option("url", "jdbc:postgresql://db:5432/shop")
    .option("table-name", "sink")
    .option("password", "hunter2XYZZY-descriptor")  # want "FL040"
    .build(),
)
t_env.execute_sql("INSERT INTO sink SELECT id FROM events")
