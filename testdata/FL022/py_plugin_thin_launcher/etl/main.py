"""python -m etl.main <pipeline> [key=value ...]"""
import sys

from etl.runner import run_pipeline

if __name__ == "__main__":
    name, *pairs = sys.argv[1:]
    run_pipeline(name, **dict(p.split("=", 1) for p in pairs))
