"""The entry point enables checkpointing and registers and writes its
filesystem sink through a helper module that builds a TableDescriptor: the
module runs in this job, which checkpoints, so no FL022 on it."""
from pyflink.table import EnvironmentSettings, TableEnvironment
from pipe.sinks import archive, register_sink


def main():
    t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    t_env.get_config().set("execution.checkpointing.interval", "60s")
    register_sink(t_env)
    archive(t_env)


if __name__ == "__main__":
    main()
