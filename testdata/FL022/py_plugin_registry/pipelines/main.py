"""Runs one pipeline of the registry: python -m pipelines.main --pipeline orders."""
import argparse

from pyflink.datastream import StreamExecutionEnvironment
from pyflink.table import StreamTableEnvironment


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pipeline", required=True)
    return parser.parse_args()


def main():
    args = parse_args()
    env = StreamExecutionEnvironment.get_execution_environment()
    env.enable_checkpointing(60_000)
    t_env = StreamTableEnvironment.create(env)

    from pipelines.registry import PIPELINES

    pipeline = PIPELINES[args.pipeline].from_args(args)
    pipeline.run(t_env)


if __name__ == "__main__":
    main()
