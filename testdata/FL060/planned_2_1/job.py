from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
config = t_env.get_config()
config.set("table.optimizer.sql-to-rel.project.merge.enabled", "false")  # want "FL060" msg="write table.optimizer.sql2rel.project-merge.enabled"
config.get_configuration().set_string("taskmanager.heap.size", "1g")  # want "FL060"
t_env.execute_sql("CREATE TABLE s (id INT) WITH ('connector' = 'datagen')")
t_env.execute_sql("CREATE TABLE k (id INT) WITH ('connector' = 'blackhole')")
t_env.execute_sql("INSERT INTO k SELECT id FROM s")
