from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_batch_mode())
t_env.execute_sql("""
CREATE TABLE gen (id BIGINT) WITH ('connector' = 'datagen')
""")
t_env.execute_sql("SELECT * FROM gen").print()  # want "FL084"
