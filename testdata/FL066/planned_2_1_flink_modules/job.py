from pyflink.datastream import StreamExecutionEnvironment

# Connector modules of apache/flink itself (flink-connectors/: base, files,
# datagen) are released with every Flink version: the 2.1 build exists.
env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(60000)
env.add_jars("file:///opt/flink/lib/flink-connector-base-1.20.0.jar")  # want "FL066" msg="built for Flink 1.20, the job moves to the planned Flink 2.1: use the build for Flink 2.1$"
env.add_jars("file:///opt/flink/lib/flink-connector-files-1.20.0.jar")  # want "FL066" msg="use the build for Flink 2.1$"
env.add_jars("file:///opt/flink/lib/flink-connector-datagen-1.20.0.jar")  # want "FL066" msg="use the build for Flink 2.1$"
env.execute("modules")
