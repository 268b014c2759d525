class BasePipeline:
    """A source, a sink and the query that joins them."""

    def __init__(self, reader, writer):
        self.reader = reader
        self.writer = writer

    def query(self):
        raise NotImplementedError

    def run(self, t_env):
        self.reader.create(t_env)
        self.writer.create(t_env)
        t_env.execute_sql(f"INSERT INTO {self.writer.table} {self.query()}")
