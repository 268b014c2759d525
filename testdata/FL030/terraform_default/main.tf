resource "aws_kinesisanalyticsv2_application" "app" {
  name                   = "orders"
  runtime_environment    = "FLINK-1_20"
  service_execution_role = "arn:aws:iam::123456789012:role/flink"

  application_configuration {
    flink_application_configuration {
      parallelism_configuration {
        configuration_type   = "DEFAULT" # want "FL030" level=error
        auto_scaling_enabled = false
      }
    }
  }
}
