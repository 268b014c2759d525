from pyflink.table import EnvironmentSettings, TableEnvironment

COMMON = {"connector": "filesystem", "format": "json"}
SINK_OPTIONS = {
    **COMMON,
    "path": "s3://bucket/out/",
    "sink.rolling-policy.file-size": "128MB",
    "auto-compaction": "true",  # want "FL001" level=error
}


def with_clause(options: dict) -> str:
    return ",\n".join(f"'{k}' = '{v}'" for k, v in options.items())


t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("execution.checkpointing.interval", "1 min")
t_env.execute_sql(f"CREATE TABLE s3_sink (id STRING) WITH ({with_clause(SINK_OPTIONS)})")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
