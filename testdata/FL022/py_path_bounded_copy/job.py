# A bounded copy: an unmonitored filesystem table into a filesystem table
# declared in SQL, by path. The input ends, so the files are committed at the
# end of input, checkpointing or not.
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE raw_events (id STRING, payload STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/raw/',
        'format' = 'json'
    )
""")
t_env.execute_sql("""
    CREATE TABLE events_parquet (id STRING, payload STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/parquet/',
        'format' = 'parquet'
    )
""")
t_env.from_path("raw_events").execute_insert("events_parquet").wait()
