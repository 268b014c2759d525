from .klines import create_candles_sink, insert_candles
from .trades import create_trades_source


def run(t_env, trades_table, candles_table):
    create_trades_source(t_env, table_name=trades_table)
    create_candles_sink(t_env, table_name=candles_table)
    statement_set = t_env.create_statement_set()
    insert_candles(statement_set, candles_table=candles_table, trades_table=trades_table)
    return statement_set
