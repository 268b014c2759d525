# from_source of a number sequence ends: the file sink commits at the end.
from pyflink.common import WatermarkStrategy
from pyflink.common.serialization import Encoder
from pyflink.common.typeinfo import Types
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors import FileSink, NumberSequenceSource


def main():
    env = StreamExecutionEnvironment.get_execution_environment()
    numbers = NumberSequenceSource(1, 10000)
    ds = env.from_source(source=numbers, watermark_strategy=WatermarkStrategy.for_monotonous_timestamps(),
                         source_name="numbers", type_info=Types.LONG())
    sink = FileSink.for_row_format("output/", Encoder.simple_string_encoder()).build()
    ds.map(lambda n: n % 4).sink_to(sink)
    env.execute("numbers")


if __name__ == "__main__":
    main()
