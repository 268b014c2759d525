"""Archives orders to S3: python -m etl.main (the image's working directory holds etl/)."""
from pyflink.table import EnvironmentSettings, TableEnvironment

from etl.common.sql_loader import load_statements


def main():
    t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    t_env.get_config().set("execution.checkpointing.interval", "1 min")
    for statement in load_statements("orders_archive.sql"):
        t_env.execute_sql(statement)


if __name__ == "__main__":
    main()
