from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql('CREATE TABLE orders_out (id STRING) WITH (\'connector\' = \'kafka\', \'topic\' = \'o\', \'properties.bootstrap.servers\' = \'b:9092\', \'format\' = \'json\', \'sink.delivery-guarantee\' = \'exactly-once\')')  # want "FL014"
t_env.execute_sql("INSERT INTO orders_out SELECT id FROM orders_in")
