# The entry point the app names: it runs the statements of job.sql, which is
# what ties the script to the app.
from pathlib import Path

from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
for statement in Path(__file__).with_name("job.sql").read_text().split(";"):
    if statement.strip():
        t_env.execute_sql(statement)
