__all__ = ['DemoSink', 'DemoSource']


class DemoSource(Source):
    pass


class DemoSink(Sink):
    pass
