"""Table definitions shared by the jobs of this repository."""


def create_source(t_env):
    t_env.execute_sql("""
        CREATE TABLE clicks (user_id STRING, url STRING) WITH (
            'connector' = 'kinesis',
            'stream' = 'clicks',
            'aws.region' = 'eu-west-1',
            'format' = 'json'
        )
    """)


def create_sink(t_env, path):
    t_env.execute_sql(f"""
        CREATE TABLE s3_sink (user_id STRING, url STRING) WITH (
            'connector' = 'filesystem',
            'path' = '{path}',
            'format' = 'json',
            'auto-compaction' = 'true'  -- want "FL001" level=error
        )
    """)
