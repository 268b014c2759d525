# One SQL file filled in twice: str.format for the braces, then % for the
# mapping keys. Neither placeholder is a syntax error.
import os

from pyflink.table import EnvironmentSettings, TableEnvironment

SQL = os.path.join(os.path.dirname(__file__), "sql", "enrich.sql")


def main(region):
    t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    with open(SQL) as f:
        text = f.read()
    text = text.format(sink_table="orders_enriched", customers="customers", region=region, min_amount=10)
    t_env.execute_sql(text % {"orders": "orders"})


if __name__ == "__main__":
    main("eu")
