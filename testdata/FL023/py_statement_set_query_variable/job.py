# Queries held in names, inserted through a statement set: the GROUP BY
# query is written into an insert-only filesystem table, and so is a
# table the Table API derives from it (a filter keeps its updates); the
# windowed one is insert-only.
from pyflink.table import EnvironmentSettings, TableEnvironment
from pyflink.table.expressions import col

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("execution.checkpointing.interval", "60 s")
t_env.execute_sql("""
    CREATE TABLE clicks (user_id STRING, url STRING, ts TIMESTAMP(3),
        WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
    ) WITH (
        'connector' = 'kafka',
        'topic' = 'clicks',
        'properties.bootstrap.servers' = 'broker:9092',
        'properties.group.id' = 'url-counts',
        'format' = 'json'
    )
""")
for name in ("url_counts", "url_counts_per_minute", "active_urls"):
    t_env.execute_sql(f"""
        CREATE TABLE {name} (url STRING, n BIGINT) WITH (
            'connector' = 'filesystem',
            'path' = 's3://bucket/{name}/',
            'format' = 'csv'
        )
    """)

counts = t_env.sql_query("SELECT url, COUNT(*) AS n FROM clicks GROUP BY url")
per_minute = t_env.sql_query(
    "SELECT url, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) "
    "GROUP BY url, window_start, window_end"
)
stmt_set = t_env.create_statement_set()
stmt_set.add_insert("url_counts", counts)  # want "FL023" col=1 level=error
stmt_set.add_insert("url_counts_per_minute", per_minute)
stmt_set.add_insert("active_urls", counts.filter(col("n") > 10))  # want "FL023" col=1 level=error
stmt_set.execute()
