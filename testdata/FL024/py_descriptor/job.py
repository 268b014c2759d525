from pyflink.table import EnvironmentSettings, TableEnvironment, TableDescriptor

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.get_config().set("execution.checkpointing.mode", "AT_LEAST_ONCE")
sink = (TableDescriptor.for_connector("filesystem")
        .option("path", "s3://b/o/")
        .option("format", "json")
        .option("auto-compaction", "true")  # want "FL024"
        .build())
t_env.from_path("src").execute_insert(sink)
