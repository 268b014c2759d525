from pyflink.table import EnvironmentSettings, TableEnvironment

base = {"connector": "filesystem", "path": "s3://bucket/out/", "format": "json"}
options = dict(base)
options.update({"auto-compaction": "true"})  # want "FL001" level=error
options["compaction.file-size"] = "128MB"

rendered = ", ".join([f"'{key}' = '{value}'" for key, value in options.items()])

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("execution.checkpointing.interval", "1 min")
t_env.execute_sql("CREATE TABLE s3_sink (id STRING) WITH (" + rendered + ")")
t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")
