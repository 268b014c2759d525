from pyflink.table import EnvironmentSettings, TableEnvironment


class Pipeline:
    def __init__(self, t_env, table_name):
        self.t_env = t_env
        self.table_name = table_name

    def create_sink(self):
        # The table's name is a placeholder here: the table is analysed all the same.
        self.t_env.execute_sql(f"""
            CREATE TABLE `{self.table_name}` (id STRING) WITH (
                'connector' = 'filesystem',
                'path' = 's3://bucket/out/',
                'format' = 'json',
                'auto-compaction' = 'true'  -- want "FL001" level=error msg="table ..self.table_name.. crashes"
            )
        """)


t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("execution.checkpointing.interval", "1 min")
Pipeline(t_env, "events").create_sink()
