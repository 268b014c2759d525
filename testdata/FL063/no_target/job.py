from pyflink.datastream import StreamExecutionEnvironment, TimeCharacteristic

# A job on an unknown line with no planned target: no upgrade finding.
env = StreamExecutionEnvironment.get_execution_environment()
env.set_stream_time_characteristic(TimeCharacteristic.EventTime)
