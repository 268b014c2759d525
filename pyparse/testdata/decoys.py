"""Explains how to use t_env.execute_sql("CREATE TABLE t WITH ('auto-compaction' = 'true')").

pyflink jobs should never set 'auto-compaction' = 'true' when autoscaling.
"""
# t_env.execute_sql("CREATE TABLE t WITH ('auto-compaction' = 'true')")
HELP = "set 'auto-compaction' = 'true' for small files"


def explain():
    """t_env.execute_sql('x')"""
    print(HELP)
    print("t_env.execute_sql('CREATE TABLE x')")
    return {"execute_sql": "'auto-compaction' = 'true'"}
# want nothing
