"""Entry point of the candles job. The build zips apps/market_data/ into
lib/candles_libs.zip (pyFiles), so `transformation` is importable."""
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.table import StreamTableEnvironment

from transformation.candles.main import run

if __name__ == "__main__":
    env = StreamExecutionEnvironment.get_execution_environment()
    env.enable_checkpointing(30_000)
    t_env = StreamTableEnvironment.create(env)
    statement_set = run(t_env, trades_table="trades", candles_table="candles_1m")
    statement_set.execute()
