import pytest
from pyflink.table import EnvironmentSettings, TableEnvironment


@pytest.fixture
def t_env():
    env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    env.execute_sql("""
        CREATE TABLE fixture_sink (id STRING) WITH (
            'connector' = 'filesystem',
            'path' = '/tmp/out',
            'format' = 'json',
            'auto-compaction' = 'true'  -- want "FL001" level=warning
        )
    """)
    return env
