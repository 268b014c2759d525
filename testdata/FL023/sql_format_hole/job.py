from pyflink.table import EnvironmentSettings, TableEnvironment

fmt = pick()
t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql(f"""
    CREATE TABLE s3_sink (page STRING, views BIGINT) WITH (
        'connector' = 'filesystem', 'path' = 's3://b/v/', 'format' = '{fmt}'
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT page, COUNT(*) FROM clicks GROUP BY page")
