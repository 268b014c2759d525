import textwrap
from pyflink.table import TableEnvironment

A = ("CREATE TABLE a WITH ("
     "'connector' = 'filesystem', "  # want sql "'connector' = 'filesystem'" 5:7/7
     '\'auto-compaction\' = \'true\')')
t_env.execute_sql(A)
t_env.execute_sql("CREATE TABLE b WITH (" + "'sink.parallelism' = '2'" + ")")  # want sql "'sink.parallelism' = '2'" 8:46/46
t_env.execute_sql("CREATE TABLE {} WITH ('path' = '{}')".format("c", "s3://c"))  # want sql "s3://c" 9:71/71
t_env.execute_sql("CREATE TABLE %s WITH ('path' = '%s')" % ("d", "s3://d"))  # want sql "s3://d" 10:67/67
t_env.execute_sql(textwrap.dedent("""
    CREATE TABLE e WITH (
        'format' = 'csv'
    )
""").strip())
# want sql "'format' = 'csv'" 13:9/9
t_env.execute_sql("\n".join(["CREATE TABLE f WITH (", "'format' = 'avro'", ")"]))  # want sql "'format' = 'avro'" 17:56/56
t_env.execute_sql("CREATE TABLE g WITH ('format' = 'X')".replace("X", "raw"))  # want sql "raw" 18:72/72
t_env.execute_sql(rb"CREATE TABLE h WITH ('k' = 'v\n')".decode())  # want sql "'v\n'" 19:49/49
t_env.execute_sql(f"CREATE TABLE i WITH ('k' = '{'na' + 'me'!r:>8}')")  # want sql "  'name'" 20:49/49
t_env.execute_sql(F"CREATE TABLE j WITH ('k' = '{{x}}')")  # want sql "{x}" 21:49/49
t_env.execute_sql("""CREATE TABLE k WITH ('emoji' = '😀', 'x' = 'y')""")  # want sql "'x' = 'y'" 22:58/59
