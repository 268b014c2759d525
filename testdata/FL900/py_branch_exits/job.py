# Every branch that reaches the INSERT sets the column: the else branch
# exits, so the empty initial value never gets into the SQL.
import sys

from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
mode = sys.argv[1]
calc = ""
if mode == "remote":
    calc = "UPPER(name) AS n"
elif mode == "local":
    calc = "LOWER(name) AS n"
else:
    print(f"mode must be remote or local, not {mode}")
    sys.exit(-1)
t_env.execute_sql("CREATE TABLE src (id STRING, name STRING) WITH ('connector' = 'datagen')")
t_env.execute_sql("CREATE TABLE out_t (id STRING, n STRING) WITH ('connector' = 'print')")
t_env.execute_sql(f"""
INSERT INTO out_t
SELECT id,
       {calc}
FROM src
""")
