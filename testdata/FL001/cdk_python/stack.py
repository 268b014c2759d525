from aws_cdk import Stack
import aws_cdk.aws_kinesisanalytics_flink_alpha as flink


class SinkStack(Stack):
    def __init__(self, scope, id, **kwargs):
        super().__init__(scope, id, **kwargs)
        flink.Application(
            self,
            "SinkApp",
            code=flink.ApplicationCode.from_asset("."),
            runtime=flink.Runtime.FLINK_1_19,
            property_groups={"kinesis.analytics.flink.run.options": {"python": "job.py"}},
        )
