# One finding per file, at the error Python stops at: not at the valid code
# before it on its line, and not again at each token the parser's recovery
# could not fit after it.
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
for row in t_env.execute_sql("SELECT 1").collect():
    value = row[0] + )  # want "FL901" col=22 msg="unmatched '\)'"
config = {
    "a": 1,
    "b": 2
    "c": 3,
}
!pip install apache-flink==1.19.1
