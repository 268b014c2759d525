# PyFlink's own connector tests: the test case base class sets up the
# environment (and its checkpointing) under the test runner, so FL022 says
# nothing about a file sink written here.
from pyflink.common.serialization import Encoder
from pyflink.datastream.connectors.file_system import FileSink
from pyflink.datastream.connectors.kafka import KafkaSource
from pyflink.testing.test_case_utils import PyFlinkStreamingTestCase


class FileSinkTests(PyFlinkStreamingTestCase):

    def test_row_format_sink(self):
        source = KafkaSource.builder().set_bootstrap_servers("localhost:9092").set_topics("words").build()
        ds = self.env.from_source(source, None, "kafka")
        sink = FileSink.for_row_format(self.tempdir, Encoder.simple_string_encoder()).build()
        ds.sink_to(sink)
        self.env.execute("test_row_format_sink")

    def test_sql_file_sink(self):
        self.t_env.execute_sql("""
            CREATE TABLE sink (word STRING) WITH (
                'connector' = 'filesystem',
                'path' = '/tmp/out',
                'format' = 'csv'
            )
        """)
        self.t_env.execute_sql("""
            CREATE TABLE words (word STRING) WITH (
                'connector' = 'datagen'
            )
        """)
        self.t_env.execute_sql("INSERT INTO sink SELECT word FROM words").wait()
