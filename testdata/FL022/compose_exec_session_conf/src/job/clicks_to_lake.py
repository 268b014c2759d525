from pyflink.datastream import StreamExecutionEnvironment
from pyflink.table import StreamTableEnvironment


def main():
    env = StreamExecutionEnvironment.get_execution_environment()
    t_env = StreamTableEnvironment.create(env)
    t_env.execute_sql("""
        CREATE TABLE clicks (
            user_id STRING,
            url STRING,
            ts TIMESTAMP(3)
        ) WITH (
            'connector' = 'kafka',
            'topic' = 'clicks',
            'properties.bootstrap.servers' = 'redpanda:29092',
            'scan.startup.mode' = 'latest-offset',
            'format' = 'json'
        )
    """)
    t_env.execute_sql("""
        CREATE TABLE clicks_lake (
            user_id STRING,
            url STRING,
            ts TIMESTAMP(3)
        ) WITH (
            'connector' = 'filesystem',  -- want "FL022" level=error
            'path' = 's3a://lake/clicks/',
            'format' = 'json'
        )
    """)
    t_env.execute_sql("INSERT INTO clicks_lake SELECT user_id, url, ts FROM clicks").wait()


if __name__ == "__main__":
    main()
