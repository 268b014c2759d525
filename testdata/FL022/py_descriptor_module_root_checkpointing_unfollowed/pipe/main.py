"""The entry point turns checkpointing on with arguments flinklint does not
follow (*args): whether the job that runs the sink module checkpoints is not
known, so the module takes neither the deployment (which turns checkpointing
off) nor settings from it, and stays a job of its own, as before."""
from pyflink.table import StreamTableEnvironment
from pyflink.datastream import StreamExecutionEnvironment
from pipe.sinks import register_sink

CHECKPOINT_ARGS = [60000]


def main():
    env = StreamExecutionEnvironment.get_execution_environment()
    env.enable_checkpointing(*CHECKPOINT_ARGS)
    t_env = StreamTableEnvironment.create(env)
    register_sink(t_env)
    t_env.execute_sql("INSERT INTO archive SELECT * FROM src")


if __name__ == "__main__":
    main()
