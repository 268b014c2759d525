"""The entry point an MSF app runs: it registers its sink through a helper
module that builds a TableDescriptor, so the module runs under this job's
deployment (autoscaling) and its auto-compaction is an error."""
from pyflink.table import EnvironmentSettings, TableEnvironment
from pipe.sinks import register_sink


def main():
    t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    t_env.get_config().set("execution.checkpointing.interval", "60s")
    register_sink(t_env)
    t_env.execute_sql("INSERT INTO archive SELECT * FROM src")


if __name__ == "__main__":
    main()
