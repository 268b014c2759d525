# A PyFlink job written for AWS Managed Service for Apache Flink: it reads the
# service's runtime properties, and the service checkpoints by default. No
# deployment config is in the repository (the application is made in the console).
import json
import os

from pyflink.table import EnvironmentSettings, TableEnvironment

APPLICATION_PROPERTIES_FILE_PATH = "/etc/flink/application_properties.json"


def get_application_properties():
    if os.path.isfile(APPLICATION_PROPERTIES_FILE_PATH):
        with open(APPLICATION_PROPERTIES_FILE_PATH, "r") as file:
            return json.loads(file.read())
    return []


def main():
    props = get_application_properties()
    bucket = props[0]["PropertyMap"]["output.bucket"]
    t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
    t_env.execute_sql("CREATE TABLE src (id STRING) WITH ('connector' = 'kafka', 'topic' = 'in')")
    t_env.execute_sql("""
        CREATE TABLE s3_sink (id STRING) WITH (
            'connector' = 'filesystem',
            'path' = 's3a://{0}/',
            'format' = 'json'
        )""".format(bucket))
    t_env.execute_sql("INSERT INTO s3_sink SELECT id FROM src")


if __name__ == "__main__":
    main()
