BUCKET = "s3://analytics"


def s3_sink_ddl(name, prefix):
    return f"""
        CREATE TABLE {name} (user_id STRING, url STRING) WITH (
            'connector' = 'filesystem',
            'path' = '{BUCKET}/{prefix}/',
            'format' = 'parquet',
            'auto-compaction' = 'true'  -- want "FL001" level=error
        )
    """
