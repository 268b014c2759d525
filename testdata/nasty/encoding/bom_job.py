from pyflink.table import TableEnvironment
t_env = TableEnvironment.create(None)
t_env.execute_sql("SELECT (")
