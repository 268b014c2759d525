"""Reads JSON events from a Kinesis stream and writes them to S3 as JSON.

This is the job of the incident flinklint was built for: on AWS Managed
Service for Apache Flink (Flink 1.19) with autoscaling on, the first
parallelism change made the restore fail in the filesystem sink's compact
operator (java.util.NoSuchElementException, FLINK-31689).
"""

from pyflink.table import EnvironmentSettings, TableEnvironment


def main():
    table_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())

    table_env.execute_sql("""
        CREATE TABLE events (
            event_id STRING,
            payload STRING,
            event_time TIMESTAMP(3),
            WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND
        ) WITH (
            'connector' = 'kinesis',
            'stream' = 'events',
            'aws.region' = 'ap-northeast-2',
            'scan.stream.initpos' = 'LATEST',
            'format' = 'json'
        )
    """)

    table_env.execute_sql("""
        CREATE TABLE s3_sink (
            event_id STRING,
            payload STRING,
            dt STRING
        ) PARTITIONED BY (dt) WITH (
            'connector' = 'filesystem',
            'path' = 's3a://example-bucket/events/',
            'format' = 'json',
            'sink.partition-commit.policy.kind' = 'success-file',
            'auto-compaction' = 'true'
        )
    """)

    table_env.execute_sql("""
        INSERT INTO s3_sink
        SELECT event_id, payload, DATE_FORMAT(event_time, 'yyyy-MM-dd')
        FROM events
    """)


if __name__ == "__main__":
    main()
