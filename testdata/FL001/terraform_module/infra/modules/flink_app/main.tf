variable "name" {
  type = string
}

variable "runtime" {
  type    = string
  default = "FLINK-1_18"
}

variable "autoscaling_enabled" {
  type    = bool
  default = false
}

variable "entry_point" {
  type = string
}

resource "aws_kinesisanalyticsv2_application" "this" {
  name                   = var.name
  runtime_environment    = var.runtime
  service_execution_role = "arn:aws:iam::123456789012:role/flink"

  application_configuration {
    flink_application_configuration {
      parallelism_configuration {
        configuration_type   = "CUSTOM"
        auto_scaling_enabled = var.autoscaling_enabled
        parallelism          = 2
      }
    }
    environment_properties {
      property_group {
        property_group_id = "kinesis.analytics.flink.run.options"
        property_map = {
          python = var.entry_point
        }
      }
    }
  }
}
