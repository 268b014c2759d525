from .base import BasePipeline
from .io.readers import KafkaReader
from .io.writers import S3Writer


class OrdersPipeline(BasePipeline):
    @classmethod
    def from_args(cls, args):
        reader = KafkaReader("orders", topic="orders.v1")
        writer = S3Writer("orders_archive", path="s3://lake/orders/")
        return cls(reader, writer)

    def query(self):
        return "SELECT id, amount FROM orders"
