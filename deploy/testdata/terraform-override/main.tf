resource "aws_kinesisanalyticsv2_application" "app" {
  name                   = "${var.prefix}-orders"
  runtime_environment    = "FLINK-1_19"
  service_execution_role = aws_iam_role.r.arn

  application_configuration {
    flink_application_configuration {
      parallelism_configuration {
        configuration_type   = "CUSTOM"
        auto_scaling_enabled = var.autoscale
        parallelism          = local.parallelism
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

locals {
  parallelism = 2
}
