import pyflink
t_env.execute_sql("""CREATE TABLE c WITH (
  'auto-compaction' = 'true'
)""")  # want sql "'auto-compaction' = 'true'" 3:3/3
