from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("SET 'execution.target' = 'yarn-per-job'")  # want "FL069" level=error
