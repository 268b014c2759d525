from pyflink.datastream.connectors import kafka
from pyflink.datastream import connectors

setattr(connectors, 'FlinkKafkaConsumer', kafka.FlinkKafkaConsumer)
