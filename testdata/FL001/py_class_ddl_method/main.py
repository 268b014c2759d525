"""Writes click events to S3, one table object per sink."""
from pyflink.table import EnvironmentSettings, TableEnvironment


class S3Sink:
    """A filesystem sink; the name and path come from the caller."""

    def __init__(self, table_name="s3_sink", path="s3://analytics/out/", fmt="parquet"):
        self.table_name = table_name
        self.path = path
        self.fmt = fmt

    def ddl(self):
        return f"""
            CREATE TABLE `{self.table_name}` (
                user_id STRING,
                url STRING,
                dt STRING
            ) PARTITIONED BY (dt) WITH (
                'connector' = 'filesystem',
                'path' = '{self.path}',
                'format' = '{self.fmt}',
                'sink.partition-commit.policy.kind' = 'success-file',
                'auto-compaction' = 'true'  -- want "FL001" level=error
            )
        """


def main():
    t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    t_env.get_config().set("execution.checkpointing.interval", "1 min")
    sink = S3Sink("clicks", path="s3://analytics/clicks/")
    t_env.execute_sql(sink.ddl())
    t_env.execute_sql("INSERT INTO clicks SELECT user_id, url, dt FROM clicks_src")


if __name__ == "__main__":
    main()
