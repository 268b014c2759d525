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
                "database": {
                    "db.user": "flink",
                    "db.password": "hunter2XYZZY-cdkpy",  # want "FL040"
                },
            },
        )
