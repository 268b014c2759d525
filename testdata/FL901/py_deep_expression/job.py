# A generated expression nested deeper than flinklint follows (64 levels):
# the SQL is checked as far as it was followed, and the limit is reported.
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((('SELECT 1' + ' ')))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))  # want "FL901" col=83
