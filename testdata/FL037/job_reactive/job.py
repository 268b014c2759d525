from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("parallelism.default", "4")  # want "FL037"
t_env.execute_sql("""
    CREATE TABLE s3_sink (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json',
        'sink.parallelism' = '2'  -- want "FL037" col=9
    )
""")
t_env.execute_sql("INSERT INTO s3_sink /*+ OPTIONS('sink.parallelism' = '3') */ SELECT id FROM src")  # want "FL037"
