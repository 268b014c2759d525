# A Python comment that ended up inside the SQL string: Flink's parser
# rejects the statement, so flinklint must not skip it in silence.
from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""  # create the sink   # want "FL900" col=24
CREATE TABLE s3_sink (id INT) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out',
  'format' = 'json'
)""")
t_env.execute_sql("""
// the source   # want "FL900" col=1
CREATE TABLE src (id INT) WITH ('connector' = 'datagen')""")
t_env.execute_sql("CREATE TABLE ok_src (id INT) WITH ('connector' = 'datagen')")
