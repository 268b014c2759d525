from pyflink.table import TableEnvironment
t_env = TableEnvironment.create(None)
s = 'x' * 100000000
t = s + s + s + s
t_env.execute_sql(t * 1000)
u = '%s' % ('a' * 999999999)
t_env.execute_sql(f"{'b' * 999999999}")
