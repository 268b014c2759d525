from pyflink.table import TableEnvironment
t_env.execute_sql("""SELECT
