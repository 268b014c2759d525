from pyflink.table import EnvironmentSettings, TableEnvironment, TableDescriptor, Schema, DataTypes

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
src = (TableDescriptor.for_connector("kafka")
       .schema(Schema.new_builder()
               .column("id", DataTypes.STRING())
               .column("ts", DataTypes.TIMESTAMP(3))
               .watermark("ts", "ts - INTERVAL '5' SECOND")
               .build())
       .option("topic", "events")
       .option("properties.bootstrap.servers", "kafka:9092")
       .option("properties.group.id", "g")
       .option("format", "json")
       .build())
t_env.create_temporary_table("events", src)
t_env.execute_sql("""
    CREATE TABLE s3_sink (id STRING, dt STRING) PARTITIONED BY (dt) WITH (
        'connector' = 'filesystem',
        'path' = 's3://bucket/out/',
        'format' = 'json',
        'sink.partition-commit.policy.kind' = 'success-file',
        'sink.partition-commit.trigger' = 'partition-time'
    )
""")
t_env.execute_sql("INSERT INTO s3_sink SELECT id, DATE_FORMAT(ts, 'yyyy-MM-dd') FROM events")
