# Table.execute() collects to the client; the filesystem table is only declared.
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE clicks (user_id STRING, url STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/clicks/',
        'format' = 'csv'
    )
""")
with t_env.sql_query("SELECT user_id, url FROM clicks").execute().collect() as results:
    for row in results:
        print(row)
