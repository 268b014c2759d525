from pyflink.table import EnvironmentSettings, TableEnvironment

DEFAULTS = {"connector": "filesystem", "path": "s3://bucket/out/", "format": "json", "auto-compaction": "true"}


def sink_options(compact: bool) -> dict:
    options = dict(DEFAULTS)
    if not compact:
        # What is removed here cannot be told statically: no finding from these options.
        options.pop("auto-compaction")
    return options


def render(options):
    return ", ".join(f"'{k}' = '{v}'" for k, v in options.items())


t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("execution.checkpointing.interval", "1 min")
t_env.execute_sql(f"CREATE TABLE s3_sink (id STRING) WITH ({render(sink_options(False))})")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
