__all__ = [
    'DemoConsumer',
    'DemoSink',
    'DemoSource',
    'Mode',
]


class DemoConsumerBase(SourceFunction, ABC):
    pass


class DemoConsumer(DemoConsumerBase):
    pass


class DemoSource(Source):
    pass


class DemoSink(Sink):
    pass


class Mode(Enum):
    pass
