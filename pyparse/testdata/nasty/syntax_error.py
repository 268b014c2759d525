import pyflink
def broken(:
    pass
t_env.execute_sql("CREATE TABLE after_error WITH ('auto-compaction' = 'true')")  # want sql "'auto-compaction' = 'true'" 4:51/51
x = (1, 2
