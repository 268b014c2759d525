resource "aws_kinesisanalyticsv2_application" "app" {
  name                   = "orders"
  runtime_environment    = "FLINK-1_20"
  service_execution_role = "arn:aws:iam::123456789012:role/flink"

  application_configuration {
    environment_properties {
      property_group {
        property_group_id = "sink"
        property_map = {
          "sink.password" = var.sink_password
          "aws.region"    = var.region
        }
      }
    }
  }
}
