def s3_sink(path: str) -> str:
    return f"""
        CREATE TABLE s3_sink (id STRING) WITH (
            'connector' = 'filesystem',
            'path' = '{path}',
            'format' = 'json',
            'auto-compaction' = 'true'  -- want "FL001" level=error
        )
    """
