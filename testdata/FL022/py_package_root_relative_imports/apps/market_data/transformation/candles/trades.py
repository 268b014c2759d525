def create_trades_source(t_env, table_name):
    t_env.execute_sql(f"""
        CREATE TABLE {table_name} (
            symbol STRING,
            price DOUBLE,
            quantity DOUBLE,
            trade_time TIMESTAMP(3),
            WATERMARK FOR trade_time AS trade_time - INTERVAL '5' SECOND
        ) WITH (
            'connector' = 'kinesis',
            'stream.arn' = 'arn:aws:kinesis:eu-west-1:123456789012:stream/trades',
            'aws.region' = 'eu-west-1',
            'source.init.position' = 'LATEST',
            'format' = 'json'
        )
    """)
