from aws_cdk import Stack
import aws_cdk.aws_kinesisanalytics_flink_alpha as flink


class OrdersStack(Stack):
    def __init__(self, scope, id):
        super().__init__(scope, id)
        flink.Application(
            self,
            "App",
            code=flink.ApplicationCode.from_asset("jobs"),
            runtime=flink.Runtime.FLINK_1_20,
            property_groups={
                "kinesis.analytics.flink.run.options": {
                    "python": "main.py",
                    "pyRequirements": "requirements.txt",  # want "FL033" level=error
                },
            },
        )
