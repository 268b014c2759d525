"""Runs the sink against a local directory; pytest, never deployed."""
from pyflink.table import EnvironmentSettings, TableEnvironment


def test_sink_writes(tmp_path):
    t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    t_env.execute_sql(f"""
        CREATE TABLE local_sink (id STRING) WITH (
            'connector' = 'filesystem',
            'path' = '{tmp_path}',
            'format' = 'json',
            'auto-compaction' = 'true'  -- want "FL001" level=warning
        )
    """)
