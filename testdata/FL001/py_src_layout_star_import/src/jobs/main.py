from pyflink.table import EnvironmentSettings, TableEnvironment

from jobs.sinks import *  # noqa: F403

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql(s3_sink_ddl("clicks_sink", "clicks"))  # noqa: F405
t_env.execute_sql("INSERT INTO clicks_sink SELECT user_id, url FROM clicks")
