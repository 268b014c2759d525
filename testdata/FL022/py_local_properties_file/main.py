# A properties file of the job's own, not the AWS runtime's: no evidence of
# where the job runs.
import json

from pyflink.table import EnvironmentSettings, TableEnvironment


def main():
    with open("application_properties.json") as f:
        props = json.load(f)
    t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    t_env.execute_sql("CREATE TABLE src (id STRING) WITH ('connector' = 'kafka', 'topic' = 'in')")
    t_env.execute_sql("""
        CREATE TABLE s3_sink (id STRING) WITH (
            'connector' = 'filesystem',  -- want "FL022" level=warning
            'path' = 's3a://{0}/',
            'format' = 'json'
        )""".format(props["bucket"]))
    t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")


if __name__ == "__main__":
    main()
