"""Reads the SQL scripts shipped in etl/sql/, one statement at a time."""
from pathlib import Path

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"


def load_statements(name):
    text = (SQL_DIR / name).read_text(encoding="utf-8")
    return [s.strip() for s in text.split(";") if s.strip()]
