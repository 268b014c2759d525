from aws_cdk import Stack, aws_kinesisanalytics as kda
from constructs import Construct

PARALLELISM = 2


class FlinkStack(Stack):
    def __init__(self, scope: Construct, id: str, **kwargs) -> None:
        super().__init__(scope, id, **kwargs)
        kda.CfnApplicationV2(  # want call kda.CfnApplicationV2
            self, "App",
            runtime_environment="FLINK-1_19",
            service_execution_role="arn:aws:iam::1:role/r",
            application_configuration=kda.CfnApplicationV2.ApplicationConfigurationProperty(
                flink_application_configuration=kda.CfnApplicationV2.FlinkApplicationConfigurationProperty(
                    parallelism_configuration=kda.CfnApplicationV2.ParallelismConfigurationProperty(
                        configuration_type="CUSTOM",
                        auto_scaling_enabled=True,
                        parallelism=PARALLELISM,
                        parallelism_per_kpu=1,
                    ),
                ),
                environment_properties=kda.CfnApplicationV2.EnvironmentPropertiesProperty(
                    property_groups=[kda.CfnApplicationV2.PropertyGroupProperty(
                        property_group_id="kinesis.analytics.flink.run.options",
                        property_map={"python": "job/main.py"},
                    )],
                ),
            ),
        )
