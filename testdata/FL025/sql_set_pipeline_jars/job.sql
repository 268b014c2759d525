SET 'pipeline.jars' = 'file:///opt/flink-sql-connector-kafka-3.1.0-1.18.jar';  -- want "FL025"
ADD JAR '/opt/jars/flink-connector-jdbc-3.1.2-1.17.jar';  -- want "FL025"
ADD JAR '/opt/jars/my-udfs.jar';
