import pyflink
t_env.execute_sql("""CREATE TABLE u WITH (
  'auto-compaction' = 'true'
