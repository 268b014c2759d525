from .orders import OrdersPipeline
from .payments import PaymentsPipeline

PIPELINES = {
    "orders": OrdersPipeline,
    "payments": PaymentsPipeline,
}
