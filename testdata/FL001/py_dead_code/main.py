from pyflink.table import EnvironmentSettings, TableEnvironment

COMPACTED_SINK = """
    CREATE TABLE s3_sink (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json',
        'auto-compaction' = 'true'
    )
"""


def legacy_sink(t_env):
    # Nothing calls this function: it is not part of the deployed job.
    t_env.execute_sql("""
        CREATE TABLE old_sink (id STRING) WITH (
            'connector' = 'filesystem',
            'path' = 's3://bucket/old/',
            'format' = 'json',
            'auto-compaction' = 'true'  -- want "FL001" level=warning
        )
    """)


t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
if False:
    t_env.execute_sql(COMPACTED_SINK)  # switched off, never runs
t_env.execute_sql("""
    CREATE TABLE s3_sink (id STRING) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json'
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
