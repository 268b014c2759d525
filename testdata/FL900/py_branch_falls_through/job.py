# The else branch only prints and goes on: the INSERT then runs with an
# empty column, a ',' before FROM that Flink rejects.
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
t_env.execute_sql("CREATE TABLE src (id STRING, name STRING) WITH ('connector' = 'datagen')")
t_env.execute_sql("CREATE TABLE out_t (id STRING, n STRING) WITH ('connector' = 'print')")
t_env.execute_sql(f"""
INSERT INTO out_t
SELECT id,
       {calc}
FROM src  -- want "FL900" level=warning
""")
