def create_candles_sink(t_env, table_name):
    t_env.execute_sql(f"""
        CREATE TABLE {table_name} (
            symbol STRING,
            window_start TIMESTAMP(3),
            open_price DOUBLE,
            close_price DOUBLE
        ) PARTITIONED BY (symbol) WITH (
            'connector' = 'filesystem',
            'path' = 's3://market-data/candles/',
            'format' = 'parquet',
            'sink.partition-commit.policy.kind' = 'success-file'
        )
    """)


def insert_candles(statement_set, candles_table, trades_table):
    statement_set.add_insert_sql(f"""
        INSERT INTO {candles_table}
        SELECT symbol, window_start, FIRST_VALUE(price), LAST_VALUE(price)
        FROM TABLE(TUMBLE(TABLE {trades_table}, DESCRIPTOR(trade_time), INTERVAL '1' MINUTE))
        GROUP BY symbol, window_start, window_end
    """)
