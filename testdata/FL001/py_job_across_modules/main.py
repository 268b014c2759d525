from pyflink.table import EnvironmentSettings, TableEnvironment

from pipeline import tables


def main():
    t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    tables.create_source(t_env)
    tables.create_sink(t_env, "s3://analytics/clicks/")
    t_env.execute_sql("INSERT INTO s3_sink SELECT user_id, url FROM clicks")


if __name__ == "__main__":
    main()
