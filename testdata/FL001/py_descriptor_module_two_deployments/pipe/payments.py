"""One of two entry points, each run by its own MSF app, that register the
same sink through a helper module: which app runs the module is not known,
so it stays a job of its own, with no deployment."""
from pyflink.table import EnvironmentSettings, TableEnvironment
from pipe.sinks import register_sink


def main():
    t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    register_sink(t_env)
    t_env.execute_sql("INSERT INTO archive SELECT * FROM payments")


if __name__ == "__main__":
    main()
