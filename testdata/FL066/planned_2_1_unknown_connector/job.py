from pyflink.datastream import StreamExecutionEnvironment

# A connector jar of Flink 1.16's own repository: flinklint knows no
# release of its connector for 2.x, so it names none.
env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(60000)
env.add_jars("file:///opt/flink/usrlib/flink-sql-connector-pulsar-1.16.0.jar")  # want "FL066" msg="built for Flink 1.16, the job moves to the planned Flink 2.1: flinklint knows no release of its connector"
env.execute("pulsar")
