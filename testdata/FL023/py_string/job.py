from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE s3_sink (page STRING, views BIGINT) WITH (
        'connector' = 'filesystem', 'path' = 's3://b/v/', 'format' = 'json'
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT page, COUNT(*) FROM clicks GROUP BY page")  # want "FL023" col=32
