# The file is run as read: nothing fills the braces in, so Flink's parser
# meets them.
from pathlib import Path

from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql(Path(__file__).with_name("sql").joinpath("enrich.sql").read_text())
