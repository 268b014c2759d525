import pyflink
t_env.execute_sql("CREATE TABLE b WITH ('k' = 'v')")  # want sql "'k' = 'v'" 2:41/41
