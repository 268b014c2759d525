from pyflink.table import EnvironmentSettings, TableEnvironment


def run():
    t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    t_env.execute_sql("""
        CREATE TABLE trips (
            trip_id STRING,
            fare DOUBLE,
            pickup_time TIMESTAMP(3)
        ) WITH (
            'connector' = 'kafka',
            'topic' = 'trips',
            'properties.bootstrap.servers' = 'kafka:9092',
            'scan.startup.mode' = 'earliest-offset',
            'format' = 'json'
        )
    """)
    t_env.execute_sql("""
        CREATE TABLE trips_parquet (
            trip_id STRING,
            fare DOUBLE,
            pickup_time TIMESTAMP(3)
        ) WITH (
            'connector' = 'filesystem',
            'path' = 'file:///data/trips',
            'format' = 'parquet'
        )
    """)
    t_env.execute_sql("INSERT INTO trips_parquet SELECT trip_id, fare, pickup_time FROM trips")


if __name__ == "__main__":
    run()
