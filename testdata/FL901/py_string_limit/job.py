# Each call doubles the text: 2^17 copies of the statement pass 1 MiB, so the
# SQL is not followed to its end, and the limit is reported.
from pyflink.table import EnvironmentSettings, TableEnvironment


def twice(sql):
    return sql + sql  # want "FL901" col=12


t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice(twice('SELECT 1;'))))))))))))))))))
