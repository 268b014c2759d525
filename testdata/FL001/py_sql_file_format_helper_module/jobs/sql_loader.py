from pathlib import Path

SQL_DIR = Path(__file__).parent / "sql"


def load_sql(name, **params):
    return (SQL_DIR / name).read_text(encoding="utf-8").format(**params)
