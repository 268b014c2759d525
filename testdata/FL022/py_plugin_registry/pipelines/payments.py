from .base import BasePipeline
from .io.readers import KafkaReader
from .io.writers import S3Writer


class PaymentsPipeline(BasePipeline):
    def __init__(self, reader, writer, min_amount):
        super().__init__(reader, writer)
        self.min_amount = min_amount

    @staticmethod
    def from_args(args):
        return PaymentsPipeline(
            KafkaReader("payments", topic="payments.v1"),
            S3Writer("payments_archive", path="s3://lake/payments/"),
            min_amount=0.01,
        )

    def query(self):
        return f"SELECT id, amount FROM payments WHERE amount >= {self.min_amount}"
