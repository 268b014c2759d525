variable "autoscale" {
  default = false
}

resource "aws_kinesisanalyticsv2_application" "app" {
  name                = "orders"
  runtime_environment = "FLINK-1_20"
  application_configuration {
    flink_application_configuration {
      parallelism_configuration {
        configuration_type   = "CUSTOM"
        auto_scaling_enabled = var.autoscale
      }
    }
  }
}
