from dataclasses import dataclass, field

from pyflink.table import EnvironmentSettings, TableEnvironment


@dataclass
class SinkConfig:
    name: str
    path: str
    compaction: str = field(default="true")

    @property
    def ddl(self) -> str:
        return (
            f"CREATE TABLE {self.name} (id STRING) WITH ("
            "'connector' = 'filesystem', "
            f"'path' = '{self.path}', 'format' = 'json', "
            f"'auto-compaction' = '{self.compaction}')"  # want "FL001" level=error
        )


CONFIG = SinkConfig("events_sink", "s3://bucket/events/")

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("execution.checkpointing.interval", "1 min")
t_env.execute_sql(CONFIG.ddl)
t_env.execute_sql("INSERT INTO events_sink SELECT id FROM events")
