from pyflink.table import EnvironmentSettings, TableEnvironment
from pyflink.table.catalog import HiveCatalog

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.register_catalog("hive", HiveCatalog("hive", "analytics", "/opt/hive-conf"))
t_env.use_catalog("hive")
# analytics.clicks_hive lives in the metastore; the hint turns compaction on for this job.
t_env.execute_sql("""
    INSERT INTO analytics.clicks_hive /*+ OPTIONS('auto-compaction' = 'true') */  -- want "FL001" level=error
    SELECT user_id, url, dt FROM default_catalog.default_database.clicks
""")
