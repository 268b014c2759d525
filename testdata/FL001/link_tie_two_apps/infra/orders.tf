resource "aws_kinesisanalyticsv2_application" "orders" {
  name                   = "orders"
  runtime_environment    = "FLINK-1_19"
  service_execution_role = "arn:aws:iam::123456789012:role/flink"

  application_configuration {
    flink_application_configuration {
      parallelism_configuration {
        configuration_type   = "CUSTOM"
        parallelism          = 2
        auto_scaling_enabled = true
      }
    }
    environment_properties {
      property_group {
        property_group_id = "kinesis.analytics.flink.run.options"
        property_map = {
          python = "main.py"
        }
      }
    }
  }
}
