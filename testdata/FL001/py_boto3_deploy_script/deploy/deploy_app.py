"""Creates the Managed Flink application that runs jobs/clicks.py."""
import boto3

client = boto3.client("kinesisanalyticsv2", region_name="eu-west-1")

client.create_application(
    ApplicationName="clicks-to-s3",
    RuntimeEnvironment="FLINK-1_19",
    ServiceExecutionRole="arn:aws:iam::123456789012:role/flink",
    ApplicationConfiguration={
        "ApplicationCodeConfiguration": {
            "CodeContent": {
                "S3ContentLocation": {"BucketARN": "arn:aws:s3:::artifacts", "FileKey": "clicks.zip"},
            },
            "CodeContentType": "ZIPFILE",
        },
        "FlinkApplicationConfiguration": {
            "ParallelismConfiguration": {
                "ConfigurationType": "CUSTOM",
                "Parallelism": 2,
                "AutoScalingEnabled": True,
            },
        },
        "EnvironmentProperties": {
            "PropertyGroups": [
                {
                    "PropertyGroupId": "kinesis.analytics.flink.run.options",
                    "PropertyMap": {"python": "jobs/clicks.py"},
                },
            ],
        },
    },
)
