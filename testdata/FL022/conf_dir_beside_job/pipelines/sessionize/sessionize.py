from pyflink.table import EnvironmentSettings, TableEnvironment

SOURCE_DDL = """
CREATE TABLE page_views (
    user_id STRING,
    page STRING,
    view_time TIMESTAMP(3),
    WATERMARK FOR view_time AS view_time - INTERVAL '10' SECOND
) WITH (
    'connector' = 'kafka',
    'topic' = 'page-views',
    'properties.bootstrap.servers' = 'kafka:9092',
    'properties.group.id' = 'sessionize',
    'format' = 'json'
)
"""

SINK_DDL = """
CREATE TABLE sessions (
    user_id STRING,
    session_start TIMESTAMP(3),
    session_end TIMESTAMP(3),
    views BIGINT
) WITH (
    'connector' = 'filesystem',  -- want "FL022" level=error
    'path' = 'hdfs:///warehouse/sessions',
    'format' = 'parquet'
)
"""


def main():
    t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    t_env.execute_sql(SOURCE_DDL)
    t_env.execute_sql(SINK_DDL)
    t_env.execute_sql("""
        INSERT INTO sessions
        SELECT user_id, window_start, window_end, COUNT(*)
        FROM TABLE(SESSION(TABLE page_views PARTITION BY user_id, DESCRIPTOR(view_time), INTERVAL '30' MINUTE))
        GROUP BY user_id, window_start, window_end
    """)


if __name__ == "__main__":
    main()
